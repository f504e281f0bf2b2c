import { describe, expect, it } from 'vitest';
import type { DefinitionResponse } from '@contract/echo-room';
import { LANGUAGES } from '@contract/common';
import { analyse } from '@engine/analyse';
import { BANDS, emotionalBand } from '@engine/bands';
import { translatorFor } from '@/i18n/test-translator';
import { definitionFallbackText, notFoundNote } from './definition-text';

/**
 * The built-in dictionary's answers (src/server/ai/local/definition.ts) for terms WordNet does not
 * know, verbatim, one per band: the web may not import the server (DESIGN.md), so they are copied
 * here; each term's average, band and frequency are checked against the engine below.
 */
const SERVER_ANSWERS: readonly (readonly [term: string, response: string])[] = [
  [
    '!!!',
    'No definition found for “!!!”. WordNet has no entry for it or for a base form of it; check the spelling, or try a single word such as “resonance”. Spectral meaning: “!!!” averages 0.02 in Spectral Binary, the Ignition band (urgency, spark), 231 Hz.',
  ],
  [
    'DDD',
    'No definition found for “DDD”. WordNet has no entry for it or for a base form of it; check the spelling, or try a single word such as “resonance”. Spectral meaning: “DDD” averages 0.19 in Spectral Binary, the Vitality band (optimism, growth), 345 Hz.',
  ],
  [
    'GGG',
    'No definition found for “GGG”. WordNet has no entry for it or for a base form of it; check the spelling, or try a single word such as “resonance”. Spectral meaning: “GGG” averages 0.34 in Spectral Binary, the Harmony band (balance, curiosity), 444 Hz.',
  ],
  [
    'JJJ',
    'No definition found for “JJJ”. WordNet has no entry for it or for a base form of it; check the spelling, or try a single word such as “resonance”. Spectral meaning: “JJJ” averages 0.49 in Spectral Binary, the Serenity band (calm, trust), 543 Hz.',
  ],
  [
    'MMM',
    'No definition found for “MMM”. WordNet has no entry for it or for a base form of it; check the spelling, or try a single word such as “resonance”. Spectral meaning: “MMM” averages 0.64 in Spectral Binary, the Immersion band (depth, intensity), 642 Hz.',
  ],
  [
    'QQQ',
    'No definition found for “QQQ”. WordNet has no entry for it or for a base form of it; check the spelling, or try a single word such as “resonance”. Spectral meaning: “QQQ” averages 0.84 in Spectral Binary, the Zenith band (edge, transcendence), 774 Hz.',
  ],
  [
    'Ünïcode “quoted” (term)',
    'No definition found for “Ünïcode “quoted” (term)”. WordNet has no entry for it or for a base form of it; check the spelling, or try a single word such as “resonance”. Spectral meaning: “Ünïcode “quoted” (term)” averages 0.41 in Spectral Binary, the Harmony band (balance, curiosity), 493 Hz.',
  ],
];

const TERMS = SERVER_ANSWERS.map(([term]) => term);
const answers = new Map(SERVER_ANSWERS);

function notFound(term: string): DefinitionResponse {
  return { definition: null, response: answers.get(term)!, term, lemma: null, senses: [], source: 'local' };
}

const english = translatorFor('en');

describe('definitionFallbackText', () => {
  it.each(TERMS)('rebuilds the not-found answer for %s byte for byte in English', (term) => {
    const result = notFound(term);
    // The values read back are the engine's for the term, as the server wrote them.
    const analysis = analyse(term, 'full');
    expect(notFoundNote(result, english)).toEqual({
      term,
      average: Number(analysis.averageValue.toFixed(2)),
      band: emotionalBand(analysis.averageValue).name,
      hertz: analysis.frequencyHz,
    });
    expect(definitionFallbackText(result, english, english, 'en')).toEqual({ text: result.response });
  });

  it('covers all six bands', () => {
    const bands = TERMS.slice(0, BANDS.length).map((term) => notFoundNote(notFound(term), english)?.band);
    expect(bands).toEqual(BANDS.map((band) => band.name));
  });

  it.each(LANGUAGES.filter((language) => language !== 'en'))(
    'writes it in %s with no English sentence',
    (language) => {
      const t = translatorFor(language);
      for (const term of TERMS) {
        const result = notFound(term);
        const shown = definitionFallbackText(result, t, english, language);
        expect(shown.lang).toBeUndefined();
        expect(shown.text).toContain(term);
        const note = notFoundNote(result, english)!;
        expect(shown.text).toContain(t(`bands.${note.band}.keywords`));
        for (const sentence of result.response.split(/(?<=\.)\s/u))
          expect(shown.text).not.toContain(sentence);
        expect(shown.text).not.toMatch(/\b(?:No definition|WordNet has no entry|averages|band \()/u);
      }
    },
  );

  it('writes the average in the language’s own numbers', () => {
    const result = notFound('GGG');
    const average = analyse('GGG', 'full').averageValue.toFixed(2);
    expect(definitionFallbackText(result, translatorFor('de'), english, 'de').text).toContain(
      average.replace('.', ','),
    );
  });

  it('keeps a model’s answer and any text the engine did not write in English', () => {
    const modelAnswer = { ...notFound('!!!'), source: 'model' as const };
    expect(definitionFallbackText(modelAnswer, translatorFor('fr'), english, 'fr')).toEqual({
      text: modelAnswer.response,
      lang: 'en',
    });
    const edited = { ...notFound('!!!'), response: `${notFound('!!!').response} And more.` };
    expect(definitionFallbackText(edited, translatorFor('fr'), english, 'fr').lang).toBe('en');
  });
});
