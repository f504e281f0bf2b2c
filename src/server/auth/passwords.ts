/**
 * Password hashing with argon2id (@node-rs/argon2) at OWASP's recommended cost: 19 MiB,
 * 2 passes, 1 lane, on a few worker threads of our own with a bounded queue.
 *
 * Why not @node-rs/argon2's async API: it runs on libuv's 4-thread pool, which also serves
 * static files, compression and DNS; an anonymous flood of sign-ins filled it and the whole app
 * slowed to seconds. Here the work waits in a queue of at most `maxQueued` jobs; beyond that a
 * caller gets PasswordQueueFullError at once (the route answers 503 with Retry-After), so a
 * flood costs a bounded amount of CPU and never touches the pool the web app needs.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { z } from 'zod';

const COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const WORKER_URL = new URL('./password-worker.mjs', import.meta.url);

export interface PasswordHasherOptions {
  /** Threads hashing at once. Default: half the cores (at least 1), so requests keep a core. */
  workers?: number;
  /** Jobs waiting beyond the ones running; more are refused. */
  maxQueued?: number;
}

export const DEFAULT_PASSWORD_WORKERS = Math.max(1, Math.floor(availableParallelism() / 2));
export const DEFAULT_PASSWORD_QUEUE = 64;

export class PasswordQueueFullError extends Error {
  override readonly name = 'PasswordQueueFullError';
  constructor() {
    super('The password queue is full.');
  }
}

type Job =
  { op: 'hash'; password: string; cost: typeof COST } | { op: 'verify'; hash: string; password: string };

interface Pending {
  job: Job;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

const Answer = z.union([
  z.object({ id: z.number(), ok: z.literal(true), value: z.union([z.string(), z.boolean()]) }),
  z.object({ id: z.number(), ok: z.literal(false), message: z.string() }),
]);

interface Slot {
  worker: Worker;
  busy: { id: number; pending: Pending } | null;
}

export class PasswordHasher {
  readonly workers: number;
  readonly maxQueued: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;
  private decoy: Promise<string> | null = null;

  constructor(options: PasswordHasherOptions = {}) {
    this.workers = Math.max(1, options.workers ?? DEFAULT_PASSWORD_WORKERS);
    this.maxQueued = Math.max(0, options.maxQueued ?? DEFAULT_PASSWORD_QUEUE);
  }

  /** True when a new job would be refused: every thread busy and every waiting place taken. */
  get full(): boolean {
    return (
      this.slots.length >= this.workers &&
      this.slots.every((slot) => slot.busy) &&
      this.queue.length >= this.maxQueued
    );
  }

  /** Jobs running and waiting; the queue is full when `waiting` reaches maxQueued. */
  get load(): { running: number; waiting: number } {
    return { running: this.slots.filter((slot) => slot.busy).length, waiting: this.queue.length };
  }

  hash(password: string): Promise<string> {
    return this.run({ op: 'hash', password, cost: COST }).then((value) => z.string().parse(value));
  }

  /**
   * Checks a password. With no stored hash (an unknown e-mail) a decoy is verified instead, so a
   * wrong address costs as long as a wrong password and timing does not reveal which e-mails
   * have accounts.
   */
  async verify(passwordHash: string | null, password: string): Promise<boolean> {
    if (passwordHash === null) {
      this.decoy ??= this.hash('decoy password that matches nothing').catch((error: unknown) => {
        this.decoy = null;
        throw error;
      });
      await this.run({ op: 'verify', hash: await this.decoy, password });
      return false;
    }
    return this.run({ op: 'verify', hash: passwordHash, password }).then((value) => value === true);
  }

  /** Stops the threads; waiting jobs are refused. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new PasswordQueueFullError());
    await Promise.all(this.slots.map((slot) => slot.worker.terminate()));
    this.slots.length = 0;
  }

  private run(job: Job): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The password hasher is closed.'));
    return new Promise((resolve, reject) => {
      const pending = { job, resolve, reject };
      const idle = this.idleSlot();
      if (idle) return this.start(idle, pending);
      if (this.queue.length >= this.maxQueued) return reject(new PasswordQueueFullError());
      this.queue.push(pending);
    });
  }

  private idleSlot(): Slot | null {
    const idle = this.slots.find((slot) => !slot.busy);
    if (idle) return idle;
    if (this.slots.length >= this.workers) return null;
    // Threads start on first use: an app that never signs anyone in never starts one.
    const slot: Slot = { worker: new Worker(WORKER_URL), busy: null };
    slot.worker.unref();
    slot.worker.on('message', (message: unknown) => this.answered(slot, message));
    slot.worker.on('error', (error) => this.failed(slot, error));
    slot.worker.on('exit', () => this.failed(slot, new Error('a password worker stopped')));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, pending: Pending): void {
    const id = this.nextId++;
    slot.busy = { id, pending };
    slot.worker.postMessage({ id, ...pending.job });
  }

  private answered(slot: Slot, message: unknown): void {
    const answer = Answer.safeParse(message);
    const busy = slot.busy;
    if (!busy || !answer.success || answer.data.id !== busy.id) return;
    slot.busy = null;
    if (answer.data.ok) busy.pending.resolve(answer.data.value);
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
