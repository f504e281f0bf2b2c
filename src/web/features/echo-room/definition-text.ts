/**
 * Spectral Meaning's own sentences in the language shown (issue 18, ADR 0017 point 5). When the
 * built-in dictionary has no entry, its answer is two engine sentences: the not-found advice and
 * the term's spectral note (average value, band and its keywords, frequency). The interface reads
 * those structured values back from the answer and writes both sentences from the catalogue,
 * whose English is the server's wording word for word. Dictionary glosses and a model's answer
 * are free text: they stay English.
 */
import type { TFunction } from 'i18next';
import type { DefinitionResponse } from '@contract/echo-room';
import type { Language } from '@contract/auth';
import { BANDS, type BandName } from '@engine/bands';
import { formatFixed, formatNumber } from '@/i18n/format';

/** The structured values of the spectral note, read from the engine's sentence. */
export interface SpectralNote {
  term: string;
  average: number;
  band: BandName;
  hertz: number;
}

const BAND_NAMES = BANDS.map((band) => band.name).join('|');
const NOTE_VALUES = new RegExp(`^(\\d+\\.\\d{2}) in Spectral Binary, the (${BAND_NAMES}) band \\(`, 'u');
const NOTE_END = /\), (\d+) Hz\.$/u;

function sentences(t: TFunction, note: SpectralNote, language: Language): string {
  const band = BANDS.find((entry) => entry.name === note.band)!;
  return [
    t('echo.definition.notFound', { term: note.term }),
    t('echo.definition.spectralNote', {
      term: note.term,
      average: formatFixed(note.average, 2, language),
      band: t(`bands.${band.name}.name`),
      keywords: t(`bands.${band.name}.keywords`),
      hertz: formatNumber(note.hertz, language),
    }),
  ].join(' ');
}

/**
 * The values of a not-found answer the built-in dictionary wrote, or null for any other answer
 * (a definition was found, a model answered, or the text is not the engine's own).
 */
export function notFoundNote(result: DefinitionResponse, english: TFunction): SpectralNote | null {
  if (result.definition !== null || result.source === 'model') return null;
  const opening = `${english('echo.definition.notFound', { term: result.term })} Spectral meaning: “${result.term}” averages `;
  if (!result.response.startsWith(opening)) return null;
  const rest = result.response.slice(opening.length);
  const values = NOTE_VALUES.exec(rest);
  const end = NOTE_END.exec(rest);
  if (!values || !end) return null;
  const note: SpectralNote = {
    term: result.term,
    average: Number(values[1]),
    band: values[2] as BandName,
    hertz: Number(end[1]),
  };
  // Only what the catalogue's English rebuilds byte for byte is the engine's sentence.
  return sentences(english, note, 'en') === result.response ? note : null;
}

/**
 * The answer to show when no definition was found: the engine's sentences in `language` when they
 * are its own (no `lang` mark), else the answer as written, marked English.
 */
export function definitionFallbackText(
  result: DefinitionResponse,
  t: TFunction,
  english: TFunction,
  language: Language,
): { text: string; lang?: 'en' } {
  const note = notFoundNote(result, english);
  return note ? { text: sentences(t, note, language) } : { text: result.response, lang: 'en' };
}
