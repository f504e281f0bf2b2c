/**
 * The one factory the server calls with its configuration (AI_PROVIDER, AI_BASE_URL, AI_API_KEY,
 * AI_MODEL, AI_TIMEOUT_MS): the built-in local provider by default, or a model behind any
 * OpenAI-compatible endpoint that falls back to the local one.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createLocalProvider } from './local/local-provider';
import { DEFAULT_MODEL } from './openai/chat-json';
import { createOpenAiProvider } from './openai/openai-provider';
import type { AiProvider } from './provider';

export interface AiProviderOptions {
  provider: 'local' | 'openai';
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs: number;
  logger: FastifyBaseLogger;
}

export function createAiProvider(options: AiProviderOptions): AiProvider {
  const { baseUrl, apiKey, model, timeoutMs, logger } = options;
  if (options.provider === 'local') {
    // A key or server set without AI_PROVIDER=openai is most likely a forgotten line: say so once.
    if (baseUrl !== undefined || apiKey !== undefined || model !== undefined) {
      logger.warn(
        'AI: AI_PROVIDER is local, so AI_BASE_URL, AI_API_KEY and AI_MODEL are not used; set AI_PROVIDER=openai to ask a model',
      );
    }
    return createLocalProvider();
  }
  // The configuration is logged without the key or the base URL (which may carry credentials).
  logger.info(
    { model: model ?? DEFAULT_MODEL, keySet: apiKey !== undefined, timeoutMs },
    'AI: OpenAI-compatible model configured',
  );
  if (model === undefined && baseUrl !== undefined) {
    // Local model servers (Ollama, vLLM, llama.cpp) have no model called gpt-4o-mini: every answer
    // would come from the fallback.
    logger.warn(
      `AI: AI_MODEL is not set, so the model server is asked for "${DEFAULT_MODEL}"; set AI_MODEL to a model it serves`,
    );
  }
  return createOpenAiProvider({ baseUrl, apiKey, model, timeoutMs, logger });
}
