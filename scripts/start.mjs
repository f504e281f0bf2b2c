#!/usr/bin/env node
// `npm start`: builds the web app with `npx vite build` when dist/web is missing or older than
// its sources (src/server/launch/web-build.ts decides), then runs the server
// (src/server/main.ts) in this process through tsx, as bin/tonelens.mjs runs the CLI.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });

const { webBuildState } = await import('../src/server/launch/web-build.ts');
const state = webBuildState(root);
if (state.action === 'build') {
  console.log(`start: building the web app (${state.reason}) …`);
  const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('start: the web build failed (see above); fix it or run `npx vite build` to retry.');
    process.exit(build.status ?? 1);
  }
} else if (state.action === 'skip') {
  console.log(
    `start: skipping the web build: ${state.reason}. The API runs; pages answer 503 until it is built.`,
  );
} else {
  console.log(`start: ${state.reason}.`);
}

await import('../src/server/main.ts');
