import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateMusic, MusicHttpError, safeAudioUrl } from './generate';

/** A local TuneMind: /ok answers an audioUrl, /bad a 500, /slow never in time, /odd a non-URL. */
let server: Server;
let base: string;
let lastBody: unknown;

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      lastBody = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      if (request.url?.startsWith('/ok/')) {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ audioUrl: '/audio/a.wav', extra: 1 }));
      } else if (request.url?.startsWith('/odd/')) {
        response.writeHead(200, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ audioUrl: 'javascript:alert(1)' }));
      } else if (request.url?.startsWith('/bad/')) {
        response.writeHead(500, 'Internal Server Error').end('boom');
      } else {
        setTimeout(() => response.writeHead(200).end('{}'), 2000);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('POST {TUNEMIND_URL}/api/generate (spec §7, §8)', () => {
  it('posts the tone as JSON and reads the audioUrl, resolved against TuneMind', async () => {
    const result = await generateMusic(`${base}/ok`, { tone: 0.5, frequency: 550, text: 'hi' });
    expect(lastBody).toEqual({ tone: 0.5, frequency: 550, text: 'hi' });
    expect(result).toEqual({ audioUrl: `${base}/audio/a.wav` });
  });

  it('never opens an audioUrl that is not http(s)', async () => {
    expect(await generateMusic(`${base}/odd`, { tone: 0.5, frequency: 550 })).toEqual({ audioUrl: null });
    expect(safeAudioUrl('data:audio/wav;base64,AAAA', base)).toBeNull();
    expect(safeAudioUrl(42, base)).toBeNull();
  });

  it('turns a failed response into "HTTP {status}: {statusText}"', async () => {
    const failure = generateMusic(`${base}/bad`, { tone: 0.5, frequency: 550 });
    await expect(failure).rejects.toBeInstanceOf(MusicHttpError);
    await expect(failure).rejects.toThrow('HTTP 500: Internal Server Error');
  });

  it('aborts when TuneMind does not answer in time', async () => {
    const started = Date.now();
    const failure = generateMusic(`${base}/slow`, { tone: 0.5, frequency: 550 }, 200);
    await expect(failure).rejects.toThrow(/abort/i);
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
