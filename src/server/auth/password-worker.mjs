// A password worker thread (see passwords.ts): runs argon2id synchronously on its own thread, so
// hashing never waits in, or fills, libuv's thread pool, which static files, compression and DNS
// need. Plain JavaScript because worker threads do not inherit the tsx loader the server runs
// under. Messages in: {id, op: 'hash', password, cost} | {id, op: 'verify', hash, password}.
// Messages out: {id, ok: true, value} | {id, ok: false, message}.
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

if (!parentPort) throw new Error('password-worker.mjs runs only as a worker thread');
const port = parentPort;

port.on('message', (message) => {
  const { id } = message;
  try {
    if (message.op === 'hash') {
      port.postMessage({ id, ok: true, value: hashSync(message.password, message.cost) });
    } else if (message.op === 'verify') {
      let valid = false;
      try {
        valid = verifySync(message.hash, message.password);
      } catch {
        // A malformed stored hash matches nothing.
        valid = false;
      }
      port.postMessage({ id, ok: true, value: valid });
    } else {
      port.postMessage({ id, ok: false, message: `unknown operation ${String(message.op)}` });
    }
  } catch (error) {
    port.postMessage({ id, ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
