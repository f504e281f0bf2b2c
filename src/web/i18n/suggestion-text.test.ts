import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/common';
import { SUGGESTION_TEXTS } from '@engine/voice';
import { translatorFor } from './test-translator';
import { suggestionText } from './suggestion-text';

const KINDS = Object.keys(SUGGESTION_TEXTS) as (keyof typeof SUGGESTION_TEXTS)[];
/** The engine's sentences after each mode's name ('strong feeling is pulling…'), one by one. */
const ENGLISH_SENTENCES = Object.values(SUGGESTION_TEXTS).flatMap((text) =>
  text
    .slice(text.indexOf(':') + 1)
    .split(/(?<=\.)\s/u)
    .map((sentence) => sentence.trim()),
);

describe('suggestionText', () => {
  it.each(KINDS)('shows the engine’s %s sentence byte for byte in English, unmarked', (kind) => {
    expect(suggestionText(translatorFor('en'), SUGGESTION_TEXTS[kind])).toEqual({
      text: SUGGESTION_TEXTS[kind],
    });
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'writes every kind in %s, with no English sentence',
    (language) => {
      const t = translatorFor(language);
      const shown = KINDS.map((kind) => suggestionText(t, SUGGESTION_TEXTS[kind]));
      for (const text of shown) {
        expect(text?.lang).toBeUndefined();
        for (const sentence of ENGLISH_SENTENCES) expect(text?.text).not.toContain(sentence);
      }
      // Four different pieces of advice, not one fallback repeated.
      expect(new Set(shown.map((text) => text?.text)).size).toBe(KINDS.length);
      // The EchoRoom modes keep their framework names (ADR 0017 point 7).
      expect(shown[0]?.text.startsWith('Solo Echo')).toBe(true);
    },
  );

  it('shows nothing when there is no suggestion', () => {
    expect(suggestionText(translatorFor('es'), null)).toBeNull();
  });

  it('keeps a text the engine did not write as written, marked English', () => {
    const older = 'Solo Echo: an older wording of the advice.';
    expect(suggestionText(translatorFor('de'), older)).toEqual({ text: older, lang: 'en' });
  });
});
