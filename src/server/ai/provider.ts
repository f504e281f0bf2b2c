/**
 * The AI layer's one interface (issue 4): one method per AI task of spec §7. Every input carries
 * the engine's full analysis of the text it is about, so any implementation can ground its reply
 * in the same numbers the user sees; every result says which engine answered (`source`).
 *
 * Two implementations: `local` (built in, offline, deterministic) and `openai` (any
 * OpenAI-compatible model server, falling back to `local` on any failure).
 */
import type { AnalysisResult } from '@engine/analyse';
import type { AiSource, EmotionalValues } from '@contract/common';
import type { DefinitionResponse } from '@contract/echo-room';
import type { ChatMessage } from '@contract/framed';

/** The engine's result in full mode: counts, sentiment, the four axes and the spectral summary. */
export type TextAnalysis = AnalysisResult<'full'>;

/** A text and the engine's analysis of it. */
export interface AnalysedText {
  text: string;
  analysis: TextAnalysis;
}

export type Sourced<T> = T & { source: AiSource };

/** Spec §3 plain result, the AI part. */
export interface PlainFeedback {
  aiResponse: string;
  feedback: string;
  empathicResponse: string;
  aiInsights: string[];
  conversationalPrompt: string;
}

export type ReflectionMode = 'solo' | 'message' | 'thread';

export interface EchoInput extends AnalysedText {
  /** solo: internal overwhelm; message: decoding someone's reaction; thread: relational loops. */
  mode: ReflectionMode;
  /** The analysed text the reflection is about, when there is one. */
  original: AnalysedText | null;
}

export interface DefinitionInput {
  term: string;
  /** The engine's reading of the term itself (its Spectral Binary value is the "spectral meaning"). */
  analysis: TextAnalysis;
}

export type Definition = Omit<DefinitionResponse, 'source'>;

export interface FramedInput {
  userMessage: AnalysedText;
  /** The four slider values the user has now. */
  emotionalValues: EmotionalValues;
  /** The original text and its analysis: the sliders started from these values. */
  original: AnalysedText;
  /** The AI-generated alternative shown beside the original, when there is one. */
  alternative: AnalysedText | null;
  conversationHistory: readonly ChatMessage[];
}

export interface ReanalyseInput {
  original: AnalysedText;
  adjustedValues: EmotionalValues;
}

export interface AiProvider {
  /** Which engine this provider asks first (for logs and the health of the configuration). */
  readonly name: 'local' | 'openai';
  plainFeedback(input: AnalysedText): Promise<Sourced<PlainFeedback>>;
  enhancedAnalysis(input: AnalysedText): Promise<Sourced<{ conversationalResponse: string }>>;
  alternativeWording(input: AnalysedText): Promise<Sourced<{ alternativeText: string }>>;
  echoReply(input: EchoInput): Promise<Sourced<{ resonantReply: string }>>;
  defineTerm(input: DefinitionInput): Promise<Sourced<Definition>>;
  framedReply(input: FramedInput): Promise<Sourced<{ response: string }>>;
  reanalyseAdjusted(input: ReanalyseInput): Promise<Sourced<{ response: string }>>;
}
