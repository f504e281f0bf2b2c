/**
 * An anonymous flood of sign-ins (issue 16): password checks run on the hasher's own thread
 * behind a bounded queue. While that queue is full, sign-ins beyond it are refused at once with
 * 503, and the page, a static file and a signed-in user's API calls are still answered.
 * Behaviour only; the latencies are measured by bench/signin-flood.ts.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_ASSET, fakeWebBuild } from '../testing/fake-web-build';
import { createTestApp, type TestApp, type TestUser } from '../testing/harness';
import { PasswordHasher } from './passwords';

const hasher = new PasswordHasher({ workers: 1, maxQueued: 4 });
let t: TestApp;
let base: string;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild() }, { passwordHasher: hasher });
  reader = await t.signUp('reader');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await hasher.close();
});

const queueFull = () => hasher.load.waiting >= hasher.maxQueued;

describe('a flood of sign-ins', () => {
  it('is refused beyond the queue while pages, files and signed-in users are answered', async () => {
    let flooding = true;
    const statuses = new Map<number, number>();
    let n = 0;
    // Eight clients sign in as fast as they are answered, each as a different unknown e-mail:
    // more than one thread and four waiting places can hold.
    const flooder = async () => {
      while (flooding) {
        const response = await fetch(`${base}/api/auth/local/signin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `flood-${++n}@example.com`, password: 'not the password' }),
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503) {
          expect(response.headers.get('retry-after')).toBe('5');
          expect(await response.json()).toEqual({
            message: 'Sign-in is busy right now. Please try again in a few seconds.',
          });
        } else {
          await response.arrayBuffer();
        }
      }
    };
    const flooders = Array.from({ length: 8 }, flooder);
    try {
      while (!statuses.get(503)) await new Promise((resolve) => setTimeout(resolve, 5));

      const answeredWhileFull: string[] = [];
      for (let round = 0; round < 6; round++) {
        for (const [path, headers] of [
          ['/', {}],
          [FAKE_ASSET, { 'accept-encoding': 'gzip' }],
          ['/api/auth/user', { cookie: reader.cookie }],
        ] as const) {
          const response = await fetch(base + path, { headers });
          expect(response.status, path).toBe(200);
          await response.arrayBuffer();
          if (queueFull()) answeredWhileFull.push(path);
        }
      }
      // Each kind of request was answered at least once at a moment the queue was full.
      expect(new Set(answeredWhileFull)).toEqual(new Set(['/', FAKE_ASSET, '/api/auth/user']));
    } finally {
      flooding = false;
      await Promise.all(flooders);
    }
    expect(statuses.get(401)).toBeGreaterThan(0);
    expect(statuses.get(503)).toBeGreaterThan(0);
    expect([...statuses.keys()].sort()).toEqual([401, 503]);
  });
});
