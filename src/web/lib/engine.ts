/**
 * The browser's tone engine (issue 15 "The page never freezes"). Analyses run in a module Web
 * Worker (engine-worker/), so a long text never blocks typing, scrolling or the progress display.
 * Where Workers are unavailable, or the worker cannot start (its script blocked or missing), the
 * same engine module is imported on the page instead: slower for long texts, identical results.
 * Both load lazily: the engine chunk carries the wink-nlp language model.
 */
import type { AnalysisMode, AnalysisResult } from '@engine/analyse';
import workerUrl from '../engine-worker/engine.worker.ts?worker&url';
import { unpackResult, type EngineMessage, type EngineRequest } from '../engine-worker/protocol';

type Analyse = (text: string, mode: AnalysisMode) => Promise<AnalysisResult>;

let engine: Promise<Analyse> | null = null;

/** Starts loading the engine (once); resolves when it can analyse. Call it early, when idle. */
export function loadEngine(): Promise<Analyse> {
  engine ??= (typeof Worker === 'function' ? startWorker().catch(() => loadOnPage()) : loadOnPage()).catch(
    (error: unknown) => {
      // A failed load (offline before the engine was ever cached) is tried again next time.
      engine = null;
      throw error;
    },
  );
  return engine;
}

/** Analyses a text with the local engine, off the page's thread where the browser allows it. */
export async function analyseLocally(text: string, mode: AnalysisMode): Promise<AnalysisResult> {
  const run = await loadEngine();
  return run(text, mode);
}

async function loadOnPage(): Promise<Analyse> {
  const { analyse } = await import('@engine/analyse');
  return async (text, mode) => analyse(text, mode);
}

/**
 * Resolves once the worker says its engine is ready; rejects if the worker fails first, so the
 * caller falls back to the page. A worker that fails later rejects what it was asked and is
 * replaced on the next analysis.
 */
function startWorker(): Promise<Analyse> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      keepForOffline(workerUrl);
      worker = new Worker(workerUrl, { type: 'module', name: 'tonelens-engine' });
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
      return;
    }
    const pending = new Map<
      number,
      { resolve: (result: AnalysisResult) => void; reject: (error: Error) => void }
    >();
    let nextId = 0;
    let ready = false;

    const analyse: Analyse = (text, mode) =>
      new Promise((resolveRun, rejectRun) => {
        const id = ++nextId;
        pending.set(id, { resolve: resolveRun, reject: rejectRun });
        worker.postMessage({ id, text, mode } satisfies EngineRequest);
      });

    worker.addEventListener('message', ({ data }: MessageEvent<EngineMessage>) => {
      if (data.kind === 'ready') {
        ready = true;
        resolve(analyse);
        return;
      }
      const request = pending.get(data.id);
      pending.delete(data.id);
      if (data.kind === 'result') request?.resolve(unpackResult(data.result, data.characterValues));
      else request?.reject(new Error(data.message));
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      const error = new Error(`The engine worker failed: ${event.message || 'it could not start'}`);
      worker.terminate();
      for (const request of pending.values()) request.reject(error);
      pending.clear();
      if (ready) engine = null;
      else reject(error);
    });
  });
}

/**
 * The service worker caches the engine when it is fetched (vite.config.ts), but on a first visit
 * the engine starts loading before the service worker controls the page, and that fetch passes it
 * by. Fetching it once more after the service worker takes over puts it in the cache (from the
 * browser's HTTP cache, not the network), so the analyser works offline from then on.
 */
function keepForOffline(url: string): void {
  const serviceWorker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!serviceWorker || serviceWorker.controller) return;
  serviceWorker.addEventListener('controllerchange', () => void fetch(url).catch(() => undefined), {
    once: true,
  });
}
