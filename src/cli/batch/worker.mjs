// A batch worker thread's entry: worker threads do not inherit the main thread's tsx loader, so
// each registers its own before loading the TypeScript worker. tsx's CommonJS hooks run in this
// thread; its ESM hooks (what bin/tonelens.mjs uses) would start one more hooks thread per worker,
// about 0.3 s of CPU each (ADR 0026). The engine has no import.meta or top-level await, and the
// batch output is byte-identical either way.
import { createRequire } from 'node:module';
import { register } from 'tsx/cjs/api';

register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname });
createRequire(import.meta.url)('./worker.ts');
