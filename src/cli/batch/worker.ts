/**
 * One batch worker thread: analyses the texts of each chunk it is sent and posts back, in the
 * same order, each text's output already formatted (so only strings cross to the main thread,
 * which copies far less than result objects and leaves the main thread free), or the results
 * themselves while the CSV columns are not yet known. The engine is loaded once per thread.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { analyse } from '@engine/analyse';
import { formatRow } from './output';
import type { ChunkRequest, ChunkResult, WorkerSetup } from './pool';

if (!parentPort) throw new Error('worker.ts runs only as a worker thread');
const port = parentPort;
const setup = workerData as WorkerSetup;
port.on('message', (request: ChunkRequest) => {
  const results = request.texts.map(
    (text) => analyse(text, setup.mode) as unknown as Record<string, unknown>,
  );
  let reply: ChunkResult;
  if (setup.format === 'jsonl' || request.columns) {
    const lines = results.map((result, i) => formatRow(setup, request.columns, request.ids[i], result));
    reply = { chunk: request.chunk, lines };
  } else {
    reply = { chunk: request.chunk, results };
  }
  port.postMessage(reply);
});
