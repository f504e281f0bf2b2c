// An analysis worker thread's entry (see pool.ts): worker threads do not inherit the main
// thread's tsx loader (the server runs under tsx in production too, scripts/start.mjs), so each
// registers its own before loading the TypeScript worker, as the batch CLI's workers do.
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname });
await import('./worker.ts');
