/** Dates on the dashboard, in the language shown (Intl). */
import { currentLanguage, i18n } from '@/i18n/i18n';

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(currentLanguage(), { day: 'numeric', month: 'short' });
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? i18n.t('common.unknownDate')
    : date.toLocaleString(currentLanguage(), {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      });
}
