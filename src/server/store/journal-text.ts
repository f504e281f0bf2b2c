/**
 * What a journal entry shows and how it is found: the preview line, the dominant tones
 * (spec §3: a JSON list of 'deep', 'suspended', 'bright', most present first) and the words
 * of a search query.
 */
import { spectralResult } from '@engine/spectral';
import type { ToneCategory } from '@engine/bands';

export const PREVIEW_LENGTH = 160;
/** A tone counts as dominant with at least this share of the characters (the top one always does). */
export const DOMINANT_SHARE = 30;
export const MAX_SEARCH_TERMS = 12;

/** The text on one line, cut to PREVIEW_LENGTH code points with an ellipsis. */
export function previewOf(text: string): string {
  const oneLine = text.replace(/\s+/gu, ' ').trim();
  const points = Array.from(oneLine);
  if (points.length <= PREVIEW_LENGTH) return oneLine;
  return (
    points
      .slice(0, PREVIEW_LENGTH - 1)
      .join('')
      .trimEnd() + '…'
  );
}

export interface TonePercentages {
  deepTonePercentage: number;
  suspendedTonePercentage: number;
  brightTonePercentage: number;
}

/** Dominant tones, most present first, from percentages (computed from the text when absent). */
export function dominantTones(text: string, percentages?: TonePercentages | null): ToneCategory[] {
  const p = percentages ?? spectralResult(text);
  const shares: Array<[ToneCategory, number]> = [
    ['deep', p.deepTonePercentage],
    ['suspended', p.suspendedTonePercentage],
    ['bright', p.brightTonePercentage],
  ];
  const ranked = shares.filter(([, share]) => share > 0).sort((a, b) => b[1] - a[1]);
  return ranked.filter(([, share], index) => index === 0 || share >= DOMINANT_SHARE).map(([tone]) => tone);
}

/**
 * The words of a search query: runs of letters and digits, lower-cased, de-duplicated.
 * Anything else (quotes, operators) is dropped, so a query can never become FTS syntax.
 */
export function searchTerms(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}
