/**
 * EchoRoom reflection and Spectral Meaning (spec §3 "Echo Room save payload", "Echo modes"; §7).
 */
import { z } from 'zod';
import { ECHO_MODES } from '../engine/modes';
import { AiSource, LANGUAGES, ReplyLanguage, Id, MAX_TEXT_LENGTH, Timestamp, userText } from './common';

const Reflection = (field: string) => userText(field, 'Please write your reflection first.');

export const EchoMode = z.enum(ECHO_MODES);
export type EchoMode = z.infer<typeof EchoMode>;

/** The three reflection modes (spectral is the definition lookup). */
export const ReflectionMode = z.enum(['solo', 'message', 'thread']);
export type ReflectionMode = z.infer<typeof ReflectionMode>;

/** POST /api/echoroom/analyse */
export const EchoAnalyseRequest = z.object({
  inputText: Reflection('inputText'),
  echoMode: ReflectionMode,
  /** The analysed text the reflection is about, when there is one. */
  originalText: z.string().max(MAX_TEXT_LENGTH).nullish(),
});
export const EchoAnalyseResponse = z.object({
  resonantReply: z.string(),
  source: AiSource,
  language: ReplyLanguage,
});
export type EchoAnalyseResponse = z.infer<typeof EchoAnalyseResponse>;

/** POST /api/echo-room/save (spec §3 payload) → 201 EchoReflection. */
export const EchoSaveRequest = z.object({
  analysisId: Id.nullable(),
  echoMode: EchoMode,
  originalText: z.string().max(MAX_TEXT_LENGTH),
  resonantReply: z.string().max(MAX_TEXT_LENGTH),
  /** The language resonantReply is written in: the `language` its reply named (issue 18). */
  replyLanguage: ReplyLanguage,
  userReflection: Reflection('userReflection'),
  emotionalInsights: z.null(),
  /** JSON text: {"echoMode": ..., "timestamp": ISO}. */
  spectralResonance: z.string().max(10_000),
});
export type EchoSaveRequest = z.infer<typeof EchoSaveRequest>;

/** GET /api/echo-room (list, newest first) and GET /api/echo-room/:id. */
export const EchoReflection = EchoSaveRequest.omit({ emotionalInsights: true, replyLanguage: true }).extend({
  id: Id,
  emotionalInsights: z.null(),
  /** The language resonantReply is written in; null for reflections saved before it was recorded (English). */
  replyLanguage: z.enum(LANGUAGES).nullable(),
  createdAt: Timestamp,
});
export type EchoReflection = z.infer<typeof EchoReflection>;
export const EchoReflectionList = z.array(EchoReflection);

/** POST /api/spectral-definition */
export const DefinitionRequest = z.object({
  inputText: userText('inputText', 'Please enter a word or a phrase to define.').refine(
    (text) => text.length <= 200,
    {
      error: 'Please enter a word or a short phrase.',
    },
  ),
});
export const DefinitionSense = z.object({
  partOfSpeech: z.enum(['noun', 'verb', 'adjective', 'adverb']),
  glosses: z.array(z.string()),
});
export const DefinitionResponse = z.object({
  /** The WordNet (or model) definition, or null when none was found. */
  definition: z.string().nullable(),
  /** A readable answer in every case, e.g. the not-found message. */
  response: z.string(),
  term: z.string(),
  /** The lemma looked up ('running' → 'run'). */
  lemma: z.string().nullable(),
  senses: z.array(DefinitionSense),
  source: AiSource,
});
export type DefinitionResponse = z.infer<typeof DefinitionResponse>;
