#!/usr/bin/env node
// Entry point of the `tonelens` command. The CLI is TypeScript; tsx compiles it on load,
// so `npx tonelens` works straight after `npm install`, with no build step.
// `batch` loads only its own modules, through tsx's CommonJS hooks (ADR 0030): its main thread
// reaches the worker threads' start after 0.13 s of CPU instead of 0.5 s through src/cli/main.ts.
const argv = process.argv.slice(2);
if (argv[0] === 'batch') {
  const { requireTs } = await import('../src/cli/batch/require-ts.mjs');
  const { batchMain } = requireTs('./main.ts');
  process.exitCode = await batchMain(argv);
} else {
  const { register } = await import('tsx/esm/api');
  register({ tsconfig: new URL('../tsconfig.json', import.meta.url).pathname });
  const { main } = await import('../src/cli/main.ts');
  process.exitCode = await main(argv);
}
