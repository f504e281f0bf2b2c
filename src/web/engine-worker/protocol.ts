/**
 * The messages between the page (lib/engine.ts) and the engine worker (engine.worker.ts). Each
 * request carries an id, so every answer settles its own promise.
 */
import type { AnalysisMode, AnalysisResult } from '@engine/analyse';
import { pageResult, type PageAnalysisResult } from '../lib/engine-result';

export interface EngineRequest {
  id: number;
  text: string;
  mode: AnalysisMode;
}

export type EngineMessage =
  /** Sent once the engine and its language model are evaluated in the worker. */
  | { kind: 'ready' }
  | {
      kind: 'result';
      id: number;
      /** The result as the page keeps it (lib/engine-result.ts): only the sentences it shows. */
      result: PageAnalysisResult;
      /**
       * The result's characterValues (one number per character: a million for a 1 MB text),
       * moved rather than copied; the result then carries an empty array in their place.
       */
      characterValues: Float64Array | null;
    }
  | { kind: 'error'; id: number; message: string };

/**
 * The result as the page keeps it, with the per-character values split off for a zero-copy
 * transfer: structured-cloning a million-element array cost the page's thread over 100 ms to
 * receive, and a 1 MB text's 12,000 sentences 10–27 ms, where the page shows the first hundred.
 */
export function packResult(engineResult: AnalysisResult): {
  result: PageAnalysisResult;
  characterValues: Float64Array | null;
} {
  const result = pageResult(engineResult);
  if (!('characterValues' in result)) return { result, characterValues: null };
  // The spread keeps every field in its place; only characterValues' content moves.
  return {
    result: { ...result, characterValues: [] },
    characterValues: Float64Array.from(result.characterValues),
  };
}

/**
 * Puts the transferred values back in their field, as the Float64Array they arrived in: copying a
 * million of them into a plain array was the page's longest task after a 1 MB analysis (over 50 ms).
 */
export function unpackResult(
  result: PageAnalysisResult,
  characterValues: Float64Array | null,
): PageAnalysisResult {
  if (characterValues === null || !('characterValues' in result)) return result;
  return { ...result, characterValues };
}
