/** Numbers and dates in the language shown (Intl), so '1,234' reads '1.234' in German. */
import { useTranslation } from 'react-i18next';
import { currentLanguage } from './i18n';

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
