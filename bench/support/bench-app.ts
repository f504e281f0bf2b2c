/**
 * What the browser benches share: the production build (an existing one, or one made into a
 * temporary folder), the real server serving it from a fresh data folder, and, for the
 * Playwright benches, the system Chromium launched as the e2e suite launches it (e2e/browser.ts).
 * It lives in bench/support/ so `npm run bench` (bench/run.ts, which runs every bench/*.ts)
 * does not take it for a bench.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Browser } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { spawnServer } from '../../src/server/testing/spawn-server';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface BenchServer {
  url: string;
  /** Stops the server and removes the temporary folder (data, and the build if it made one). */
  close(): Promise<void>;
}

export interface BenchApp extends BenchServer {
  browser: Browser;
}

export interface BenchServerOptions {
  /** Names the temporary folder (tonelens-NAME-…), so a left-over one says which bench made it. */
  name: string;
  /** An existing production build; without it one is built into the temporary folder. */
  distDir?: string;
  /** The server's environment beyond its port, data folder and build (a rate limit, say). */
  env?: Record<string, string>;
}

/** Builds the web app if no build is given, then starts the real server on a free port. */
export async function startBenchServer(options: BenchServerOptions): Promise<BenchServer> {
  const work = await mkdtemp(path.join(tmpdir(), `tonelens-${options.name}-`));
  const removeWork = () => rm(work, { recursive: true, force: true });
  try {
    const dist = options.distDir ?? path.join(work, 'web');
    if (!options.distDir) {
      const { build } = await import('vite');
      await build({
        configFile: path.join(ROOT, 'vite.config.ts'),
        logLevel: 'warn',
        // A fresh folder outside the project: emptying it is safe, and says so to Vite.
        build: { outDir: dist, emptyOutDir: true },
      });
    }
    const server = await spawnServer({
      env: { PORT: '0', DATA_DIR: path.join(work, 'data'), WEB_DIST_DIR: dist, ...options.env },
      timeoutMs: 120_000,
    });
    return {
      url: server.url,
      close: async () => {
        try {
          await server.stop();
        } finally {
          await removeWork();
        }
      },
    };
  } catch (error) {
    await removeWork();
    throw error;
  }
}

/** startBenchServer, and Chromium to drive it; close() ends the browser first. */
export async function startBenchApp(options: BenchServerOptions): Promise<BenchApp> {
  const server = await startBenchServer(options);
  let browser: Browser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    await server.close();
    throw error;
  }
  return {
    url: server.url,
    browser,
    close: async () => {
      try {
        await browser.close();
      } finally {
        await server.close();
      }
    },
  };
}

/** Signs a new user up through the API (the context keeps the session cookie). */
export async function signUp(request: APIRequestContext, email: string, password: string): Promise<void> {
  const response = await request.post('/api/auth/local/signup', { data: { email, password } });
  if (response.status() !== 201) throw new Error(`sign-up answered ${response.status()}`);
}
