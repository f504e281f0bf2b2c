import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, apiJson, apiRequest } from './api';

let server: Server;
let base = '';
const seen: { method?: string; contentType?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, contentType: request.headers['content-type'], body });
      if (request.url === '/missing') response.writeHead(404).end('{"message":"Not found."}');
      else if (request.url === '/empty') response.writeHead(503).end();
      else response.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"a1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('api client', () => {
  it('turns a failure into "<status>: <body text>"', async () => {
    const error = await apiRequest('GET', `${base}/missing`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404: {"message":"Not found."}');
    expect((error as ApiError).serverMessage).toBe('Not found.');
  });

  it('uses the status text when the body is empty', async () => {
    await expect(apiRequest('GET', `${base}/empty`)).rejects.toThrow('503: Service Unavailable');
  });

  it('sets a JSON body and content type only when a body is given', async () => {
    seen.length = 0;
    await apiRequest('POST', `${base}/ok`, { inputText: 'hi' });
    await apiRequest('GET', `${base}/ok`);
    expect(seen[0]).toEqual({ method: 'POST', contentType: 'application/json', body: '{"inputText":"hi"}' });
    expect(seen[1]?.contentType).toBeUndefined();
  });

  it('parses a success with the contract schema and rejects a mismatch', async () => {
    expect(await apiJson(z.object({ id: z.string() }), 'GET', `${base}/ok`)).toEqual({ id: 'a1' });
    await expect(apiJson(z.object({ id: z.number() }), 'GET', `${base}/ok`)).rejects.toThrow();
  });
});
