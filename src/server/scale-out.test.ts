/**
 * Scale-out: two server processes on one PostgreSQL share sessions and data (needs
 * TEST_DATABASE_URL), and two app instances on one Redis share the sign-in rate limit (needs
 * TEST_REDIS_URL). Each half prints a notice and skips when its service is not configured.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalysesList } from '@contract/analysis';
import { User } from '@contract/auth';
import { postgresDatabase, postgresUrl, type TestDatabase } from './testing/databases';
import { createTestApp, type TestApp } from './testing/harness';
import { HttpClient, spawnServer, type ServerProcess } from './testing/spawn-server';

const redisUrl = process.env.TEST_REDIS_URL || null;
if (!postgresUrl) {
  console.warn('NOTICE: TEST_DATABASE_URL is not set, so the two-process PostgreSQL test is skipped.');
}
if (!redisUrl) {
  console.warn('NOTICE: TEST_REDIS_URL is not set, so the shared (Redis) rate-limit test is skipped.');
}

describe.runIf(postgresUrl)('two processes on one PostgreSQL', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGTERM');
    await database?.drop();
  });

  it('share one session and the same data', async () => {
    database = await postgresDatabase();
    const shared = {
      DATABASE_URL: database.databaseUrl!,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      PORT: '0',
    };
    // Started one after the other: the second finds the schema migrated and migrates nothing.
    servers.push(await spawnServer({ env: { ...shared, DATA_DIR: database.dataDir + '/a' } }));
    servers.push(await spawnServer({ env: { ...shared, DATA_DIR: database.dataDir + '/b' } }));
    const [a, b] = servers.map((server) => new HttpClient(server.url)) as [HttpClient, HttpClient];
    expect(servers[0]!.output()).toContain('"database":"postgres"');

    const signup = await a.request('POST', '/api/auth/local/signup', {
      email: 'replicated@example.com',
      password: 'a long enough password',
    });
    expect(signup.status).toBe(201);
    b.cookie = a.cookie; // the same browser, routed to the other process by a load balancer

    const onB = await b.request('GET', '/api/auth/user');
    expect(onB.status).toBe(200);
    expect(User.parse(onB.json).id).toBe(User.parse(signup.json).id);

    const saved = await b.request('POST', '/api/analyse', { inputText: 'Written through B.', mode: 'full' });
    expect(saved.status).toBe(201);
    const listOnA = AnalysesList.parse((await a.request('GET', '/api/analyses')).json);
    expect(listOnA.map((item) => item.id)).toEqual([(saved.json as { id: string }).id]);

    // Signing out on one process ends the session on both.
    expect((await b.request('POST', '/api/logout')).status).toBe(303);
    expect((await a.request('GET', '/api/auth/user')).status).toBe(401);

    // Failed sign-ins are counted in the database: guesses spread over both processes lock the
    // account on both, and the right password is refused on either until the wait is over.
    const guesser = [new HttpClient(a.baseUrl), new HttpClient(b.baseUrl)];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await guesser[attempt % 2]!.request('POST', '/api/auth/local/signin', {
        email: 'replicated@example.com',
        password: `wrong guess ${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    for (const client of guesser) {
      const locked = await client.request('POST', '/api/auth/local/signin', {
        email: 'replicated@example.com',
        password: 'a long enough password',
      });
      expect(locked.status).toBe(429);
    }
  }, 60_000);
});

describe.runIf(redisUrl)('two instances on one Redis', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('share the per-address password budget', async () => {
    const budget = { passwordAttemptsPerIp: { max: 5, timeWindowMs: 60_000 } };
    apps.push(
      await createTestApp({ REDIS_URL: redisUrl! }, budget),
      await createTestApp({ REDIS_URL: redisUrl! }, budget),
    );
    const [a, b] = apps as [TestApp, TestApp];
    // A unique address per run keeps earlier runs' counters out of the way; a different
    // account each time keeps the per-account lock out of it.
    const address = `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    let n = 0;
    const attempt = (app: TestApp) =>
      app.request('POST', '/api/auth/local/signin', {
        body: {
          email: `limited-${randomBytes(6).toString('hex')}-${++n}@example.com`,
          password: 'wrong password!!',
        },
        remoteAddress: address,
      });
    for (const app of [a, b, a, b, a]) expect((await attempt(app)).statusCode).toBe(401);
    const sixth = await attempt(b);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      message: 'Too many sign-in attempts from this address. Please try again in 1 minute.',
    });
    // Without Redis the same sequence would have let the sixth through: each process counts alone.
    const alone = await createTestApp({}, budget);
    apps.push(alone);
    for (let i = 0; i < 3; i++) expect((await attempt(alone)).statusCode).toBe(401);
  });
});
