/**
 * The one line `tonelens analyse` prints on stderr when the text reads as another language
 * (issue 18): the same words as the analyser's notice in English, so stdout stays one JSON object.
 */
import type { LanguageReading } from '@engine/analyse';

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** The notice for a reading, or null when the text reads English (or the engine makes no claim). */
export function readsEnglishNotice(language: LanguageReading | undefined): string | null {
  if (!language || language.readsEnglish || !language.detected) return null;
  const name = names.of(language.detected) ?? language.detected;
  return `ToneLens reads English. This text looks like ${name}, so these readings may not mean much.`;
}
