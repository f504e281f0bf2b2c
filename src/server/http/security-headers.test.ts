/**
 * The security headers are computed once (./security.ts, helmetHeaders) instead of by
 * @fastify/helmet on every request: every kind of answer must still carry exactly what the
 * plugin itself would have set, for a plain-http and an https configuration.
 */
import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebBuild } from '../testing/fake-web-build';
import { createTestApp, type TestApp } from '../testing/harness';
import { helmetOptions } from './security';

/** What @fastify/helmet, registered the usual way, sets on an answer. */
async function pluginHeaders(app: TestApp): Promise<Record<string, unknown>> {
  const reference = Fastify({ logger: false });
  await reference.register(helmet, helmetOptions(app.config));
  reference.get('/', async () => 'reference');
  try {
    const { headers } = await reference.inject({ method: 'GET', url: '/' });
    const { 'content-type': _type, 'content-length': _length, date: _date, connection: _c, ...own } = headers;
    return own;
  } finally {
    await reference.close();
  }
}

describe.each([
  ['plain http', {}],
  ['https', { PUBLIC_URL: 'https://tonelens.example', TUNEMIND_URL: 'https://tunemind.example/studio' }],
])('security headers (%s)', (_name, env: Record<string, string>) => {
  let t: TestApp;
  // The session cookie, whichever name the configuration gives it (__Host- on https).
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: fakeWebBuild(), ...env });
    const signUp = await t.request('POST', '/api/auth/local/signup', {
      body: { email: 'alice@example.com', password: 'a long enough password 123', firstName: 'Alice' },
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    cookie = String(signUp.headers['set-cookie']).split(';')[0]!;
  });
  afterAll(() => t.close());

  it('are on every kind of answer, exactly as @fastify/helmet sets them', async () => {
    const expected = await pluginHeaders(t);
    expect(expected['content-security-policy']).toContain("default-src 'self'");
    const answers = [
      await t.request('GET', '/'),
      await t.request('GET', '/assets/index-Bx7dQ2aZ.js'),
      await t.request('GET', '/healthz'),
      await t.request('GET', '/api/journal', { headers: { cookie } }),
      await t.request('POST', '/api/analyse', {
        headers: { cookie },
        body: { inputText: 'Kind words.', mode: 'full' },
      }),
      await t.request('GET', '/api/journal'),
      await t.request('GET', '/api/no-such-route'),
      await t.request('POST', '/api/analyse', { headers: { cookie }, body: '{"inputText": "unterminated' }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 201, 401, 404, 400]);
    for (const answer of answers) expect(answer.headers).toMatchObject(expected);
  });
});
