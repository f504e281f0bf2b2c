/**
 * Entry dates as journals write them. Accepted: ISO 8601 dates and date-times (`2024-03-05`,
 * `2024-03-05T21:15:00Z`, `2024-03-05 21:15`, with or without seconds and offset) and YAML's own
 * dates. A date without a time becomes 12:00 UTC, which is that same calendar day in every time
 * zone from UTC-11 to UTC+11; a time without an offset is read as UTC. Anything else (03/05/2024
 * could be March or May) is refused rather than guessed.
 */
const ISO =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** Later than this is a mistake in the file, not a journal entry (a day's slack for time zones). */
const FUTURE_SLACK_MS = 36 * 60 * 60 * 1000;

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function fromIso(text: string): Date | null {
  const match = ISO.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (!validDay(year, month, day)) return null;
  if (h === undefined) return new Date(Date.UTC(year, month - 1, day, 12));
  const hour = Number(h);
  const minute = Number(mi);
  const second = s === undefined ? 0 : Number(s);
  if (hour > 23 || minute > 59 || second > 59) return null;
  const ms = fraction === undefined ? 0 : Math.floor(Number(`0.${fraction}`) * 1000);
  let offsetMinutes = 0;
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2) || 0));
  }
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms) - offsetMinutes * 60_000);
}

export type DateCheck = { date: Date } | { problem: string };

/** Reads a date from a file's field; `now` bounds it (no entry is written in the future). */
export function readDate(value: unknown, now: number): DateCheck {
  let date: Date | null = null;
  if (value instanceof Date) {
    // YAML reads `2024-03-05` as midnight UTC; a bare date means the day, so it gets noon too.
    const iso = Number.isNaN(value.getTime()) ? '' : value.toISOString();
    date = iso.endsWith('T00:00:00.000Z') ? new Date(value.getTime() + 12 * 3600_000) : value;
    if (iso === '') date = null;
  } else if (typeof value === 'string') {
    date = fromIso(value);
  }
  const shown = value instanceof Date ? value.toISOString() : String(value);
  if (!date)
    return { problem: `'${shown.slice(0, 60)}' is not a date (write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM)` };
  if (date.getTime() > now + FUTURE_SLACK_MS)
    return { problem: `the date ${shown.slice(0, 60)} is in the future` };
  if (date.getUTCFullYear() < 1900) return { problem: `the date ${shown.slice(0, 60)} is before 1900` };
  return { date };
}

/** A date in a file name: `2024-03-05 walk.md`, `journal_2024_03_05.txt`, `20240305.md`. */
export function dateInName(name: string, now: number): Date | null {
  const base = name.split('/').pop() ?? name;
  const match = /(?<!\d)(\d{4})([-_.]?)(\d{2})\2(\d{2})(?!\d)/.exec(base);
  if (!match) return null;
  const [, y, , mo, d] = match;
  const check = readDate(`${y}-${mo}-${d}`, now);
  return 'date' in check ? check.date : null;
}
