// Loads the batch's TypeScript through tsx's CommonJS hooks, on the main thread (bin/tonelens.mjs)
// and in each worker thread (worker.mjs): they run in the calling thread, where tsx's ESM hooks
// (what the other commands use) start one more hooks thread and cost about 0.2 s more CPU to
// register (ADRs 0026, 0030). The batch code has no import.meta but pool.ts's worker URL, which
// tsx's CommonJS transform gives, and no top-level await.
// tsx's CommonJS register takes no tsconfig option (it looks in the working directory, where the
// `@engine/…` paths are unknown unless the user runs tonelens from this checkout): it reads the
// path from TSX_TSCONFIG_PATH when it registers. A worker's process.env is its own copy.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
let registered = false;

/**
 * Requires a TypeScript module of this folder (`./run.ts`) and returns its exports. tsx itself
 * is required too: imported, its CommonJS files would be scanned for their exports first.
 */
export function requireTs(file) {
  if (!registered) {
    process.env.TSX_TSCONFIG_PATH = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
    require('tsx/cjs/api').register();
    registered = true;
  }
  return require(file);
}
