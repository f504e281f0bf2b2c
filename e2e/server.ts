/**
 * The real server, in-process, on a free port: a fresh SQLite database in a temporary DATA_DIR
 * and the suite's production build as WEB_DIST_DIR. One per test file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { E2E_WEB_DIST } from './paths';

export interface TestServer {
  url: string;
  close: () => Promise<void>;
}

/** A port that was free a moment ago (for a server whose public URL must be known before it starts). */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startServer(env: Record<string, string> = {}, port = 0): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'tonelens-e2e-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST_DIR: E2E_WEB_DIST,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    CONTACT_EMAIL: 'licensing@tonelens.app',
    ...env,
  });
  const app = await buildApp(config, { logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
