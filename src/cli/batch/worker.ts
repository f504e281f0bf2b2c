/**
 * One batch worker thread: analyses the texts of each chunk it is sent and posts the results
 * back in the same order. The engine is loaded once per thread.
 */
import { parentPort } from 'node:worker_threads';
import { analyse } from '@engine/analyse';
import type { ChunkRequest, ChunkResult } from './pool';

if (!parentPort) throw new Error('worker.ts runs only as a worker thread');
const port = parentPort;
port.on('message', (request: ChunkRequest) => {
  const results = request.texts.map((text): Record<string, unknown> => ({ ...analyse(text, request.mode) }));
  const reply: ChunkResult = { chunk: request.chunk, results };
  port.postMessage(reply);
});
