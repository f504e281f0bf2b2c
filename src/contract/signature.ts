/**
 * Resonance Signature entries (spec §3 "Signature entry"), kept on the server so a signature
 * follows its owner across devices.
 */
import { z } from 'zod';
import { Id, MAX_TEXT_LENGTH, Timestamp, Unit } from './common';

export const SignatureEntry = z.object({
  id: Id,
  timestamp: Timestamp,
  spectralValue: Unit,
  frequencyHz: z.number().int(),
  /** First 100 characters of the analysed text. */
  originalText: z.string(),
  /** The emotional band of the value, e.g. 'Serenity'. */
  emotionalRange: z.string(),
  colorHue: z.number(),
  /** The analysis the tone was saved from, or null; a user keeps one tone per analysis. */
  analysisId: Id.nullable(),
});
export type SignatureEntry = z.infer<typeof SignatureEntry>;
export const SignatureList = z.array(SignatureEntry);

/**
 * POST /api/signature → 201 SignatureEntry; the server derives frequency, band and hue from the
 * value. With the analysisId of one of my analyses, a second save of that analysis stores nothing
 * and answers 200 with the tone saved the first time (404 for an analysis that is not mine).
 */
export const CreateSignatureRequest = z.object({
  spectralValue: Unit,
  originalText: z.string().max(MAX_TEXT_LENGTH),
  analysisId: Id.nullish(),
});
export type CreateSignatureRequest = z.infer<typeof CreateSignatureRequest>;
