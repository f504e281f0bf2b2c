/**
 * The browser's tone engine (issue 15 "The page never freezes"). Analyses run in a module Web
 * Worker (engine-worker/), so a long text never blocks typing, scrolling or the progress display.
 * Where Workers are unavailable, or the worker cannot start (its script blocked or missing), the
 * same engine module is imported on the page instead: slower for long texts, identical results.
 * Both load lazily: the engine chunk carries the wink-nlp language model. Until it is ready the
 * analyser asks the server for its first result (features/analyser/result-source.ts, ADR 0019).
 */
import type { AnalysisMode } from '@engine/analyse';
import workerUrl from '../engine-worker/engine.worker.ts?worker&url';
import { unpackResult, type EngineMessage, type EngineRequest } from '../engine-worker/protocol';
import { pageResult, type PageAnalysisResult } from './engine-result';

type Analyse = (text: string, mode: AnalysisMode) => Promise<PageAnalysisResult>;

let engine: Promise<Analyse> | null = null;
let ready = false;

/** True once the engine is loaded and evaluated: an analysis then starts at once, no download. */
export function engineReady(): boolean {
  return ready;
}

/** Starts loading the engine (once); resolves when it can analyse. Call it early, when idle. */
export function loadEngine(): Promise<Analyse> {
  engine ??= (typeof Worker === 'function' ? startWorker().catch(() => loadOnPage()) : loadOnPage()).then(
    (analyse) => {
      ready = true;
      return analyse;
    },
    (error: unknown) => {
      // A failed load (offline before the engine was ever cached) is tried again next time.
      engine = null;
      throw error;
    },
  );
  return engine;
}

/**
 * How long after the page has loaded, and after the user's last key or click on it, the engine
 * starts loading when no analysis asked for it (once the browser is idle): its 1.3 MB gzip
 * download stays out of the page's first seconds and out of the way of an analysis being asked
 * for, where it would compete with the page's own requests and the first analysis's answer
 * (ADR 0019).
 */
export const IDLE_LOAD_DELAY_MS = 5000;

/** Results the server is computing for the page now (whileServerAnswers). */
let serverAnswers = 0;

/**
 * Runs `answer` (a server's computation of a result while the engine is not ready) and holds the
 * idle load back until it settles: the result it brings loads the engine right after it is drawn
 * (loadEngineSoon), and the engine's download would only slow it down.
 */
export async function whileServerAnswers<T>(answer: () => Promise<T>): Promise<T> {
  serverAnswers++;
  try {
    return await answer();
  } finally {
    serverAnswers--;
  }
}

/**
 * Loads the engine once the page has loaded, IDLE_LOAD_DELAY_MS have passed since then and since
 * the user's last key or click, no result is being computed by the server and the browser is
 * idle, so a visitor who never analyses still gets the engine for offline use. Returns a cancel.
 */
export function loadEngineWhenIdle(): () => void {
  let cancelled = false;
  let started = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const loadIfQuiet = () => {
    if (cancelled) return;
    // A server's result in the making loads the engine once drawn; the countdown starts again
    // in case it fails.
    if (serverAnswers > 0) restart();
    else loadEngineQuietly();
  };
  const restart = () => {
    clearTimeout(timer);
    timer = setTimeout(() => whenIdle(loadIfQuiet), IDLE_LOAD_DELAY_MS);
  };
  const start = () => {
    started = true;
    restart();
  };
  const interaction = () => {
    if (started && !cancelled && !ready) restart();
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  window.addEventListener('keydown', interaction, { capture: true, passive: true });
  window.addEventListener('pointerdown', interaction, { capture: true, passive: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener('load', start);
    window.removeEventListener('keydown', interaction, { capture: true });
    window.removeEventListener('pointerdown', interaction, { capture: true });
  };
}

/**
 * Loads the engine once the page is next idle: after a result from the server is drawn, so that
 * drawing it (and the requests that follow it) go first.
 */
export function loadEngineSoon(): void {
  whenIdle(loadEngineQuietly);
}

/** A failed load is not an error here: the next analysis tries again and says what failed. */
function loadEngineQuietly(): void {
  void loadEngine().catch(() => undefined);
}

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: 2000 });
  else setTimeout(callback, 0);
}

/** Analyses a text with the local engine, off the page's thread where the browser allows it. */
export async function analyseLocally(text: string, mode: AnalysisMode): Promise<PageAnalysisResult> {
  const run = await loadEngine();
  return run(text, mode);
}

async function loadOnPage(): Promise<Analyse> {
  const { analyse } = await import('@engine/analyse');
  return async (text, mode) => pageResult(analyse(text, mode));
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
      { resolve: (result: PageAnalysisResult) => void; reject: (error: Error) => void }
    >();
    let nextId = 0;
    let workerReady = false;

    const analyse: Analyse = (text, mode) =>
      new Promise((resolveRun, rejectRun) => {
        const id = ++nextId;
        pending.set(id, { resolve: resolveRun, reject: rejectRun });
        worker.postMessage({ id, text, mode } satisfies EngineRequest);
      });

    worker.addEventListener('message', ({ data }: MessageEvent<EngineMessage>) => {
      if (data.kind === 'ready') {
        workerReady = true;
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
      if (workerReady) {
        // Replaced on the next analysis; until then the server answers (not ready any more).
        engine = null;
        ready = false;
      } else reject(error);
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
