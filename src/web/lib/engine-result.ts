/**
 * An analysis result as the page holds it (issue 15 "The page never freezes"). The engine worker
 * moves the per-character values (a million numbers for a 1 MB text) to the page as the
 * Float64Array's buffer; copying them back into a plain array cost the page's thread over 50 ms,
 * so the page keeps the typed array. Results computed on the page or by the server carry a plain
 * array. Either holds the same numbers (a Float64Array keeps every double, -0 included), and the
 * page only reads their length, indexes and sum: it never sends them anywhere.
 */
import type { AnalysisResult } from '@engine/analyse';

export type CharacterValues = readonly number[] | Float64Array;

type WithCharacterValues<R> = R extends { characterValues: number[] }
  ? Omit<R, 'characterValues'> & { characterValues: CharacterValues }
  : R;

export type PageAnalysisResult = WithCharacterValues<AnalysisResult>;
