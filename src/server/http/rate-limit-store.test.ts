import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';

let t: TestApp | undefined;
afterAll(() => t?.close());

describe('rate limits with an unreachable Redis', () => {
  it('start anyway and keep counting in each process', async () => {
    // Nothing listens on port 1: the app must not hang or fail, nor stop limiting sign-ins.
    t = await createTestApp(
      { REDIS_URL: 'redis://127.0.0.1:1' },
      { passwordAttemptsPerIp: { max: 5, timeWindowMs: 60_000 } },
    );
    // A different account each time: the per-address budget is what is counted here.
    const attempt = (i: number) =>
      t!.request('POST', '/api/auth/local/signin', {
        body: { email: `nobody-${i}@example.com`, password: 'wrong password!!' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i)).statusCode).toBe(401);
    const blocked = await attempt(5);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: 'Too many sign-in attempts from this address. Please try again in 1 minute.',
    });
    const health = await t.request('GET', '/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({
      status: 'degraded',
      message: 'Redis is not answering; rate limits are counted in each process.',
      database: 'ok',
      redis: 'unavailable',
    });
  });
});
