/**
 * The one factory the server calls with its configuration (AI_PROVIDER, AI_BASE_URL, AI_API_KEY,
 * AI_MODEL, AI_TIMEOUT_MS): the built-in local provider by default, or a model behind any
 * OpenAI-compatible endpoint that falls back to the local one.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createLocalProvider } from './local/local-provider';
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
  if (options.provider === 'local') return createLocalProvider();
  const { baseUrl, apiKey, model, timeoutMs, logger } = options;
  // The configuration is logged without the key or the base URL (which may carry credentials).
  logger.info(
    { model: model ?? 'default', keySet: apiKey !== undefined },
    'AI: OpenAI-compatible model configured',
  );
  return createOpenAiProvider({ baseUrl, apiKey, model, timeoutMs, logger });
}
