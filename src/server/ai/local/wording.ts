/**
 * The local engine's shared phrasing: numbers as people read them, quotes, the names of each
 * axis' two ends, and a deterministic choice among wordings (the same text always gets the same
 * reply; different texts get different ones).
 */
import type { AxisKey } from '@engine/lexicons';
import type { AxisReading, Direction, Phrase, Reading } from './reading';

/** FNV-1a over the parts: a stable seed for choosing a wording. */
export function seedOf(...parts: string[]): number {
  let hash = 0x811c9dc5;
  for (const part of parts) {
    for (let i = 0; i < part.length; i++) {
      hash ^= part.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hash = Math.imul(hash ^ 0x1f, 0x01000193) >>> 0;
  }
  return hash;
}

export function pick<T>(options: readonly T[], seed: number): T {
  return options[seed % options.length] as T;
}

/** 0.3217 → '0.32'. */
export const fmt = (value: number): string => value.toFixed(2);

/** “words”, with typographic quotes so the user's own straight quotes stay readable. */
export const quoted = (text: string): string => `“${text}”`;

/**
 * A quote that ends a sentence already carries its own end mark: 'by “I give up.”.' reads as
 * 'by “I give up.”' (the typographic convention), and ', .' or '..' never appear.
 */
export function polish(text: string): string {
  return text.replace(/([.!?…])”([.,])/gu, (_, mark: string, after: string) =>
    after === ',' ? `${mark}”,` : `${mark}”`,
  );
}

/** A short form of a phrase for use inside a question. */
export function shortQuote(phrase: Phrase): string {
  if (phrase.quote.length <= 70) return phrase.quote;
  const words = phrase.quote.replace(/^…/u, '').split(' ');
  return `${words.slice(0, 9).join(' ')}…`;
}

/** What each end of each axis is called in a sentence: 'The strongest note is warmth'. */
export const END_NOUNS: Readonly<Record<AxisKey, Readonly<Record<Direction, string>>>> = {
  warmthDetachment: { high: 'warmth', low: 'distance' },
  certaintyAmbiguity: { high: 'certainty', low: 'uncertainty' },
  intensityRestraint: { high: 'intensity', low: 'restraint' },
  conflictCoherence: { high: 'coherence', low: 'inner conflict' },
};

export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Warmth vs Detachment reads 0.21 (Low, toward Cold/Detached)'. */
export function axisFigure(axis: AxisReading): string {
  return `${axis.info.name} reads ${fmt(axis.value)} (${axis.level}, toward ${axis.endLabel})`;
}

/** Names the dominant tone, or says that nothing leans. */
export function namingSentence(reading: Reading): string {
  const { dominant } = reading;
  if (!dominant) {
    const figures = reading.axes.map((axis) => `${axis.info.name} ${fmt(axis.value)}`).join(', ');
    return `No single dimension leans hard; all four sit near the middle (${figures}).`;
  }
  return `The strongest note is ${END_NOUNS[dominant.key][dominant.direction]}: ${axisFigure(dominant)}.`;
}

/** 'Its Spectral Binary value of 0.44 places it in the Harmony band (balance, curiosity), …'. */
export function bandSentence(reading: Reading): string {
  const { band, analysis, tone } = reading;
  return (
    `Its Spectral Binary value of ${fmt(analysis.averageValue)} places it in the ${band.name} band ` +
    `(${band.keywords.join(', ')}; ${analysis.frequencyHz} Hz), with ${Math.round(tone.percentage)}% ${tone.category} tones.`
  );
}

/** The carrier phrase, as 'carried most by “…”', or an empty string when there is none. */
export function carriedBy(reading: Reading): string {
  return reading.carrier ? `, carried most by ${quoted(reading.carrier.quote)}` : '';
}

/** Punctuation cues the lexicons count, in words. */
const CUES: Readonly<Record<string, string>> = { '!': 'the exclamation marks', '?': 'the question marks' };

/** '‘ignore’, ‘alone’ and the exclamation marks'. */
export function termList(terms: readonly string[]): string {
  const shown = terms.slice(0, 3).map((term) => CUES[term] ?? `‘${term}’`);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
