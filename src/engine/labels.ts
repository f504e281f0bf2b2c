/**
 * Small user-facing derivations of spec §3 and §9: relative dates and avatar initials.
 */

const DAY_MS = 86_400_000;

/** Whole calendar days between two instants, in the viewer's local time zone. */
export function calendarDaysBetween(earlier: Date, later: Date): number {
  const start = new Date(earlier.getFullYear(), earlier.getMonth(), earlier.getDate());
  const end = new Date(later.getFullYear(), later.getMonth(), later.getDate());
  return Math.round((end.getTime() - start.getTime()) / DAY_MS);
}

/**
 * 'Today', 'Yesterday', 'N days ago' for 2–6 days, otherwise the locale date;
 * 'Unknown date' when the value is missing or not a date.
 */
export function relativeDate(
  value: string | Date | null | undefined,
  now: Date = new Date(),
  locale?: string,
): string {
  if (value === null || value === undefined || value === '') return 'Unknown date';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'Unknown date';
  const days = calendarDaysBetween(date, now);
  if (days === 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days > 1 && days < 7) return `${days} days ago`;
  return date.toLocaleDateString(locale);
}

export interface NamedUser {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/** First letters of first and last name; else the e-mail's first two letters; else 'TL'. */
export function avatarInitials(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return (Array.from(first)[0]! + Array.from(last)[0]!).toUpperCase();
  const email = user?.email?.trim();
  if (email) return Array.from(email).slice(0, 2).join('').toUpperCase();
  return 'TL';
}

/** 'First Last', else the e-mail, else 'ToneLens user'. */
export function displayName(user: NamedUser | null | undefined): string {
  const name = [user?.firstName?.trim(), user?.lastName?.trim()].filter(Boolean).join(' ');
  return name || user?.email?.trim() || 'ToneLens user';
}
