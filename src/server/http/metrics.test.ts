/**
 * GET /metrics and GET /readyz on a real server (listening on a port, asked with fetch): off by
 * default, open with METRICS=1, bearer-only with METRICS_TOKEN; request counts by route pattern,
 * stored analyses, AI calls by answering engine (a local server speaks the OpenAI protocol for
 * `model` and fails for `local-fallback`), database and Redis health; nothing about users.
 */
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { postgresDatabase, postgresUrl, type TestDatabase } from '../testing/databases';
import { createTestApp, PASSWORD, type TestApp } from '../testing/harness';
import { startStallingProxy, type StallingProxy } from '../testing/stalling-proxy';

const redisUrl = process.env.TEST_REDIS_URL || null;
const TOKEN = 'metrics-token-for-the-test-0123456789';

let open: { t: TestApp; url: string }[] = [];
afterEach(async () => {
  await Promise.all(open.map(({ t }) => t.close()));
  open = [];
});

async function startApp(env: Record<string, string>) {
  const t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const started = { t, url };
  open.push(started);
  return started;
}

/** The value of one sample line (`name{labels} value`), or undefined when it is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-z_]+=")/);
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

/** Signs up over HTTP and returns the Cookie header of the session. */
async function signUp(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Mira', lastName: 'Quill' }),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers
    .getSetCookie()
    .find((line) => line.startsWith('tonelens_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}

const postJson = (url: string, cookie: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

describe('GET /metrics', () => {
  it('is not served unless METRICS=1 or METRICS_TOKEN is set', async () => {
    const { url } = await startApp({});
    const response = await fetch(`${url}/metrics`);
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain('tonelens_http_requests_total');
  });

  it('counts requests by route pattern and status, stored analyses and local AI calls; no user data', async () => {
    const { url } = await startApp({ METRICS: '1' });
    const email = `private-person-${Date.now()}@example.com`;
    const cookie = await signUp(url, email);
    const analysed = await postJson(`${url}/api/analyse`, cookie, {
      inputText: 'A secret worry about the harbour.',
      mode: 'full',
    });
    expect(analysed.status).toBe(201);
    const { id } = (await analysed.json()) as { id: string };
    expect((await fetch(`${url}/api/analyses/${id}`, { headers: { cookie } })).status).toBe(200);
    expect((await fetch(`${url}/api/journal?q=harbour`, { headers: { cookie } })).status).toBe(200);
    const alternative = await postJson(`${url}/api/generate-alternative`, cookie, {
      inputText: 'You never listen to me!',
    });
    expect(((await alternative.json()) as { source: string }).source).toBe('local');

    expect((await fetch(`${url}/api/no-such-route-probe`)).status).toBe(404);

    const response = await fetch(`${url}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(
      sample(text, 'tonelens_http_requests_total', {
        method: 'POST',
        route: '/api/analyse',
        status: '201',
      }),
    ).toBe(1);
    expect(
      sample(text, 'tonelens_http_requests_total', {
        method: 'GET',
        route: '/api/analyses/:id',
        status: '200',
      }),
    ).toBe(1);
    expect(
      sample(text, 'tonelens_http_request_duration_seconds_count', {
        method: 'POST',
        route: '/api/auth/local/signup',
        status: '201',
      }),
    ).toBe(1);
    expect(sample(text, 'tonelens_analyses_stored_total')).toBe(1);
    expect(sample(text, 'tonelens_ai_calls_total', { task: 'alternativeWording', source: 'local' })).toBe(1);
    expect(
      sample(text, 'tonelens_ai_call_duration_seconds_count', {
        task: 'alternativeWording',
        source: 'local',
      }),
    ).toBe(1);
    expect(sample(text, 'tonelens_database_up')).toBe(1);
    expect(sample(text, 'tonelens_process_cpu_seconds_total')).toBeGreaterThan(0);
    // Route patterns only: no id, no search word, no address, no text.
    expect(
      sample(text, 'tonelens_http_requests_total', { method: 'GET', route: 'unmatched', status: '404' }),
    ).toBe(1);
    for (const secret of [id, 'harbour', email, 'private-person', 'secret worry', 'no-such-route']) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    const { url } = await startApp({ METRICS_TOKEN: TOKEN });
    const without = await fetch(`${url}/metrics`);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toContain('Bearer');
    expect(await without.json()).toEqual({ message: 'A valid metrics token is required.' });
    const wrong = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('tonelens_http_requests_total');
  });

  it('counts AI calls answered by the model and by the local fallback', async () => {
    let failing = false;
    const model: Server = createServer((request: IncomingMessage, response) => {
      void (async () => {
        for await (const chunk of request) void chunk;
        if (failing) {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'model is down' } }));
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'chatcmpl-metrics',
            object: 'chat.completion',
            created: Math.floor(Date.now() / 1000),
            model: 'test-model',
            choices: [
              {
                index: 0,
                message: {
                  role: 'assistant',
                  content: JSON.stringify({ alternativeText: 'I feel unheard when you interrupt me.' }),
                },
                finish_reason: 'stop',
                logprobs: null,
              },
            ],
          }),
        );
      })();
    });
    model.listen(0, '127.0.0.1');
    await once(model, 'listening');
    try {
      const { url } = await startApp({
        METRICS: '1',
        AI_PROVIDER: 'openai',
        AI_BASE_URL: `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`,
        AI_MODEL: 'test-model',
        AI_TIMEOUT_MS: '2000',
      });
      const cookie = await signUp(url, `model-${Date.now()}@example.com`);
      const ask = async () =>
        (
          (await (
            await postJson(`${url}/api/generate-alternative`, cookie, { inputText: 'Stop it.' })
          ).json()) as {
            source: string;
          }
        ).source;
      expect(await ask()).toBe('model');
      failing = true;
      expect(await ask()).toBe('local-fallback');
      const text = await (await fetch(`${url}/metrics`)).text();
      expect(sample(text, 'tonelens_ai_calls_total', { task: 'alternativeWording', source: 'model' })).toBe(
        1,
      );
      expect(
        sample(text, 'tonelens_ai_calls_total', { task: 'alternativeWording', source: 'local-fallback' }),
      ).toBe(1);
    } finally {
      model.closeAllConnections();
      model.close();
    }
  });

  it.runIf(redisUrl)('reports Redis health when Redis is configured', async () => {
    const { url } = await startApp({ METRICS: '1', REDIS_URL: redisUrl! });
    const text = await (await fetch(`${url}/metrics`)).text();
    expect(sample(text, 'tonelens_redis_up')).toBe(1);
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('is ready when the database answers; /healthz stays as it was', async () => {
    const { url } = await startApp({});
    const ready = await fetch(`${url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok' });
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  describe.runIf(postgresUrl)('with a PostgreSQL server that stops answering', () => {
    let database: TestDatabase;
    let proxy: StallingProxy;
    afterAll(async () => {
      await proxy?.close();
      await database?.drop();
    });

    it('answers 503 not ready, and metrics say the database is down', async () => {
      database = await postgresDatabase();
      const real = new URL(database.databaseUrl!);
      proxy = await startStallingProxy({ host: real.hostname, port: Number(real.port || 5432) });
      const viaProxy = new URL(real);
      viaProxy.host = `127.0.0.1:${proxy.port}`;
      const { url, t } = await startApp({
        DATABASE_URL: viaProxy.toString(),
        DATA_DIR: database.dataDir,
        METRICS: '1',
      });
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      proxy.stall();
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({
        status: 'not ready',
        message: 'The database is not answering.',
        database: 'unavailable',
      });
      const text = await (await fetch(`${url}/metrics`)).text();
      expect(sample(text, 'tonelens_database_up')).toBe(0);
      proxy.resume();
      await t.close();
      open = open.filter((entry) => entry.t !== t);
    }, 30_000);
  });
});
