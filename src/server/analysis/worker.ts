/**
 * One analysis thread: computes each text it is sent with the same function the inline path
 * uses and posts the answer back. Messages in: a list of {id, text, mode, stored?} (one long text, or
 * the short texts of one turn of the server's event loop, pool.ts). Out: {ready: true} once the
 * engine is loaded, then for each job, as soon as it is done, {id, ok: true, value, reused?}
 * (value the StoredComputation when the job says `stored`, else the ComputedAnalysis; reused when
 * it came from the text this thread computed last) or {id, ok: false, message}.
 */
import { parentPort } from 'node:worker_threads';
import { computeAnalysis, storedOf, type ComputedAnalysis } from './compute';
import { LastAnalysis } from './last-analysis';
import type { AnalysisJob } from './pool';

if (!parentPort) throw new Error('worker.ts runs only as a worker thread');
const port = parentPort;
const last = new LastAnalysis();

port.on('message', (jobs: AnalysisJob[]) => {
  for (const job of jobs) {
    try {
      const kept = last.of(job.text, job.mode);
      const computed: ComputedAnalysis = kept ?? computeAnalysis(job.text, job.mode);
      if (!kept) last.keep(job.text, job.mode, computed);
      const value = job.stored ? storedOf(computed) : computed;
      port.postMessage(
        kept ? { id: job.id, ok: true, value, reused: true } : { id: job.id, ok: true, value },
      );
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
