/**
 * One JSON chat completion against any OpenAI-compatible server (OpenAI, Azure's /openai/v1,
 * Ollama, vLLM, llama.cpp server) through the openai SDK, with a hard time-out and no retries
 * (a retry would outlive the time-out; the caller falls back to the local engine instead).
 *
 * Failures become a ModelFailure whose `reason` is a short, fixed phrase: raw provider errors
 * can echo request details (a 401 from OpenAI quotes part of the key), so they never leave here.
 */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import type { z } from 'zod';
import type { ChatMessage } from '../prompts/shared';

export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_MODEL = 'gpt-4o-mini';

export type FailureReason =
  | 'timed out'
  | 'connection failed'
  | 'rejected the API key'
  | 'rate limited'
  | 'model not found'
  | `answered HTTP ${number}`
  | 'answered no content'
  | 'answered something other than JSON'
  | 'answered JSON of the wrong shape'
  | 'answered in another language'
  | 'returned the text unchanged'
  | 'repeated an earlier reply'
  | 'failed';

export class ModelFailure extends Error {
  override readonly name = 'ModelFailure';
  constructor(readonly reason: FailureReason) {
    super(`the model ${reason}`);
  }
}

export interface ChatJsonOptions {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
  timeoutMs: number;
}

export interface ChatJson {
  readonly model: string;
  complete<T>(messages: ChatMessage[], schema: z.ZodType<T>): Promise<T>;
}

function reasonOf(error: unknown): FailureReason {
  if (error instanceof ModelFailure) return error.reason;
  if (error instanceof APIConnectionTimeoutError || error instanceof APIUserAbortError) return 'timed out';
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return 'timed out';
  if (error instanceof APIConnectionError) return 'connection failed';
  if (error instanceof APIError && typeof error.status === 'number') {
    if (error.status === 401 || error.status === 403) return 'rejected the API key';
    if (error.status === 429) return 'rate limited';
    if (error.status === 404) return 'model not found';
    return `answered HTTP ${error.status}`;
  }
  return 'failed';
}

/** The JSON object in a model's answer, tolerating code fences and prose around it. */
export function extractJson(content: string): unknown {
  const trimmed = content.trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    const start = trimmed.indexOf('{');
    const end = trimmed.lastIndexOf('}');
    if (start === -1 || end <= start) throw new ModelFailure('answered something other than JSON');
    try {
      return JSON.parse(trimmed.slice(start, end + 1));
    } catch {
      throw new ModelFailure('answered something other than JSON');
    }
  }
}

export function createChatJson(options: ChatJsonOptions): ChatJson {
  const model = options.model ?? DEFAULT_MODEL;
  const client = new OpenAI({
    // Local model servers (Ollama, llama.cpp) need no key, but the SDK insists on one.
    apiKey: options.apiKey ?? 'no-key',
    baseURL: options.baseUrl ?? DEFAULT_OPENAI_BASE_URL,
    timeout: options.timeoutMs,
    maxRetries: 0,
    // The SDK would otherwise log to the console itself; our one sanitised line is enough.
    logLevel: 'off',
  });

  return {
    model,
    async complete<T>(messages: ChatMessage[], schema: z.ZodType<T>): Promise<T> {
      try {
        const completion = await client.chat.completions.create(
          { model, messages, response_format: { type: 'json_object' }, temperature: 0.6 },
          { signal: AbortSignal.timeout(options.timeoutMs) },
        );
        const content = completion.choices?.[0]?.message?.content;
        if (typeof content !== 'string' || content.trim() === '')
          throw new ModelFailure('answered no content');
        const parsed = schema.safeParse(extractJson(content));
        if (!parsed.success) throw new ModelFailure('answered JSON of the wrong shape');
        return parsed.data;
      } catch (error) {
        throw error instanceof ModelFailure ? error : new ModelFailure(reasonOf(error));
      }
    },
  };
}
