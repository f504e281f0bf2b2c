// A batch worker thread's entry: worker threads do not inherit the main thread's tsx loader, so
// each registers tsx's CommonJS hooks (require-ts.mjs) before loading the TypeScript worker.
import { requireTs } from './require-ts.mjs';

requireTs('./worker.ts');
