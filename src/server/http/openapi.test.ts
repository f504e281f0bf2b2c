import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/harness';
import { DOCS_PREFIX, OPENAPI_PATH } from './openapi';

let t: TestApp;

/** The parts of an OpenAPI document this test reads; anything else is allowed through. */
const Operation = z.looseObject({
  parameters: z.array(z.looseObject({ name: z.string(), in: z.string(), schema: z.unknown() })).optional(),
  requestBody: z
    .looseObject({ content: z.record(z.string(), z.looseObject({ schema: z.unknown() })) })
    .optional(),
  responses: z.record(
    z.string(),
    z.looseObject({
      description: z.string(),
      content: z.record(z.string(), z.looseObject({ schema: z.unknown() })).optional(),
    }),
  ),
  security: z.array(z.record(z.string(), z.array(z.string()))).optional(),
});
type Operation = z.infer<typeof Operation>;
const Document = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), Operation)),
});
type Document = z.infer<typeof Document>;

let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.request('GET', OPENAPI_PATH);
  expect(response.statusCode).toBe(200);
  document = Document.parse(response.json());
});
afterAll(() => t.close());

/** Fastify's `/api/journal/:id` is OpenAPI's `/api/journal/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operationOf(method: string, url: string): Operation | undefined {
  return document.paths[openApiPath(url)]?.[method.toLowerCase()];
}

/** Every documented route: HEAD is Fastify's automatic twin of GET, hidden ones are static files. */
function describedRoutes(): { method: string; route: RouteOptions }[] {
  return t.app.registeredRoutes
    .filter((route) => !(route.schema as { hide?: boolean } | undefined)?.hide)
    .flatMap((route) => [route.method].flat().map((method) => ({ method, route })))
    .filter(({ method }) => method !== 'HEAD');
}

const keysOf = (schema: unknown): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, generated from the routes, public', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.title).toBe('ToneLens API');
    expect(describedRoutes().length).toBeGreaterThan(35);
  });

  it('has every registered route with its request and response schemas', () => {
    for (const { method, route } of describedRoutes()) {
      const label = `${method} ${route.url}`;
      const operation = operationOf(method, route.url);
      expect(operation, `${label} is missing`).toBeDefined();
      if (!operation) continue;
      const schema = route.schema ?? {};
      if (schema.body) {
        expect(operation.requestBody?.content['application/json']?.schema, `${label} body`).toMatchObject({
          type: 'object',
        });
      }
      for (const [part, where] of [
        ['querystring', 'query'],
        ['params', 'path'],
      ] as const) {
        const names = keysOf(schema[part]);
        const documented = (operation.parameters ?? []).filter((p) => p.in === where).map((p) => p.name);
        expect(documented.sort(), `${label} ${where} parameters`).toEqual(names.sort());
      }
      const responses = (schema.response ?? {}) as Record<string, unknown>;
      for (const status of Object.keys(responses)) {
        expect(
          operation.responses[status]?.content?.['application/json']?.schema,
          `${label} response ${status}`,
        ).toBeDefined();
      }
    }
  });

  it('describes a schema in the contract field by field', () => {
    const analyse = operationOf('POST', '/api/analyse');
    expect(analyse?.requestBody?.content['application/json']?.schema).toMatchObject({
      properties: { inputText: { type: 'string' }, mode: { enum: expect.arrayContaining(['full']) } },
      required: expect.arrayContaining(['inputText', 'mode']),
    });
    expect(analyse?.responses['201']?.content?.['application/json']?.schema).toMatchObject({
      properties: { id: { type: 'string' } },
    });
  });

  it('marks the routes that need a session, and only those', () => {
    expect(operationOf('POST', '/api/analyse')?.security).toEqual([{ session: [] }]);
    expect(operationOf('GET', '/api/journal')?.security).toEqual([{ session: [] }]);
    expect(operationOf('POST', '/api/auth/local/signin')?.security).toBeUndefined();
    expect(operationOf('GET', '/api/config')?.security).toBeUndefined();
  });
});

describe('the API reference page', () => {
  it('is served without a session, from this server only, under the app CSP', async () => {
    const page = await t.request('GET', DOCS_PREFIX);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    // Every script and stylesheet the page names is a local file that answers.
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(4);
    for (const asset of assets) {
      expect(asset, 'no external host').toMatch(/^\/api\/docs\//);
      const response = await t.request('GET', asset);
      expect(response.statusCode, asset).toBe(200);
    }
    // The inline-script-free initializer loads the document from the viewer's own JSON route.
    const initializer = await t.request('GET', `${DOCS_PREFIX}/static/swagger-initializer.js`);
    expect(initializer.body).toContain("resolveUrl('./json')");
    expect(initializer.body).toContain('validatorUrl: null');
    const json = await t.request('GET', `${DOCS_PREFIX}/json`);
    expect(json.json()).toEqual(document);
  });
});

describe("the README's curl walkthrough", () => {
  /** Each curl command of the README's "## API" section as `METHOD /path`. */
  function walkthroughCalls(): string[] {
    const readme = readFileSync(path.resolve(import.meta.dirname, '../../../README.md'), 'utf8');
    const section = readme.split(/^## API$/m)[1]?.split(/^## /m)[0] ?? '';
    const commands = section.replace(/\\\n\s*/g, ' ').split('\n');
    return commands
      .filter((line) => line.trimStart().startsWith('curl '))
      .map((line) => {
        const url = /https?:\/\/localhost:5000(\/[^\s'"?]*)/.exec(line)?.[1];
        const explicit = /-X\s+([A-Z]+)/.exec(line)?.[1];
        const method = explicit ?? (/\s(-d|--data|--json|-F)\s/.test(line) ? 'POST' : 'GET');
        return `${method} ${url ?? '(no URL)'}`;
      });
  }

  it('uses only paths and methods the document has', () => {
    const calls = walkthroughCalls();
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/auth/local/signup',
        'POST /api/auth/local/signin',
        'POST /api/analyse',
        'GET /api/journal',
        'GET /api/journal/export',
      ]),
    );
    for (const call of calls) {
      const [method, url] = call.split(' ') as [string, string];
      const documented = document.paths[url]?.[method.toLowerCase()];
      expect(documented, `${call} from the README is not in the OpenAPI document`).toBeDefined();
    }
  });
});
