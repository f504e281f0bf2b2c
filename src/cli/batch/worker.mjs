// A batch worker thread's entry: worker threads do not inherit the main thread's tsx loader, so
// each registers its own before loading the TypeScript worker. tsx's CommonJS hooks run in this
// thread; its ESM hooks (what bin/tonelens.mjs uses) would start one more hooks thread per worker,
// about 0.3 s of CPU each (ADR 0026). The engine has no import.meta or top-level await, and the
// batch output is byte-identical either way.
// tsx's CommonJS register takes no tsconfig option (it looks in the working directory, where the
// `@engine/…` paths are unknown unless the user runs tonelens from this checkout): it reads the
// path from TSX_TSCONFIG_PATH when it registers. A worker's process.env is its own copy.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

process.env.TSX_TSCONFIG_PATH = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
const { register } = await import('tsx/cjs/api');
register();
createRequire(import.meta.url)('./worker.ts');
