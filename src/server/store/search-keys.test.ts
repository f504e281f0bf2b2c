import { describe, expect, it } from 'vitest';
import { distinctWords, keyedSearchBody, searchKeyOf } from './search-keys';

describe('search keys', () => {
  it('finds the words a query is split into: runs of letters and digits, each once, as written', () => {
    const text =
      "It's snake_case, Café — 42nd! 𝒜bc 日本語 e\u0301t\u00e9 \ud800lone \udc00 😀 ٣٤ Straße it's IT'S";
    // The loop over a table gives what the regular expression searchTerms uses would give.
    expect([...distinctWords(text)]).toEqual([...new Set(text.match(/[\p{L}\p{N}]+/gu))]);
    expect([...distinctWords(text)]).toEqual([
      'It',
      's',
      'snake',
      'case',
      'Café',
      '42nd',
      '𝒜bc',
      '日本語',
      'e',
      't\u00e9',
      'lone',
      '٣٤',
      'Straße',
      'it',
      'IT',
      'S',
    ]);
    expect(distinctWords(' — ?! ').size).toBe(0);
  });

  it('keys each distinct word by its owner', () => {
    const key = searchKeyOf('user-1');
    expect(key).toMatch(/^[0-9a-z]{1,8}$/);
    expect(searchKeyOf('user-1')).toBe(key);
    expect(searchKeyOf('user-2')).not.toBe(key);
    expect(keyedSearchBody('user-1', 'Calm, calm and calm_ish.')).toBe(
      `${key}_Calm ${key}_calm ${key}_and ${key}_ish`,
    );
    expect(keyedSearchBody('user-1', '...')).toBe('');
  });
});
