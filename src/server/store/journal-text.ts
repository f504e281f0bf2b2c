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
  // Only the beginning of a long text can reach the preview: collapsing and splitting the whole
  // of it into code points took 31–35 ms for 1 MB, on the event loop, inside the group commit's
  // batch (the preview is planned with its rows), holding up every write of that batch. A head
  // long enough to hold more than PREVIEW_LENGTH + 2 code points once collapsed gives the same
  // preview (see previewOfHead); the head grows until it does, or is the whole text.
  for (let length = HEAD_LENGTH; length < text.length; length *= 4) {
    const preview = previewOfHead(text.slice(0, length));
    if (preview !== null) return preview;
  }
  return previewOfWhole(text);
}

/** previewOf's first guess at the head it needs (a few times PREVIEW_LENGTH). */
const HEAD_LENGTH = 4 * PREVIEW_LENGTH;

/** The preview, by its definition: the whole text collapsed to one line, then cut. */
function previewOfWhole(text: string): string {
  const oneLine = text.replace(/\s+/gu, ' ').trim();
  // No more code units than PREVIEW_LENGTH: no more code points either, nothing to cut.
  if (oneLine.length <= PREVIEW_LENGTH) return oneLine;
  const points = Array.from(oneLine);
  if (points.length <= PREVIEW_LENGTH) return oneLine;
  return (
    points
      .slice(0, PREVIEW_LENGTH - 1)
      .join('')
      .trimEnd() + '…'
  );
}

/**
 * The preview of a text that begins with `head`, or null when `head` is too short to tell.
 * Collapsed, the head is the start of the collapsed text, except its last code point (a
 * whitespace run or a surrogate pair cut at the head's end). With at least PREVIEW_LENGTH + 3
 * code points, the first PREVIEW_LENGTH + 2 are the text's own; two of them in a row are never
 * both spaces, so one at index PREVIEW_LENGTH or after is not whitespace, and the whole text,
 * trimmed, is longer than PREVIEW_LENGTH: it is cut, and its first PREVIEW_LENGTH - 1 code
 * points are the head's.
 */
function previewOfHead(head: string): string | null {
  const collapsed = head.replace(/\s+/gu, ' ').trimStart();
  const points: string[] = [];
  for (const point of collapsed) {
    points.push(point);
    if (points.length === PREVIEW_LENGTH + 3) break;
  }
  if (points.length < PREVIEW_LENGTH + 3) return null;
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
