/**
 * Analysis threads with a bounded queue (issue 16): the engine takes about 0.6 s on a 1 MB
 * text, and run on the event loop that stalled every other request, `/healthz` included. Long
 * texts are computed here instead, on `workers` threads of their own; at most `maxQueued` jobs
 * wait beyond the running ones, and a further job is refused at once with
 * AnalysisQueueFullError (the route answers 503 with Retry-After) rather than piling up.
 * Threads start on first use and are replaced if one crashes.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import type { AnalysisMode } from '@engine/analyse';
import type { ComputedAnalysis } from './compute';

export interface AnalysisJob {
  id: number;
  text: string;
  mode: AnalysisMode;
}

export interface AnalysisPoolOptions {
  /** Threads analysing at once. Default: half the cores (at least 1), so requests keep a core. */
  workers?: number;
  /** Jobs waiting beyond the running ones; more are refused. */
  maxQueued?: number;
}

export const DEFAULT_ANALYSIS_WORKERS = Math.max(1, Math.floor(availableParallelism() / 2));
export const DEFAULT_ANALYSIS_QUEUE = 16;

const WORKER_URL = new URL('./worker.mjs', import.meta.url);

export class AnalysisQueueFullError extends Error {
  override readonly name = 'AnalysisQueueFullError';
  constructor() {
    super('The analysis queue is full.');
  }
}

// The value is our own thread's computeAnalysis output, passed by structured clone; only the
// envelope is checked.
const Answer = z.union([
  z.object({
    id: z.number(),
    ok: z.literal(true),
    value: z.object({ result: z.object({}).loose() }).loose(),
  }),
  z.object({ id: z.number(), ok: z.literal(false), message: z.string() }),
]);

interface Pending {
  text: string;
  mode: AnalysisMode;
  resolve: (value: ComputedAnalysis) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  busy: { id: number; pending: Pending } | null;
}

export class AnalysisPool {
  readonly workers: number;
  readonly maxQueued: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(options: AnalysisPoolOptions = {}) {
    this.workers = Math.max(1, options.workers ?? DEFAULT_ANALYSIS_WORKERS);
    this.maxQueued = Math.max(0, options.maxQueued ?? DEFAULT_ANALYSIS_QUEUE);
  }

  /** Jobs running and waiting; a new job is refused when every thread is busy and `waiting` is maxQueued. */
  get load(): { running: number; waiting: number } {
    return { running: this.slots.filter((slot) => slot.busy).length, waiting: this.queue.length };
  }

  /** The engine's result and dominant tones for `text`, computed on an analysis thread. */
  run(text: string, mode: AnalysisMode): Promise<ComputedAnalysis> {
    if (this.closed) return Promise.reject(new Error('The analysis pool is closed.'));
    return new Promise((resolve, reject) => {
      const pending: Pending = { text, mode, resolve, reject };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, pending);
      if (this.queue.length >= this.maxQueued) return reject(new AnalysisQueueFullError());
      this.queue.push(pending);
    });
  }

  /** Stops the threads; waiting jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new AnalysisQueueFullError());
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
    this.slots.length = 0;
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => !slot.busy);
    if (idle) return idle;
    if (this.slots.length >= this.workers) return null;
    const slot: Slot = { worker: new Worker(WORKER_URL), busy: null };
    // An idle thread does not keep the process alive; a running job's promise does the waiting.
    slot.worker.unref();
    slot.worker.on('message', (message: unknown) => this.answered(slot, message));
    slot.worker.on('error', (error) => this.failed(slot, error));
    slot.worker.on('exit', () => this.failed(slot, new Error('an analysis worker stopped')));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, pending: Pending): void {
    const id = this.nextId++;
    slot.busy = { id, pending };
    const job: AnalysisJob = { id, text: pending.text, mode: pending.mode };
    slot.worker.postMessage(job);
  }

  private answered(slot: Slot, message: unknown): void {
    const answer = Answer.safeParse(message);
    const busy = slot.busy;
    if (!busy || !answer.success || answer.data.id !== busy.id) return;
    slot.busy = null;
    if (answer.data.ok) busy.pending.resolve((message as { value: ComputedAnalysis }).value);
    else busy.pending.reject(new Error(answer.data.message));
    const next = this.queue.shift();
    if (next) this.start(slot, next);
  }

  /** A thread that crashed is replaced on the next job; its job fails, the queue goes on. */
  private failed(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    slot.busy?.pending.reject(error);
    slot.busy = null;
    if (this.closed) return;
    const next = this.queue.shift();
    if (next) {
      const replacement = this.idleSlot();
      if (replacement) this.start(replacement, next);
      else this.queue.unshift(next);
    }
  }
}
