/**
 * A pool of worker threads that analyses texts on every core, answering in input order.
 * Texts travel in chunks (one message per chunk, not per text) so messaging costs little
 * beside the analysis; each worker has at most two chunks queued so all stay busy.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AnalysisMode } from '@engine/modes';

export interface ChunkRequest {
  chunk: number;
  mode: AnalysisMode;
  texts: string[];
}
export interface ChunkResult {
  chunk: number;
  results: Record<string, unknown>[];
}

export const CHUNK_SIZE = 32;
const WORKER_URL = new URL('./worker.mjs', import.meta.url);

export const defaultWorkers = (): number => Math.max(1, availableParallelism());

/**
 * Analyses every text with `workers` threads; `onChunk` receives each chunk's results in input
 * order (chunk 0 first), as soon as they and all before them are done.
 */
export async function analyseAll(
  texts: readonly string[],
  mode: AnalysisMode,
  workers: number,
  onChunk: (firstIndex: number, results: Record<string, unknown>[]) => Promise<void> | void,
): Promise<void> {
  const chunks: string[][] = [];
  for (let i = 0; i < texts.length; i += CHUNK_SIZE) chunks.push(texts.slice(i, i + CHUNK_SIZE));
  if (chunks.length === 0) return;
  const threads = Array.from({ length: Math.min(workers, chunks.length) }, () => new Worker(WORKER_URL));
  const done = new Map<number, Record<string, unknown>[]>();
  let next = 0;
  let emitted = 0;
  let delivering = Promise.resolve();

  try {
    await new Promise<void>((resolve, reject) => {
      const send = (worker: Worker) => {
        if (next >= chunks.length) return;
        const request: ChunkRequest = { chunk: next, mode, texts: chunks[next]! };
        next++;
        worker.postMessage(request);
      };
      for (const worker of threads) {
        worker.on('error', reject);
        worker.on('exit', (code) => {
          if (code !== 0) reject(new Error(`a batch worker stopped with code ${code}`));
        });
        worker.on('message', (reply: ChunkResult) => {
          done.set(reply.chunk, reply.results);
          send(worker);
          // Deliver every chunk that is now next in order, one delivery at a time.
          delivering = delivering.then(async () => {
            while (done.has(emitted)) {
              const results = done.get(emitted)!;
              done.delete(emitted);
              await onChunk(emitted * CHUNK_SIZE, results);
              emitted++;
            }
            if (emitted === chunks.length) resolve();
          }, reject);
          delivering.catch(reject);
        });
        send(worker);
        send(worker);
      }
    });
  } finally {
    await Promise.all(threads.map((worker) => worker.terminate()));
  }
}
