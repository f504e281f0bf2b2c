/**
 * One voice (issue 12): the single function that decides what the app advises after a ToneLens
 * reading, and the deep-dive sentence that goes with a level label. The engine's
 * echoRoomSuggestion, the tension panel, the EchoRoom's 'Suggested' mark and the built-in AI's
 * reading all come from here, so one screen never gives two different pieces of advice.
 *
 * The spec's rule (§9) is kept in its order, with one gate (ADR 0014): Message Echo (decoding a
 * reaction) and Thread Return (the loops between two people) are relational, so they are only
 * suggested when the text is about another person. A solo text that would have met their
 * conditions gets the guided reflection instead.
 */
import type { AxesResult } from './axes';
import {
  isPolarised,
  levelLabel,
  tensionDetected,
  type DimensionBand,
  type DimensionInfo,
} from './dimensions';
import { SUGGESTION_TEXTS } from './suggestion-texts';

export type SuggestionMode = 'solo' | 'message' | 'thread' | 'guided' | 'none';

export interface Suggestion {
  mode: SuggestionMode;
  /** The advice as the tension panel shows it; null when there is none (no tension). */
  text: string | null;
  /** True when the text is about another person: only then may a reply say "the two of you". */
  aboutAnotherPerson: boolean;
}

/** The advice per mode, kept in its own module so the web's catalogue can import it alone. */
export { SUGGESTION_TEXTS };

/**
 * Words that put another person in the text: "you" (someone addressed), he/she/they, "we"
 * (the writer with someone), and the people a journal names by role. A name alone ("Sam") is not
 * recognised; the ADR says why (a capitalised word is as often a day, a place or a firm).
 */
const OTHER_PERSON =
  /\b(?:you|your|yours|yourself|yourselves|he|him|his|himself|she|her|hers|herself|they|them|their|theirs|themselves|we|us|our|ours|ourselves|someone|somebody|mum|mom|mother|dad|father|parents?|sister|brother|siblings?|sons?|daughters?|kids?|child|children|wife|husband|partner|boyfriend|girlfriend|fianc[eé]e?|ex|friends?|bestie|boss|manager|colleagues?|co-?workers?|teammates?|teacher|neighbou?r|room-?mate|flatmate|family|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin)\b/iu;

/** True when the text is about, or addressed to, another person. */
export function isAboutAnotherPerson(text: string): boolean {
  return OTHER_PERSON.test(text);
}

/** Only the four axes: callers may pass a whole analysis, and polarisation counts every value it gets. */
function fourAxes(axes: AxesResult): AxesResult {
  return {
    warmthDetachment: axes.warmthDetachment,
    certaintyAmbiguity: axes.certaintyAmbiguity,
    intensityRestraint: axes.intensityRestraint,
    conflictCoherence: axes.conflictCoherence,
  };
}

/**
 * The one suggestion for a text and its four axes: 'none' without tension; otherwise the spec's
 * rule in its order — Solo Echo (conflict < 0.3 and intensity > 0.7), Message Echo (warmth < 0.3
 * and certainty < 0.3), Thread Return (polarised) — the last two only for a text about another
 * person, else a guided reflection.
 */
export function suggestionFor(text: string, axes: AxesResult): Suggestion {
  const aboutAnotherPerson = isAboutAnotherPerson(text);
  if (!tensionDetected(axes)) return { mode: 'none', text: null, aboutAnotherPerson };
  let mode: Exclude<SuggestionMode, 'none'> = 'guided';
  if (axes.conflictCoherence < 0.3 && axes.intensityRestraint > 0.7) mode = 'solo';
  else if (aboutAnotherPerson && axes.warmthDetachment < 0.3 && axes.certaintyAmbiguity < 0.3)
    mode = 'message';
  else if (aboutAnotherPerson && isPolarised(fourAxes(axes))) mode = 'thread';
  return { mode, text: SUGGESTION_TEXTS[mode], aboutAnotherPerson };
}

/**
 * The mode a stored or reported suggestion text stands for (the page keeps the text, as the
 * spec's record does); 'none' for null or a text this module did not write.
 */
export function suggestionModeOf(suggestion: string | null): SuggestionMode {
  if (!suggestion) return 'none';
  for (const [mode, text] of Object.entries(SUGGESTION_TEXTS)) {
    if (suggestion === text || suggestion.startsWith(text.slice(0, text.indexOf(':') + 1))) {
      return mode as SuggestionMode;
    }
  }
  return 'none';
}

/**
 * Which of an axis' three readings goes with a value, chosen by its level label so the two never
 * disagree: Very Low and Low read low, Moderate reads medium, High and Very High read high. (The
 * spec's text bands, low ≤ 0.3 / medium 0.4–0.6 / high ≥ 0.7, put 0.62 'High' beside the medium
 * sentence "Energy is present but controlled."; ADR 0014.)
 */
export function readingBand(value: number): DimensionBand {
  const level = levelLabel(value);
  if (level === 'Very Low' || level === 'Low') return 'low';
  if (level === 'Moderate') return 'medium';
  return 'high';
}

/** The deep-dive sentence for an axis value: the reading that agrees with its level label. */
export function deepDiveReading(dimension: DimensionInfo, value: number): string {
  return dimension.readings[readingBand(value)];
}
