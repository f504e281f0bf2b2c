/**
 * Every translation is complete: exactly the English catalogue's keys, no empty text, and the same
 * placeholders ({{name}}) and markup tags (<tone>) as the English text, so nothing is lost in translation.
 */
import { describe, expect, it } from 'vitest';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import de from './locales/de';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const tokens = (text: string) => [...text.matchAll(/\{\{\w+\}\}|<\/?\w+\/?>/g)].map((m) => m[0]).sort();

const english = flatten(en);

describe.each([
  ['es', es],
  ['fr', fr],
  ['de', de],
] as const)('the %s catalogue', (_code, catalogue) => {
  const translated = flatten(catalogue as Tree);

  it('has exactly the English keys (plus the plural form "many" where the language has one)', () => {
    const keys = [...translated.keys()].filter(
      (key) => !(key.endsWith('_many') && english.has(key.replace(/_many$/, '_other'))),
    );
    expect(keys.sort()).toEqual([...english.keys()].sort());
  });

  it('has no empty text', () => {
    expect([...translated].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
  });

  it('keeps every placeholder and tag of the English text', () => {
    const differing = [...english]
      .concat(
        [...translated]
          .filter(([key]) => key.endsWith('_many'))
          .map(([key]) => [key, english.get(key.replace(/_many$/, '_other'))!]),
      )
      .filter(([key, text]) => {
        // The singular may say 'one' in words instead of {{count}} ('tu último análisis').
        const kept = (tokenList: string[]) =>
          tokenList.filter((token) => !(key.endsWith('_one') && token === '{{count}}'));
        return JSON.stringify(kept(tokens(text))) !== JSON.stringify(kept(tokens(translated.get(key) ?? '')));
      })
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it('translates the texts (only brand names and figures may stay as in English)', () => {
    const same = [...english].filter(([key, text]) => translated.get(key) === text && /[a-z]{3}/.test(text));
    // A handful of texts are the same word in both languages (e.g. 'Journal' in French); most are not.
    expect(same.length).toBeLessThan(english.size * 0.1);
  });
});

describe('the English catalogue', () => {
  it('keeps the spec texts the e2e suite finds elements by', () => {
    expect(en.landing.logIn).toBe('Log In');
    expect(en.common.loadingToneLens).toBe('Loading ToneLens...');
    expect(en.header.title).toBe('ToneLens Analyser');
    expect(en.notFound.title).toBe('404 Page Not Found');
    expect(en.account.languages).toEqual({ en: 'English', es: 'Spanish', fr: 'French', de: 'German' });
  });
});
