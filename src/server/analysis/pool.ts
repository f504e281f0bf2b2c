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
import type { ComputedAnalysis, StoredComputation } from './compute';

export interface AnalysisJob {
  id: number;
  text: string;
  mode: AnalysisMode;
  /** Answer with the StoredComputation (the columns POST /api/analyse stores), not the result. */
  stored?: boolean;
}

/** `stored: true` asks for what POST /api/analyse stores (compute.ts, StoredComputation). */
export interface AnalysisRequest {
  stored?: boolean;
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

// The value is our own thread's computeAnalysis (or storedComputation) output, passed by
// structured clone; only the envelope is checked, with the shape the job asked for (answered).
const Answer = z.union([
  z.object({
    id: z.number(),
    ok: z.literal(true),
    /** The thread had computed this text in this mode last (./last-analysis.ts). */
    reused: z.literal(true).optional(),
    value: z.union([
      z.object({ result: z.object({}).loose() }).loose(),
      z.object({ columns: z.object({}).loose() }).loose(),
    ]),
  }),
  z.object({ id: z.number(), ok: z.literal(false), message: z.string() }),
]);

const Ready = z.object({ ready: z.literal(true) });

interface Pending {
  text: string;
  mode: AnalysisMode;
  /** A short text shared under load (tryRun), rather than a long one (run). */
  shared: boolean;
  /** The job asks for a StoredComputation rather than a ComputedAnalysis. */
  stored: boolean;
  resolve: (value: ComputedAnalysis | StoredComputation) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  /** The thread has loaded the engine (its first message); short texts wait for nothing. */
  ready: boolean;
  /** Jobs sent to the thread and not answered yet, by id: one long job, or up to SHARED_JOBS_PER_THREAD short ones. */
  jobs: Map<number, Pending>;
  /** Short texts given to the thread in this turn of the event loop, sent together at its end. */
  outbox: AnalysisJob[];
}

/**
 * Short texts a thread may hold at once (tryRun). One at a time left the thread idle for most of
 * each turn of the busy event loop that answers it; 32 keep it working, and a long text that
 * arrives waits for at most 32 short ones (a few milliseconds) before its thread is free. Eight
 * were measured again (ADR 0007 amendment 6): more texts went inline, more main-thread CPU.
 */
export const SHARED_JOBS_PER_THREAD = 32;

export class AnalysisPool {
  readonly workers: number;
  readonly maxQueued: number;
  /** Answers a thread gave from the text it computed last, not computing again (tests read it). */
  reused = 0;
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
    return { running: this.slots.filter((slot) => slot.jobs.size > 0).length, waiting: this.queue.length };
  }

  /** The engine's result and dominant tones for `text`, computed on an analysis thread. */
  run(text: string, mode: AnalysisMode): Promise<ComputedAnalysis>;
  run(text: string, mode: AnalysisMode, request: { stored: true }): Promise<StoredComputation>;
  run(
    text: string,
    mode: AnalysisMode,
    request: AnalysisRequest = {},
  ): Promise<ComputedAnalysis | StoredComputation> {
    if (this.closed) return Promise.reject(new Error('The analysis pool is closed.'));
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        text,
        mode,
        shared: false,
        stored: request.stored === true,
        resolve,
        reject,
      };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, pending);
      // A thread holding only short texts is as good as idle: it is free within milliseconds,
      // so a long text is not refused for it.
      const soonFree = this.slots.filter((slot) => this.holdsOnlyShared(slot)).length;
      if (this.queue.length >= this.maxQueued + soonFree) return reject(new AnalysisQueueFullError());
      this.queue.push(pending);
    });
  }

  /**
   * Runs the job on a thread that is idle now (starting one if fewer than `workers` run), or
   * returns null at once: it never waits in the queue and is never refused, so a caller with
   * a short text can compute it itself instead (./analyser.ts).
   */
  tryRun(text: string, mode: AnalysisMode): Promise<ComputedAnalysis> | null;
  tryRun(text: string, mode: AnalysisMode, request: { stored: true }): Promise<StoredComputation> | null;
  tryRun(
    text: string,
    mode: AnalysisMode,
    request: AnalysisRequest = {},
  ): Promise<ComputedAnalysis | StoredComputation> | null {
    // Long texts waiting go first: nothing is added in front of them.
    if (this.closed || this.queue.length > 0) return null;
    const sharing = this.slots.find(
      (slot) => slot.ready && this.holdsOnlyShared(slot) && slot.jobs.size < SHARED_JOBS_PER_THREAD,
    );
    // A thread still loading is started (once) but not waited for: the caller computes inline.
    const slot = sharing ?? this.idleSlot();
    if (!slot?.ready) return null;
    const stored = request.stored === true;
    return new Promise((resolve, reject) =>
      this.start(slot, { text, mode, shared: true, stored, resolve, reject }),
    );
  }

  /** Stops the threads; waiting jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new AnalysisQueueFullError());
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
    this.slots.length = 0;
  }

  private holdsOnlyShared(slot: Slot): boolean {
    if (slot.jobs.size === 0) return false;
    for (const job of slot.jobs.values()) if (!job.shared) return false;
    return true;
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => slot.jobs.size === 0);
    if (idle) return idle;
    if (this.slots.length >= this.workers) return null;
    const slot: Slot = { worker: new Worker(WORKER_URL), ready: false, jobs: new Map(), outbox: [] };
    // An idle thread does not keep the process alive; a running job's promise does the waiting.
    slot.worker.unref();
    slot.worker.on('message', (message: unknown) => this.answered(slot, message));
    slot.worker.on('error', (error) => this.failed(slot, error));
    slot.worker.on('exit', () => this.failed(slot, new Error('an analysis worker stopped')));
    this.slots.push(slot);
    return slot;
  }

  /**
   * Sends a job to the thread. A long text goes at once. Short texts given to one thread in the
   * same turn of the event loop go in one message at its end (setImmediate, as the group commit
   * cuts its batch): each postMessage cost the busy event loop about 0.1 ms, mostly waking
   * the thread, which one message a turn pays once for every request parsed in it (issue 15).
   */
  private start(slot: Slot, pending: Pending): void {
    const id = this.nextId++;
    slot.jobs.set(id, pending);
    const job: AnalysisJob = { id, text: pending.text, mode: pending.mode };
    if (pending.stored) job.stored = true;
    if (!pending.shared) {
      slot.worker.postMessage([job]);
      return;
    }
    slot.outbox.push(job);
    if (slot.outbox.length === 1) setImmediate(() => this.sendOutbox(slot));
  }

  private sendOutbox(slot: Slot): void {
    const jobs = slot.outbox.splice(0);
    // A thread that failed meanwhile has already refused these jobs (failed()).
    if (jobs.length > 0 && this.slots.includes(slot)) slot.worker.postMessage(jobs);
  }

  private answered(slot: Slot, message: unknown): void {
    if (Ready.safeParse(message).success) {
      slot.ready = true;
      return;
    }
    const answer = Answer.safeParse(message);
    const pending = answer.success ? slot.jobs.get(answer.data.id) : undefined;
    if (!answer.success || !pending) return;
    slot.jobs.delete(answer.data.id);
    if (answer.data.ok && answer.data.reused) this.reused++;
    if (!answer.data.ok) pending.reject(new Error(answer.data.message));
    else if (pending.stored === 'columns' in answer.data.value) {
      pending.resolve((message as { value: ComputedAnalysis | StoredComputation }).value);
    } else pending.reject(new Error('The analysis thread answered with another shape than asked for.'));
    if (slot.jobs.size > 0) return;
    const next = this.queue.shift();
    if (next) this.start(slot, next);
  }

  /** A thread that crashed is replaced on the next job; its job fails, the queue goes on. */
  private failed(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    for (const pending of slot.jobs.values()) pending.reject(error);
    slot.jobs.clear();
    slot.outbox.length = 0;
    if (this.closed) return;
    const next = this.queue.shift();
    if (next) {
      const replacement = this.idleSlot();
      if (replacement) this.start(replacement, next);
      else this.queue.unshift(next);
    }
  }
}
