/**
 * Tone parameters for the music bridge (spec §3, §5, §7, §9).
 */
import { frequencyHz } from './bands';

export interface ToneParameters {
  tone: number;
  frequency: number;
  text?: string;
}

export const MUSIC_TEXT_LIMIT = 500;
export const MUSIC_TIMEOUT_MS = 5000;
export const FOOTER_PREVIEW_LENGTH = 50;

/** Valid when tone is a number in 0..1, frequency a number above 0 and text, if present, a string. */
export function isValidToneParameters(value: unknown): value is ToneParameters {
  if (typeof value !== 'object' || value === null) return false;
  const { tone, frequency, text } = value as Record<string, unknown>;
  return (
    typeof tone === 'number' &&
    Number.isFinite(tone) &&
    tone >= 0 &&
    tone <= 1 &&
    typeof frequency === 'number' &&
    Number.isFinite(frequency) &&
    frequency > 0 &&
    (text === undefined || typeof text === 'string')
  );
}

/**
 * The /tune-link query (spec §2): data is shown only when tone and frequency both parse to
 * non-zero numbers. Returns null otherwise.
 */
export function parseTuneLink(query: string | URLSearchParams): ToneParameters | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const tone = Number.parseFloat(params.get('tone') ?? '');
  const frequency = Number.parseFloat(params.get('frequency') ?? '');
  if (!Number.isFinite(tone) || !Number.isFinite(frequency) || tone === 0 || frequency === 0) return null;
  const text = params.get('text');
  return text === null ? { tone, frequency } : { tone, frequency, text };
}

const cut = (text: string): string => Array.from(text).slice(0, MUSIC_TEXT_LIMIT).join('');

/** The direct-link query string: tone to 3 decimals, frequency, and text and lyrics cut to 500 characters. */
export function musicQuery(parameters: ToneParameters): string {
  const params = new URLSearchParams({
    tone: parameters.tone.toFixed(3),
    frequency: String(parameters.frequency),
  });
  if (parameters.text) {
    params.set('text', cut(parameters.text));
    params.set('lyrics', cut(parameters.text));
  }
  return params.toString();
}

/** The JSON body of the music service's /api/generate call. */
export function musicRequestBody(parameters: ToneParameters, includeText: boolean): ToneParameters {
  const body: ToneParameters = { tone: parameters.tone, frequency: parameters.frequency };
  if (includeText && parameters.text) body.text = cut(parameters.text);
  return body;
}

/** Tone parameters of a spectral value and its text. */
export function toneParameters(value: number, text?: string): ToneParameters {
  return text === undefined
    ? { tone: value, frequency: frequencyHz(value) }
    : { tone: value, frequency: frequencyHz(value), text };
}

/** '…' after the first 50 characters, for the music dialog's footer. */
export function footerPreview(text: string): string {
  const characters = Array.from(text);
  return characters.length > FOOTER_PREVIEW_LENGTH
    ? `${characters.slice(0, FOOTER_PREVIEW_LENGTH).join('')}...`
    : text;
}
