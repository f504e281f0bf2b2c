/**
 * The inputs the AI providers' tests build: a text with the engine's Full analysis, its four
 * slider values, and a chat message. One builder, so the English and translated framed-chat
 * tests (and the providers' own) hand the provider the same shapes the routes do.
 */
import { analyse } from '@engine/analyse';
import type { EmotionalValues } from '@contract/common';
import type { ChatMessage } from '@contract/framed';
import type { AnalysedText } from '../ai/provider';

/** A text and the engine's Full-mode reading of it, as the routes pass it to a provider. */
export const analysed = (text: string): AnalysedText => ({ text, analysis: analyse(text, 'full') });

/** The four slider values a text starts from (its axes); a plain string is analysed first. */
export function valuesOf(input: AnalysedText | string): EmotionalValues {
  const { analysis } = typeof input === 'string' ? analysed(input) : input;
  return {
    warmthDetachment: analysis.warmthDetachment,
    certaintyAmbiguity: analysis.certaintyAmbiguity,
    intensityRestraint: analysis.intensityRestraint,
    conflictCoherence: analysis.conflictCoherence,
  };
}

let lastId = 0;

/** A message of the framed chat's history, each with an id of its own and a fixed time. */
export const chatMessage = (
  type: ChatMessage['type'],
  content: string,
  values: EmotionalValues,
): ChatMessage => ({
  id: String(++lastId),
  type,
  content,
  timestamp: new Date(0).toISOString(),
  emotionalValues: values,
});
