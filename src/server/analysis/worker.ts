/**
 * One analysis thread: computes each text it is sent with the same function the inline path
 * uses and posts the answer back. Messages in: a list of {id, text, mode, stored?} (one long text, or
 * the short texts of one turn of the server's event loop, pool.ts). Out: {ready: true} once the
 * engine is loaded, then for each job, as soon as it is done, {id, ok: true, value} (value the
 * StoredComputation when the job says `stored`, else the ComputedAnalysis) or
 * {id, ok: false, message}.
 */
import { parentPort } from 'node:worker_threads';
import { computeAnalysis, storedComputation } from './compute';
import type { AnalysisJob } from './pool';

if (!parentPort) throw new Error('worker.ts runs only as a worker thread');
const port = parentPort;
port.on('message', (jobs: AnalysisJob[]) => {
  for (const job of jobs) {
    try {
      const value = job.stored ? storedComputation(job.text, job.mode) : computeAnalysis(job.text, job.mode);
      port.postMessage({ id: job.id, ok: true, value });
    } catch (error) {
      port.postMessage({
        id: job.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
});
// Loading tsx and the engine takes a thread seconds on a busy machine; short texts are shared
// with it only from now on (pool.ts), so none waits for that.
port.postMessage({ ready: true });
