#!/usr/bin/env node
// `npm run dev`: the API server on http://localhost:5000, restarted on change (tsx watch), and
// Vite's dev server on http://localhost:5173 with hot reload, which proxies /api and /healthz
// to port 5000 (vite.config.ts). Open http://localhost:5173. PUBLIC_URL defaults to the Vite
// origin so OpenID Connect redirects come back through it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (relative) => fileURLToPath(new URL(`../node_modules/${relative}`, import.meta.url));
const env = {
  ...process.env,
  PORT: process.env.PORT || '5000',
  PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173',
};

const children = [];
let stopping = false;

function run(name, args) {
  // Each child leads its own process group, so stopping it also stops what it started
  // (tsx watch runs the server as a grandchild).
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: 'inherit', detached: true });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.log(`dev: ${name} stopped (${signal ?? code}); stopping the rest.`);
    stop(typeof code === 'number' && code !== 0 ? code : 1);
  });
  children.push(child);
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  setTimeout(() => process.exit(code), 300);
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('server', [bin('tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'src/server/main.ts']);
if (existsSync(new URL('../vite.config.ts', import.meta.url))) {
  run('vite', [bin('vite/bin/vite.js'), '--port', '5173', '--strictPort']);
} else {
  console.log('dev: vite.config.ts does not exist yet; running the API server only.');
}
