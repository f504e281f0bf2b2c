/**
 * The `openai` provider: each task asks a model with its prompt (src/server/ai/prompts/) and
 * checks the JSON answer with the contract's schema. On any failure — an error status, a
 * time-out, a refused connection, an answer that is not the JSON asked for — the task is answered
 * by the local engine and says so (`source: "local-fallback"`), after one sanitised warning line
 * (task, model, reason, duration: never the key, the base URL or the provider's own words).
 */
import type { FastifyBaseLogger } from 'fastify';
import { createLocalProvider } from '../local/local-provider';
import { alternativeWordingPrompt } from '../prompts/alternative-wording';
import { definitionPrompt } from '../prompts/definition';
import { echoReplyPrompt } from '../prompts/echo-reply';
import { enhancedAnalysisPrompt } from '../prompts/enhanced-analysis';
import { framedReplyPrompt } from '../prompts/framed-reply';
import { plainFeedbackPrompt } from '../prompts/plain-feedback';
import { reanalysisPrompt } from '../prompts/reanalysis';
import { MODEL_TEXT_CAP, type Prompt } from '../prompts/shared';
import type { AiProvider, Sourced } from '../provider';
import { rewriteText } from '../local/rewrite/rewrite';
import { looksEnglish, repeatsEarlier } from './answer-checks';
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

  return {
    name: 'openai',
    plainFeedback: (input) => ask(plainFeedbackPrompt, input, () => fallback.plainFeedback(input)),
    enhancedAnalysis: (input) => ask(enhancedAnalysisPrompt, input, () => fallback.enhancedAnalysis(input)),
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
      ask(
        echoReplyPrompt,
        input,
        () => fallback.echoReply(input),
        ({ resonantReply }) => (looksEnglish(resonantReply) ? null : 'answered in another language'),
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
      ask(
        framedReplyPrompt,
        input,
        () => fallback.framedReply(input),
        ({ response }) =>
          !looksEnglish(response)
            ? 'answered in another language'
            : repeatsEarlier(response, input.conversationHistory)
              ? 'repeated an earlier reply'
              : null,
      ),
    reanalyseAdjusted: (input) =>
      ask(
        reanalysisPrompt,
        input,
        () => fallback.reanalyseAdjusted(input),
        ({ response }) => (looksEnglish(response) ? null : 'answered in another language'),
      ),
  };
}
