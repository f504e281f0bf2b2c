// A batch worker thread's entry: worker threads do not inherit the main thread's tsx loader,
// so each registers its own before loading the TypeScript worker.
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../../../tsconfig.json', import.meta.url).pathname });
await import('./worker.ts');
