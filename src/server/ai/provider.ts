/**
 * The AI layer's one interface (issue 4): one method per AI task of spec §7. Every input carries
 * the engine's full analysis of the text it is about, so any implementation can ground its reply
 * in the same numbers the user sees; every result says which engine answered (`source`).
 *
 * Two implementations: `local` (built in, offline, deterministic) and `openai` (any
 * OpenAI-compatible model server, falling back to `local` on any failure).
 */
import type { AnalysisResult } from '@engine/analyse';
import type { Language } from '@contract/auth';
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

/**
 * The reply's language (issue 18): asked of a task by the user's interface language, and said by
 * its answer, since an engine that cannot write a language yet answers in English. Absent means
 * English. The alternative wording has none: it stays in the language of the text.
 */
export interface InLanguage {
  language?: Language;
}

/** An answer that says which language it is written in. */
export type Written<T> = Sourced<T> & { language: Language };

/** Spec §3 plain result, the AI part. */
export interface PlainFeedback {
  aiResponse: string;
  feedback: string;
  empathicResponse: string;
  aiInsights: string[];
  conversationalPrompt: string;
}

export type ReflectionMode = 'solo' | 'message' | 'thread';

/** A text to reply about, and the language to reply in. */
export interface ReplyInput extends AnalysedText, InLanguage {}

export interface EchoInput extends ReplyInput {
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

export interface FramedInput extends InLanguage {
  userMessage: AnalysedText;
  /** The four slider values the user has now. */
  emotionalValues: EmotionalValues;
  /** The original text and its analysis: the sliders started from these values. */
  original: AnalysedText;
  /** The AI-generated alternative shown beside the original, when there is one. */
  alternative: AnalysedText | null;
  conversationHistory: readonly ChatMessage[];
}

export interface ReanalyseInput extends InLanguage {
  original: AnalysedText;
  adjustedValues: EmotionalValues;
}

export interface AiProvider {
  /** Which engine this provider asks first (for logs and the health of the configuration). */
  readonly name: 'local' | 'openai';
  plainFeedback(input: ReplyInput): Promise<Written<PlainFeedback>>;
  enhancedAnalysis(input: ReplyInput): Promise<Written<{ conversationalResponse: string }>>;
  alternativeWording(input: AnalysedText): Promise<Sourced<{ alternativeText: string }>>;
  echoReply(input: EchoInput): Promise<Written<{ resonantReply: string }>>;
  defineTerm(input: DefinitionInput): Promise<Sourced<Definition>>;
  framedReply(input: FramedInput): Promise<Written<{ response: string }>>;
  reanalyseAdjusted(input: ReanalyseInput): Promise<Written<{ response: string }>>;
}
