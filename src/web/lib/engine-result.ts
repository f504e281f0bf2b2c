/**
 * An analysis result as the page holds it (issue 15 "The page never freezes"). Two fields differ
 * from the engine's, both because a 1 MB text's result cost the page's thread over 50 ms to receive:
 * - The engine worker moves the per-character values (a million numbers for a 1 MB text) to the
 *   page as the Float64Array's buffer; copying them back into a plain array cost the page over
 *   50 ms, so the page keeps the typed array. Results computed on the page or by the server carry
 *   a plain array. Either holds the same numbers (a Float64Array keeps every double, -0 included),
 *   and the page only reads their length, indexes and sum: it never sends them anywhere.
 * - The page marks sentences only in the first TEXT_PREVIEW characters it shows (Sentence Tones),
 *   so it keeps only the sentences that start there and the count of all; a 1 MB text's 12,000
 *   sentences took the worker's reply 10–27 ms of structured cloning on the page (ADR 0041).
 */
import type { AnalysisResult, SentenceTone } from '@engine/analyse';

/**
 * How much of a text the page shows (UTF-16 units, as the engine's sentence ranges are): the
 * browser lays a paragraph out as a whole, and the rest of a 1 MB text cost the page seconds of
 * layout and paint. The Sentence Tones card and 'Your Original Text' show this much.
 */
export const TEXT_PREVIEW = 10_000;

export type CharacterValues = readonly number[] | Float64Array;

/** The sentences the page can mark, and how many the whole text has. */
export interface ShownSentences {
  /** The text's first sentences, in text order, up to the first that starts past TEXT_PREVIEW. */
  sentences: readonly SentenceTone[];
  sentenceCount: number;
}

type WithCharacterValues<R> = R extends { characterValues: number[] }
  ? Omit<R, 'characterValues'> & { characterValues: CharacterValues }
  : R;

type WithShownSentences<R> = R extends { sentences: SentenceTone[] }
  ? Omit<R, 'sentences'> & ShownSentences
  : R;

export type PageAnalysisResult = WithShownSentences<WithCharacterValues<AnalysisResult>>;

/** The sentences before the first one that starts past the preview: all the page can show. */
export function shownSentences(sentences: readonly SentenceTone[]): ShownSentences {
  let end = 0;
  while (end < sentences.length && sentences[end]!.start < TEXT_PREVIEW) end++;
  return {
    sentences: end === sentences.length ? sentences : sentences.slice(0, end),
    sentenceCount: sentences.length,
  };
}

/** An engine result (from the worker, the page or the server) as the page keeps it. */
export function pageResult(result: AnalysisResult): PageAnalysisResult {
  if (!('sentences' in result)) return result;
  // The spread keeps every field in its place; the count comes last.
  return { ...result, ...shownSentences(result.sentences) };
}
