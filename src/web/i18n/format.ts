/** Numbers and dates in the language shown (Intl), so '1,234' reads '1.234' in German. */
import { useTranslation } from 'react-i18next';
import { calendarDaysBetween, relativeDate } from '@engine/labels';
import { currentLanguage, i18n } from './i18n';

/**
 * Intl's number formatters, made once per language and options and kept: `toLocaleString(language,
 * options)` builds a new ICU formatter on every call (about 15 µs in V8, against 0.6 µs to format
 * with a kept one), and a page may format hundreds of numbers (the spectral card's bins, lists).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormat(language: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options === undefined ? language : `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * Whole numbers from 0 to 999 read as their digits in every language the app has (format.test.ts
 * checks each against Intl), so they are written without a formatter. The signed-in analyser's
 * first render formats one number, the journal card's entry count, and the first formatter a page
 * builds loads ICU's number data (64 ms of its main thread at Lighthouse's 4× slower CPU): for
 * most journals that now waits until a result needs a number. Not -0, which Intl writes '-0'.
 */
const plainDigits = (value: number) =>
  Number.isInteger(value) && value < 1000 && (value > 0 || Object.is(value, 0));

export function formatNumber(value: number, language = currentLanguage()): string {
  return plainDigits(value) ? String(value) : numberFormat(language).format(value);
}

/** `value` with exactly `digits` decimals: '0.500' in English, '0,500' in German. */
export function formatFixed(value: number, digits: number, language = currentLanguage()): string {
  return numberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    value,
  );
}

/** A 0–100 share as a percentage: '12.5%' in English, '12,5 %' in German and French. */
export function formatPercent(value: number, digits = 0, language = currentLanguage()): string {
  // Rounded as toFixed rounds, so English reads exactly as before ('12.3%' for 12.35).
  return numberFormat(language, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(Number(value.toFixed(digits)) / 100);
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
