/**
 * The `openai` provider: each task asks a model with its prompt (src/server/ai/prompts/) and
 * checks the JSON answer with the contract's schema. On any failure — an error status, a
 * time-out, a refused connection, an answer that is not the JSON asked for — the task is answered
 * by the local engine and says so (`source: "local-fallback"`), after one sanitised warning line
 * (task, model, reason, duration: never the key, the base URL or the provider's own words).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Language } from '@contract/auth';
import { createLocalProvider } from '../local/local-provider';
import { alternativeWordingPrompt } from '../prompts/alternative-wording';
import { definitionPrompt } from '../prompts/definition';
import { echoReplyPrompt } from '../prompts/echo-reply';
import { enhancedAnalysisPrompt } from '../prompts/enhanced-analysis';
import { framedReplyPrompt } from '../prompts/framed-reply';
import { plainFeedbackPrompt } from '../prompts/plain-feedback';
import { reanalysisPrompt } from '../prompts/reanalysis';
import { inLanguage, MODEL_TEXT_CAP, type Prompt } from '../prompts/shared';
import type { AiProvider, InLanguage, Sourced, Written } from '../provider';
import { rewriteText } from '../local/rewrite/rewrite';
import { looksEnglish, looksLike, repeatsEarlier } from './answer-checks';
import {
  createChatJson,
  ModelFailure,
  type ChatJson,
  type ChatJsonOptions,
  type FailureReason,
} from './chat-json';

export interface OpenAiProviderOptions extends ChatJsonOptions {
  logger: FastifyBaseLogger;
}

/** Whether an answer's text, every string value together, reads as the language asked for. */
function inAsked(output: object, language: Language): boolean {
  const texts = Object.values(output).flatMap((value: unknown) =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.filter((item) => typeof item === 'string')
        : [],
  );
  return looksLike(texts.join(' '), language);
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const chat: ChatJson = createChatJson(options);
  const fallback = createLocalProvider({ source: 'local-fallback' });
  const { logger } = options;

  async function ask<Input, Output extends object>(
    prompt: Prompt<Input, Output>,
    input: Input,
    local: () => Promise<Sourced<Output>>,
    /** Why an answer of the right shape is still unusable, or null when it is fine. */
    check: (output: Output) => FailureReason | null = () => null,
  ): Promise<Sourced<Output>> {
    const started = performance.now();
    try {
      const output = await chat.complete(prompt.messages(input), prompt.schema);
      const rejected = check(output);
      if (rejected) throw new ModelFailure(rejected);
      return { ...output, source: 'model' };
    } catch (error) {
      const reason = error instanceof ModelFailure ? error.reason : 'failed';
      logger.warn(
        { task: prompt.task, model: chat.model, reason, ms: Math.round(performance.now() - started) },
        `AI model ${reason}; answered with the built-in engine`,
      );
      return local();
    }
  }

  /**
   * A reply task (issue 18): the prompt asks for the user's language, an answer in another one
   * falls back like any unusable answer, and the result says its language (the model's is the
   * one asked for; the fallback's is whatever the built-in engine could write).
   */
  async function reply<Input, Output extends object>(
    prompt: Prompt<Input, Output>,
    input: Input & InLanguage,
    local: () => Promise<Written<Output>>,
    check: (output: Output) => FailureReason | null = () => null,
  ): Promise<Written<Output>> {
    const language = input.language ?? 'en';
    const asked: Prompt<Input, Output> = {
      ...prompt,
      messages: (value) => inLanguage(prompt.messages(value), language),
    };
    let fellBack: Written<Output> | null = null;
    const answer = await ask(
      asked,
      input,
      async () => (fellBack = await local()),
      (output) =>
        language === 'en' || inAsked(output, language) ? check(output) : 'answered in another language',
    );
    return fellBack ?? { ...answer, language };
  }

  return {
    name: 'openai',
    plainFeedback: (input) => reply(plainFeedbackPrompt, input, () => fallback.plainFeedback(input)),
    enhancedAnalysis: (input) => reply(enhancedAnalysisPrompt, input, () => fallback.enhancedAnalysis(input)),
    async alternativeWording(input) {
      // A rewrite must cover the whole text; one longer than the model cap is rewritten locally.
      if (input.text.length > MODEL_TEXT_CAP) {
        logger.info(
          { task: alternativeWordingPrompt.task, characters: input.text.length, cap: MODEL_TEXT_CAP },
          'text longer than the model cap; rewritten by the built-in engine',
        );
        return fallback.alternativeWording(input);
      }
      return ask(
        alternativeWordingPrompt,
        input,
        () => fallback.alternativeWording(input),
        ({ alternativeText }) =>
          !looksEnglish(alternativeText)
            ? 'answered in another language'
            : alternativeText.trim() === input.text.trim() && rewriteText(input.text).text !== input.text
              ? 'returned the text unchanged'
              : null,
      );
    },
    echoReply: (input) =>
      reply(
        echoReplyPrompt,
        input,
        () => fallback.echoReply(input),
        ({ resonantReply }) =>
          looksLike(resonantReply, input.language ?? 'en') ? null : 'answered in another language',
      ),
    async defineTerm(input) {
      // WordNet grounds the model and supplies the senses and lemma either way.
      const local = await fallback.defineTerm(input);
      const answer = await ask(
        definitionPrompt,
        { ...input, senses: local.senses, lemma: local.lemma },
        async () => ({ definition: local.definition, response: local.response, source: local.source }),
      );
      return {
        ...local,
        definition: answer.definition ?? local.definition,
        response: answer.response,
        source: answer.source,
      };
    },
    framedReply: (input) =>
      reply(
        framedReplyPrompt,
        input,
        () => fallback.framedReply(input),
        ({ response }) =>
          !looksLike(response, input.language ?? 'en')
            ? 'answered in another language'
            : repeatsEarlier(response, input.conversationHistory)
              ? 'repeated an earlier reply'
              : null,
      ),
    reanalyseAdjusted: (input) =>
      reply(
        reanalysisPrompt,
        input,
        () => fallback.reanalyseAdjusted(input),
        ({ response }) =>
          looksLike(response, input.language ?? 'en') ? null : 'answered in another language',
      ),
  };
}
