/**
 * An in-process ToneLens for route tests: a real app on a fresh SQLite file (or PostgreSQL),
 * driven over HTTP with `inject`, plus helpers that sign users up and check the answers every
 * route owes (401, 400 for malformed JSON, 413, 403 for a foreign Origin).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { User } from '@contract/auth';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { tempDir } from './databases';

export interface TestUser {
  user: User;
  email: string;
  password: string;
  /** The Cookie header value carrying this user's session. */
  cookie: string;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  as?: TestUser | null;
  body?: unknown;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  request(method: Method, url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  signUp(name?: string): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;
export const PASSWORD = 'correct horse battery staple';

/** The `name=value` part of a Set-Cookie header for `name`, or null. */
export function cookieFrom(response: LightMyRequestResponse, name: string): string | null {
  const header = response.headers['set-cookie'];
  const all = Array.isArray(header) ? header : header ? [header] : [];
  const found = all.find((line) => line.startsWith(`${name}=`));
  return found ? found.split(';')[0]! : null;
}

/**
 * Builds an app with a test configuration. `env` is read like the real environment (so the
 * same validation runs); DATA_DIR defaults to a fresh temporary directory and the web app to
 * a directory with no build unless WEB_DIST_DIR says otherwise.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? tempDir();
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough',
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ...env,
  });
  // Test files sign dozens of users up from one address within a minute; the per-address
  // password budget has its own tests, which pass passwordAttemptsPerIp explicitly.
  const app = await buildApp(config, {
    logger: false,
    passwordAttemptsPerIp: { max: 10_000, timeWindowMs: 60_000 },
    ...options,
  });

  const request: TestApp['request'] = (method, url, { as, body, headers = {}, remoteAddress } = {}) => {
    const inject: InjectOptions = { method, url, headers: { ...headers } };
    if (as) inject.headers = { ...inject.headers, cookie: as.cookie };
    if (body !== undefined) {
      inject.payload = typeof body === 'string' ? body : JSON.stringify(body);
      inject.headers = { 'content-type': 'application/json', ...inject.headers };
    }
    if (remoteAddress) inject.remoteAddress = remoteAddress;
    return app.inject(inject);
  };

  const signUp = async (name = 'user'): Promise<TestUser> => {
    const email = `${name}-${process.pid}-${++counter}@example.com`;
    const response = await request('POST', '/api/auth/local/signup', {
      body: { email, password: PASSWORD, firstName: name, lastName: 'Tester' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const cookie = cookieFrom(response, 'tonelens_session');
    if (!cookie) throw new Error('sign-up set no session cookie');
    return { user: User.parse(response.json()), email, password: PASSWORD, cookie };
  };

  return {
    app,
    config,
    request,
    signUp,
    close: async () => {
      await app.close();
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A body bigger than the 2 MB limit. */
export const THREE_MB = JSON.stringify({ inputText: 'x'.repeat(3 * 1024 * 1024) });

/** The answers every route owes, checked the same way in each route test file. */
export async function expectGuarded(t: TestApp, method: Method, url: string, body?: unknown): Promise<void> {
  const response = await t.request(method, url, { body });
  expect(response.statusCode, `${method} ${url} without a session`).toBe(401);
  expect(response.json()).toEqual({ message: 'Please sign in to continue.' });
}

export async function expectMalformedJson(
  t: TestApp,
  as: TestUser,
  method: Method,
  url: string,
): Promise<void> {
  const response = await t.request(method, url, { as, body: '{"inputText": "unterminated' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    message: 'The request body is not valid JSON.',
    issues: [{ path: '', message: 'The request body is not valid JSON.' }],
  });
}

export async function expectTooLarge(t: TestApp, as: TestUser, method: Method, url: string): Promise<void> {
  const response = await t.request(method, url, { as, body: THREE_MB });
  expect(response.statusCode).toBe(413);
  expect(response.json()).toEqual({ message: 'The request is too large (at most 2 MB).' });
}

export async function expectForeignOriginRefused(
  t: TestApp,
  as: TestUser,
  method: Method,
  url: string,
  body?: unknown,
): Promise<void> {
  const foreign: Array<Record<string, string>> = [
    { origin: 'https://evil.example' },
    { referer: 'https://evil.example/page' },
  ];
  for (const headers of foreign) {
    const response = await t.request(method, url, { as, body, headers });
    expect(response.statusCode, `${method} ${url} with ${JSON.stringify(headers)}`).toBe(403);
    expect(response.json()).toEqual({ message: 'This request came from another site and was refused.' });
  }
}

/** Expects a 400 whose issues name `path`. */
export function expectInvalid(response: LightMyRequestResponse, path: string, message?: string): void {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as { message: string; issues: Array<{ path: string; message: string }> };
  expect(body.issues.map((issue) => issue.path)).toContain(path);
  if (message) expect(body.issues.find((issue) => issue.path === path)?.message).toBe(message);
}
