import { describe, expect, it } from 'vitest';
import { avatarInitials, displayName, relativeDate } from './labels';

describe('relative dates (spec §9)', () => {
  const now = new Date(2026, 10, 22, 15, 0);
  it.each([
    [new Date(2026, 10, 22, 0, 5), 'Today'],
    [new Date(2026, 10, 21, 23, 59), 'Yesterday'],
    [new Date(2026, 10, 20, 12, 0), '2 days ago'],
    [new Date(2026, 10, 16, 12, 0), '6 days ago'],
  ])('%s is %s', (date, label) => {
    expect(relativeDate(date, now)).toBe(label);
  });
  it('shows the locale date from a week on', () => {
    const weekAgo = new Date(2026, 10, 15, 12, 0);
    expect(relativeDate(weekAgo, now, 'en-GB')).toBe(weekAgo.toLocaleDateString('en-GB'));
  });
  it("says 'Unknown date' for missing or invalid dates", () => {
    expect(relativeDate(null, now)).toBe('Unknown date');
    expect(relativeDate('not a date', now)).toBe('Unknown date');
  });
});

describe('avatar initials (spec §3)', () => {
  it('uses first and last name, then the e-mail, then TL', () => {
    expect(avatarInitials({ firstName: 'ada', lastName: 'lovelace', email: 'a@b.c' })).toBe('AL');
    expect(avatarInitials({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('AD');
    expect(avatarInitials({ email: 'x' })).toBe('X');
    expect(avatarInitials({})).toBe('TL');
    expect(avatarInitials(null)).toBe('TL');
  });
  it('names the user by full name or e-mail', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace' })).toBe('Ada Lovelace');
    expect(displayName({ email: 'ada@example.com' })).toBe('ada@example.com');
  });
});
