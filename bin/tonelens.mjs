#!/usr/bin/env node
// Entry point of the `tonelens` command. The CLI is TypeScript; tsx compiles it on load,
// so `npx tonelens` works straight after `npm install`, with no build step.
import { register } from 'tsx/esm/api';

register({ tsconfig: new URL('../tsconfig.json', import.meta.url).pathname });
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
