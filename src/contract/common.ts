/**
 * Shapes shared by many routes: errors, ids, text limits and the enums of the spec.
 */
import { z } from 'zod';
import { ANALYSIS_MODES, SENTIMENT_CLASSES } from '../engine/modes';
import { LANGUAGES } from './languages';

/** The largest text any route accepts: the spec's 1 MB upload limit, counted in UTF-16 units. */
export const MAX_TEXT_LENGTH = 1024 * 1024;

/** Every error body: `{message}`; a 400 adds one entry per invalid field. */
export const ErrorResponse = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Opaque ids (UUID v7 on the server); never sequential integers. */
export const Id = z.string().min(1).max(64);
export type Id = z.infer<typeof Id>;

export const IdParams = z.object({ id: Id });

/**
 * A whole number in a query string, written as people write one: decimal digits only. `1e3`,
 * `0x10`, `12.0`, ` 7` and the empty string are refused (Number() would accept them all).
 */
export function queryInteger(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: message })
    .regex(/^\d{1,9}$/u, { error: message })
    .transform(Number)
    .pipe(z.number().int().min(min, { error: message }).max(max, { error: message }));
}

/**
 * A text the user wrote: not blank, at most MAX_TEXT_LENGTH. `field` and `blankMessage` make the
 * 400 answer name the field the client sent and say what the text was for.
 */
export function userText(field: string, blankMessage: string) {
  return z
    .string({ error: `${field} must be a string` })
    .max(MAX_TEXT_LENGTH, { error: 'The text is too long (at most 1 MB).' })
    .refine((text) => text.trim().length > 0, { error: blankMessage });
}

/** The text of an analysis (spec §5: 'Please enter some text to analyse.'). */
export const InputText = userText('inputText', 'Please enter some text to analyse.');

export const AnalysisMode = z.enum(ANALYSIS_MODES);
export type AnalysisMode = z.infer<typeof AnalysisMode>;

export const SentimentClassification = z.enum(SENTIMENT_CLASSES);

/** Which engine produced an AI answer: the built-in one, a configured model, or the built-in one after a model failed. */
export const AiSource = z.enum(['local', 'model', 'local-fallback']);
export type AiSource = z.infer<typeof AiSource>;

/** The interface languages (spec §2, languages.ts); auth.ts's Language is the user's setting among them. */
export { LANGUAGES };

/**
 * The language an AI reply is written in (issue 18): the user's interface language when the
 * answering engine writes it, else 'en'. Absent in older responses, which were all English.
 */
export const ReplyLanguage = z.enum(LANGUAGES).optional();

export const Unit = z.number().min(0).max(1);

/** The four emotional dimensions, each 0..1. */
export const EmotionalValues = z.object({
  warmthDetachment: Unit,
  certaintyAmbiguity: Unit,
  intensityRestraint: Unit,
  conflictCoherence: Unit,
});
export type EmotionalValues = z.infer<typeof EmotionalValues>;

/** UTC ISO-8601 timestamps in every response. */
export const Timestamp = z.string();
