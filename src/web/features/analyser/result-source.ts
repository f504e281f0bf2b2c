/**
 * Where an analysis's result comes from (issue 15 "A light first visit", ADR 0019). The browser's
 * engine is a 1.3 MB gzip download; until it is loaded and evaluated, the server computes the
 * result (POST /api/analyse/engine, the same engine, so the same numbers) and the engine loads
 * after it. Once the engine is ready it answers every analysis, online or offline.
 *
 * The engine is asked instead of the server when the browser says it is offline, when the text is
 * long (its per-character values make a large JSON answer), and when the server's answer fails
 * (a network error, a busy server). Offline with no engine on the device is EngineOfflineError.
 */
import type { AnalysisMode } from '@engine/analyse';
import type { PageAnalysisResult } from '@/lib/engine-result';

/** At this many UTF-16 code units and above the engine is awaited instead (the answer's size grows with the text). */
export const SERVER_FIRST_BELOW_CHARACTERS = 20_000;

export type ResultSource = 'engine' | 'server';

export interface ResultSources {
  /** The browser's engine is loaded and evaluated. */
  engineReady(): boolean;
  /** Analyses with the browser's engine, loading it first when needed. */
  engine(text: string, mode: AnalysisMode): Promise<PageAnalysisResult>;
  /** Asks the server to compute the result (unstored). */
  server(text: string, mode: AnalysisMode): Promise<PageAnalysisResult>;
  /** False when the browser knows it is offline (navigator.onLine). */
  online(): boolean;
}

/** Offline (or the server unreachable) and the engine not on this device yet: nothing can analyse. */
export class EngineOfflineError extends Error {
  constructor(cause: unknown) {
    super('Offline, and the analysis engine is not on this device yet', { cause });
    this.name = 'EngineOfflineError';
  }
}

export async function analysisResult(
  text: string,
  mode: AnalysisMode,
  sources: ResultSources,
): Promise<{ result: PageAnalysisResult; source: ResultSource }> {
  const fromEngine = async (serverUnreachable: boolean) => {
    try {
      return { result: await sources.engine(text, mode), source: 'engine' as const };
    } catch (error) {
      if (serverUnreachable || !sources.online()) throw new EngineOfflineError(error);
      throw error;
    }
  };
  if (sources.engineReady() || !sources.online() || text.length >= SERVER_FIRST_BELOW_CHARACTERS) {
    return fromEngine(!sources.online());
  }
  try {
    return { result: await sources.server(text, mode), source: 'server' };
  } catch (error) {
    console.warn('The server could not analyse; the browser engine will', error);
    // fetch rejects with a TypeError when no answer arrives at all (offline, server down).
    return fromEngine(error instanceof TypeError);
  }
}
