/**
 * A pool of worker threads that analyses texts on every core, answering in input order.
 * Texts travel in chunks (one message per chunk, not per text) so messaging costs little
 * beside the analysis; each worker has at most two chunks queued so all stay busy.
 *
 * Threads can be started before the input is read (grow), so their start-up (tsx, the engine's
 * modules and language model: about 0.45 s of CPU each) overlaps the reading and parsing. Each
 * then spends about 1 s more warming up, per isolate (V8 optimising the engine, the engine's
 * per-word memos; ADR 0030). The workers send back each row already formatted (output.ts), so
 * the main thread only writes text; a chunk sent before the CSV columns are known comes back as
 * result objects instead, for the main thread to format (the first result fixes the columns).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { AnalysisMode } from '@engine/modes';
import type { OutputShape } from './output';

export interface WorkerSetup extends OutputShape {
  mode: AnalysisMode;
}
export interface ChunkRequest {
  chunk: number;
  texts: string[];
  ids: unknown[];
  /** The CSV columns, once the first result has fixed them; null before (and for JSON Lines). */
  columns: string[] | null;
}
/** Either every row formatted (`lines`, one string per text), or the results themselves. */
export type ChunkResult =
  | { chunk: number; lines: string[]; results?: undefined }
  | { chunk: number; results: Record<string, unknown>[]; lines?: undefined };

export const CHUNK_SIZE = 32;
const WORKER_URL = new URL('./worker.mjs', import.meta.url);
/** Chunks queued on a worker: the next is there the moment one is done. */
const QUEUED_PER_WORKER = 2;

export const defaultWorkers = (): number => Math.max(1, availableParallelism());

interface Job {
  texts: readonly string[];
  ids: readonly unknown[];
  chunks: number;
  columns: () => string[] | null;
  onChunk: (firstIndex: number, reply: ChunkResult) => Promise<void> | void;
  resolve: () => void;
  reject: (error: unknown) => void;
  next: number;
  emitted: number;
  done: Map<number, ChunkResult>;
  delivering: Promise<void>;
}

export class WorkerPool {
  private readonly threads: Worker[] = [];
  private job: Job | null = null;
  private failure: Error | null = null;

  constructor(private readonly setup: WorkerSetup) {}

  get size(): number {
    return this.threads.length;
  }

  /** Starts threads until there are `count`; each begins loading the engine at once. */
  grow(count: number): void {
    while (this.threads.length < count) {
      const worker = new Worker(WORKER_URL, { workerData: this.setup });
      worker.on('error', (error) => this.fail(error));
      worker.on('exit', (code) => {
        if (code !== 0) this.fail(new Error(`a batch worker stopped with code ${code}`));
      });
      worker.on('message', (reply: ChunkResult) => this.received(worker, reply));
      this.threads.push(worker);
      if (this.job) for (let i = 0; i < QUEUED_PER_WORKER; i++) this.send(worker);
    }
  }

  /**
   * Analyses every text; `onChunk` receives each chunk's reply in input order (chunk 0 first),
   * as soon as it and all before it are done. `columns` gives the CSV columns once known.
   */
  analyse(
    texts: readonly string[],
    ids: readonly unknown[],
    columns: () => string[] | null,
    onChunk: Job['onChunk'],
  ): Promise<void> {
    const chunks = Math.ceil(texts.length / CHUNK_SIZE);
    if (chunks === 0) return Promise.resolve();
    if (this.threads.length === 0) this.grow(1);
    return new Promise<void>((resolve, reject) => {
      if (this.failure) return reject(this.failure);
      const job: Job = {
        ...{ texts, ids, chunks, columns, onChunk, resolve, reject },
        ...{ next: 0, emitted: 0, done: new Map(), delivering: Promise.resolve() },
      };
      this.job = job;
      for (let i = 0; i < QUEUED_PER_WORKER; i++) for (const worker of this.threads) this.send(worker);
    }).finally(() => {
      this.job = null;
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((worker) => worker.terminate()));
  }

  private fail(error: Error): void {
    this.failure ??= error;
    this.job?.reject(error);
  }

  private send(worker: Worker): void {
    const job = this.job;
    if (!job || job.next >= job.chunks) return;
    const start = job.next * CHUNK_SIZE;
    const request: ChunkRequest = {
      chunk: job.next,
      texts: job.texts.slice(start, start + CHUNK_SIZE),
      ids: job.ids.slice(start, start + CHUNK_SIZE),
      columns: job.columns(),
    };
    job.next++;
    worker.postMessage(request);
  }

  private received(worker: Worker, reply: ChunkResult): void {
    const job = this.job;
    if (!job) return;
    job.done.set(reply.chunk, reply);
    this.send(worker);
    // Deliver every chunk that is now next in order, one delivery at a time.
    job.delivering = job.delivering.then(async () => {
      while (job.done.has(job.emitted)) {
        const ready = job.done.get(job.emitted)!;
        job.done.delete(job.emitted);
        await job.onChunk(job.emitted * CHUNK_SIZE, ready);
        job.emitted++;
      }
      if (job.emitted === job.chunks) job.resolve();
    });
    job.delivering.catch(job.reject);
  }
}
