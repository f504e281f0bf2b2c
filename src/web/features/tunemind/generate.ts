/**
 * The one foreign call (spec §7): POST {TUNEMIND_URL}/api/generate with the tone, frequency and
 * optional text, aborted after 5 s. A response that is not ok is an 'HTTP {status}: {statusText}'
 * error (spec §8); the answer may carry an audioUrl, nothing else of it is read.
 */
import { z } from 'zod';
import { MUSIC_TIMEOUT_MS, type ToneParameters } from '@engine/tune';
import { generateEndpoint } from './links';

/** TuneMind's music response (spec §3): only audioUrl is read, and only when it is an http(s) URL. */
const MusicResponse = z.looseObject({ audioUrl: z.string().optional() });

export class MusicHttpError extends Error {
  constructor(status: number, statusText: string) {
    super(`HTTP ${status}: ${statusText}`);
    this.name = 'MusicHttpError';
  }
}

/** An audio URL that is safe to open: absolute http(s) only (never javascript: or data:). */
export function safeAudioUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export async function generateMusic(
  tunemindUrl: string,
  body: ToneParameters,
  timeoutMs = MUSIC_TIMEOUT_MS,
): Promise<{ audioUrl: string | null }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    // TuneMind is another site: no cookies of ours go there.
    const response = await fetch(generateEndpoint(tunemindUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    if (!response.ok) throw new MusicHttpError(response.status, response.statusText);
    const parsed = MusicResponse.safeParse(await response.json().catch(() => ({})));
    return { audioUrl: parsed.success ? safeAudioUrl(parsed.data.audioUrl, tunemindUrl) : null };
  } finally {
    clearTimeout(timer);
  }
}
