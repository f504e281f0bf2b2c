/** Numbers and dates in the language shown (Intl), so '1,234' reads '1.234' in German. */
import { useTranslation } from 'react-i18next';
import { calendarDaysBetween, relativeDate } from '@engine/labels';
import { currentLanguage, i18n } from './i18n';

export function formatNumber(value: number, language = currentLanguage()): string {
  return value.toLocaleString(language);
}

export function formatDate(
  date: Date,
  options: Intl.DateTimeFormatOptions,
  language = currentLanguage(),
): string {
  return date.toLocaleString(language, options);
}

/** The current language, re-rendering the caller when it changes. */
export function useLanguage(): string {
  return useTranslation().i18n.language;
}

/**
 * 'Today', 'Yesterday', 'N days ago' for 2–6 days, otherwise the date (spec §9). English keeps the
 * engine's own wording word for word; other languages use Intl.RelativeTimeFormat ('hoy', 'gestern').
 */
export function relativeDay(value: string | null | undefined, language = currentLanguage()): string {
  if (language === 'en') return relativeDate(value);
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return i18n.t('common.unknownDate');
  const days = calendarDaysBetween(date, new Date());
  if (days >= 0 && days < 7) {
    const text = new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-days, 'day');
    return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
  }
  return date.toLocaleDateString(language);
}
