import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';

let t: TestApp | undefined;
afterAll(() => t?.close());

describe('rate limits with an unreachable Redis', () => {
  it('start anyway and keep counting in each process', async () => {
    // Nothing listens on port 1: the app must not hang or fail, nor stop limiting sign-ins.
    t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    const attempt = () =>
      t!.request('POST', '/api/auth/local/signin', {
        body: { email: 'nobody@example.com', password: 'wrong password!!' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
  });
});
