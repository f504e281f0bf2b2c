/** Numbers and dates in the language shown (Intl), so '1,234' reads '1.234' in German. */
import { useTranslation } from 'react-i18next';
import { calendarDaysBetween, relativeDate } from '@engine/labels';
import { currentLanguage, i18n } from './i18n';

export function formatNumber(value: number, language = currentLanguage()): string {
  return value.toLocaleString(language);
}

/** `value` with exactly `digits` decimals: '0.500' in English, '0,500' in German. */
export function formatFixed(value: number, digits: number, language = currentLanguage()): string {
  return value.toLocaleString(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A 0–100 share as a percentage: '12.5%' in English, '12,5 %' in German and French. */
export function formatPercent(value: number, digits = 0, language = currentLanguage()): string {
  // Rounded as toFixed rounds, so English reads exactly as before ('12.3%' for 12.35).
  return (Number(value.toFixed(digits)) / 100).toLocaleString(language, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
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
