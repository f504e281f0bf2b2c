/**
 * PostgreSQL or Redis that accept connections but stop answering (issue 16: every route,
 * /healthz included, hung forever). Through a proxy that stalls on command: requests that
 * need the database are answered 503 with a clear message within the time limits, /healthz
 * says which dependency is broken, and the app recovers once the server answers again.
 * Needs TEST_DATABASE_URL (and TEST_REDIS_URL for the Redis half); each half says when skipped.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { postgresDatabase, postgresUrl, type TestDatabase } from '../testing/databases';
import { createTestApp, type TestApp } from '../testing/harness';
import { startStallingProxy, type StallingProxy } from '../testing/stalling-proxy';

const redisUrl = process.env.TEST_REDIS_URL || null;
if (!postgresUrl)
  console.warn('NOTICE: TEST_DATABASE_URL is not set, so the stalled PostgreSQL test is skipped.');
if (!redisUrl) console.warn('NOTICE: TEST_REDIS_URL is not set, so the stalled Redis test is skipped.');

/** Short limits so the test does not wait the production ones (5 s connect, 10 s per statement). */
const DATABASE_TIMEOUTS = { connectMs: 500, queryMs: 1000 };
/** The longest a request may take once PostgreSQL stalls: a query's read timeout plus a connect. */
const DATABASE_BOUND_MS = DATABASE_TIMEOUTS.queryMs + 1000 + DATABASE_TIMEOUTS.connectMs;

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

describe.runIf(postgresUrl)('a PostgreSQL server that stops answering', () => {
  let database: TestDatabase;
  let proxy: StallingProxy;
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await database?.drop();
  });

  it('gets 503 within the limits, /healthz says so at once, and the app recovers', async () => {
    database = await postgresDatabase();
    const real = new URL(database.databaseUrl!);
    proxy = await startStallingProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(real);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    t = await createTestApp(
      { DATABASE_URL: viaProxy.toString(), DATA_DIR: database.dataDir },
      { timeouts: { database: DATABASE_TIMEOUTS } },
    );
    const user = await t.signUp('patient');
    expect((await t.request('GET', '/api/journal', { as: user })).statusCode).toBe(200);

    proxy.stall();
    for (const [method, url, as, body] of [
      ['GET', '/api/journal', user, undefined],
      ['GET', '/api/auth/user', user, undefined],
      ['POST', '/api/analyse', user, { inputText: 'Still there?', mode: 'full' }],
      ['POST', '/api/auth/local/signin', null, { email: user.email, password: user.password }],
    ] as const) {
      const { value: response, ms } = await timed(() => t.request(method, url, { as, body }));
      expect(response.statusCode, `${method} ${url}`).toBe(503);
      expect(response.json()).toEqual({
        message: 'The database is not answering right now. Please try again in a moment.',
      });
      expect(response.headers['retry-after']).toBe('5');
      // The limit is a promise to the caller: no request waits past it (with room for a busy machine).
      expect(ms, `${method} ${url}`).toBeLessThan(DATABASE_BOUND_MS * 2);
    }
    const { value: health, ms } = await timed(() => t.request('GET', '/healthz'));
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({
      status: 'unavailable',
      message: 'The database is not answering.',
      database: 'unavailable',
    });
    expect(ms).toBeLessThan(2000 * 2);

    // Stalled connections are dropped, not reused: once the server answers, so does the app.
    proxy.resume();
    let recovered = await t.request('GET', '/api/journal', { as: user });
    for (let attempt = 0; recovered.statusCode !== 200 && attempt < 20; attempt++) {
      recovered = await t.request('GET', '/api/journal', { as: user });
    }
    expect(recovered.statusCode).toBe(200);
    expect((await t.request('GET', '/healthz')).json()).toEqual({ status: 'ok', database: 'ok' });
  }, 60_000);
});

describe.runIf(redisUrl)('a Redis server that stops answering', () => {
  let proxy: StallingProxy;
  let t: TestApp;
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  it('costs a request at most the command timeout; limits go on per process and /healthz says so', async () => {
    const real = new URL(redisUrl!);
    proxy = await startStallingProxy({ host: real.hostname, port: Number(real.port || 6379) });
    const viaProxy = new URL(real);
    viaProxy.host = `127.0.0.1:${proxy.port}`;
    const redisTimeouts = { connectMs: 500, commandMs: 300, coolOffMs: 60_000 };
    t = await createTestApp(
      { REDIS_URL: viaProxy.toString() },
      { timeouts: { redis: redisTimeouts }, passwordAttemptsPerIp: { max: 3, timeWindowMs: 60_000 } },
    );
    const attempt = (i: number) =>
      t.request('POST', '/api/auth/local/signin', {
        body: { email: `stalled-${Date.now()}-${i}@example.com`, password: 'wrong password!!' },
        remoteAddress: '198.51.100.77',
      });
    expect((await t.request('GET', '/healthz')).json()).toEqual({
      status: 'ok',
      database: 'ok',
      redis: 'ok',
    });

    proxy.stall();
    const first = await timed(() => attempt(1));
    expect(first.value.statusCode).toBe(401);
    expect(first.ms).toBeLessThan(redisTimeouts.commandMs + 2000);
    // Counted in this process from now on, at once: the budget still holds.
    expect((await attempt(2)).statusCode).toBe(401);
    expect((await attempt(3)).statusCode).toBe(401);
    expect((await attempt(4)).statusCode).toBe(429);

    const health = await timed(() => t.request('GET', '/healthz'));
    expect(health.value.statusCode).toBe(200);
    expect(health.value.json()).toEqual({
      status: 'degraded',
      message: 'Redis is not answering; rate limits are counted in each process.',
      database: 'ok',
      redis: 'unavailable',
    });
    expect(health.ms).toBeLessThan(redisTimeouts.commandMs + 2000);
  }, 30_000);
});
