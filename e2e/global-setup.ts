/**
 * Builds the web app once per run into .e2e/web (or E2E_WEB_DIST) (the production build, service worker included);
 * every test file then serves it with the real server. E2E_SKIP_BUILD=1 reuses the last build
 * while iterating on tests.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { E2E_WEB_DIST, ROOT } from './paths';

export default async function setup(): Promise<void> {
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(E2E_WEB_DIST, 'index.html'))) return;
  const started = Date.now();
  await build({
    configFile: path.join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: E2E_WEB_DIST, emptyOutDir: true },
  });
  console.log(`e2e: web app built into .e2e/web in ${Date.now() - started} ms`);
}
