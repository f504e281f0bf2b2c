/**
 * The real server process: what `npm start` does with no configuration, how a bad value stops
 * it, and durability: a server killed with SIGKILL in the middle of a stream of analyses keeps
 * every analysis it acknowledged.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalysesList } from '@contract/analysis';
import { JournalList } from '@contract/journal';
import { tempDir } from './testing/databases';
import {
  HttpClient,
  serverCommand,
  serverEnv,
  spawnServer,
  type ServerProcess,
} from './testing/spawn-server';

const running: ServerProcess[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const server of running) await server.stop('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function start(env: Record<string, string>, cwd?: string): Promise<ServerProcess> {
  const server = await spawnServer({ env, ...(cwd ? { cwd } : {}) });
  running.push(server);
  return server;
}

describe('npm start', () => {
  it('runs with no configuration: SQLite in ./data, local accounts, a working API', async () => {
    // A fresh "clone": an empty working directory and no variables but the port (0 = any free
    // one, since 5000 may be taken on this machine; the default of 5000 is checked in config.test.ts).
    const cwd = tempDir('tonelens-fresh-');
    dirs.push(cwd);
    const server = await start({ PORT: '0' }, cwd);
    expect(existsSync(path.join(cwd, 'data', 'tonelens.db'))).toBe(true);
    expect(existsSync(path.join(cwd, 'data', 'session-secret'))).toBe(true);
    // Private to this user: other local accounts cannot list or read the journal.
    expect(statSync(path.join(cwd, 'data')).mode & 0o777).toBe(0o700);
    for (const file of ['tonelens.db', 'session-secret']) {
      expect(statSync(path.join(cwd, 'data', file)).mode & 0o777, file).toBe(0o600);
    }
    // Only this machine can connect unless HOST says otherwise, and the log says so.
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.output()).toContain('Listening on 127.0.0.1 only: other machines cannot connect.');
    const client = new HttpClient(server.url);
    expect(await client.request('GET', '/healthz')).toMatchObject({ status: 200, json: { status: 'ok' } });
    const signup = await client.request('POST', '/api/auth/local/signup', {
      email: 'first@example.com',
      password: 'a long enough password',
    });
    expect(signup.status).toBe(201);
    expect(
      (await client.request('POST', '/api/analyse', { inputText: 'Hello there.', mode: 'full' })).status,
    ).toBe(201);
    const stopped = await server.stop('SIGTERM');
    expect(stopped).toBe(0);
    expect(server.output()).toContain('"database":"sqlite"');
  });

  it('stops at a bad value with a message naming the variable', () => {
    const { command, args } = serverCommand();
    const cwd = tempDir('tonelens-bad-');
    dirs.push(cwd);
    const result = spawnSync(command, args, {
      cwd,
      env: serverEnv({ PORT: 'eighty', AI_PROVIDER: 'gpt' }),
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty"); ' +
        "AI_PROVIDER must be 'local' or 'openai' (got \"gpt\").",
    );
    expect(existsSync(path.join(cwd, 'data', 'tonelens.db'))).toBe(false);
  });
});

describe('durability', () => {
  it('keeps every acknowledged analysis when the server is killed mid-load (32 writers)', async () => {
    const dataDir = tempDir('tonelens-durable-');
    dirs.push(dataDir);
    // Far past the per-user analysis limit (60 a minute by default): this test is about the disk.
    const env = { PORT: '0', DATA_DIR: dataDir, ANALYSES_PER_MINUTE: '100000' };
    const first = await start(env);
    const client = new HttpClient(first.url);
    const signup = await client.request('POST', '/api/auth/local/signup', {
      email: 'durable@example.com',
      password: 'a long enough password',
    });
    expect(signup.status).toBe(201);

    const acknowledged: string[] = [];
    let inFlight = 0;
    let sent = 0;
    let killed = false;
    // 32 writers stream analyses until the process dies under them: under this load the
    // analyses are group-committed, many to a transaction (issue 15), and each acknowledged one
    // must still be on disk.
    const writer = async (lane: number) => {
      while (!killed) {
        const n = sent++;
        inFlight++;
        try {
          const response = await client.request('POST', '/api/analyse', {
            inputText: `Entry ${n} from lane ${lane}: the tide came in slowly, and I let it.`,
            mode: n % 2 ? 'full' : 'spectral',
          });
          if (response.status === 201) acknowledged.push((response.json as { id: string }).id);
        } catch {
          return; // the connection died with the server: not acknowledged
        } finally {
          inFlight--;
        }
      }
    };
    const writers = Array.from({ length: 32 }, (_, lane) => writer(lane));
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    killed = true;
    const inFlightAtKill = inFlight;
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');
    await Promise.all(writers);
    expect(inFlightAtKill).toBeGreaterThan(0); // requests really were in flight when it died

    const second = await start(env);
    const after = new HttpClient(second.url);
    after.cookie = client.cookie; // the session survived too
    const analyses = AnalysesList.parse((await after.request('GET', '/api/analyses')).json);
    const stored = new Set(analyses.map((analysis) => analysis.id));
    const missing = acknowledged.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);
    const journal = JournalList.parse((await after.request('GET', '/api/journal')).json);
    const journaled = new Set(journal.map((entry) => entry.analysisId));
    // Each analysis and its journal entry were committed together: never one without the other.
    expect(analyses.every((analysis) => journaled.has(analysis.id))).toBe(true);
    expect(journal).toHaveLength(analyses.length);
    await second.stop('SIGTERM');
  }, 90_000);
});
