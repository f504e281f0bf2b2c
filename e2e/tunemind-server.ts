/**
 * A local TuneMind for the browser suite: it speaks the protocol ToneLens relies on (spec §3, §7)
 * and records what it was sent.
 *   POST /api/generate  JSON {tone, frequency, text?} → 200 {audioUrl, …} (mode 'ok'), 500 (mode
 *                       'error'), or an answer only after 8 s (mode 'slow', beyond ToneLens's 5 s).
 *                       CORS: the app calls it from another origin with a JSON body (preflighted).
 *   GET /audio/*.wav    a short silent WAV file (the audioUrl).
 *   GET /?tone=…        the TuneMind page (direct link and embedded frame), echoing its query.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TunemindMode = 'ok' | 'error' | 'slow';

export interface GenerateCall {
  body: unknown;
  contentType: string | undefined;
  origin: string | undefined;
  cookie: string | undefined;
}

export interface TunemindServer {
  url: string;
  mode: TunemindMode;
  /**
   * Holds the TuneMind page's answers until the returned function is called, so a test sees the
   * frame's loading state for as long as it looks (a fixed delay raced the test's own steps).
   */
  holdPages: () => () => void;
  /** Lets every held page answer (also what a new test starts from). */
  releasePages: () => void;
  calls: GenerateCall[];
  pageRequests: URL[];
  close: () => Promise<void>;
}

const SLOW_MS = 8000;

function silentWav(): Buffer {
  const samples = 800;
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write('RIFF', 0);
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write('WAVEfmt ', 8);
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20);
  buffer.writeUInt16LE(1, 22);
  buffer.writeUInt32LE(8000, 24);
  buffer.writeUInt32LE(16000, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36);
  buffer.writeUInt32LE(samples * 2, 40);
  return buffer;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startTunemind(): Promise<TunemindServer> {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  let pagesHeld: Promise<void> | null = null;
  let releaseHeld: () => void = () => undefined;
  const state: TunemindServer = {
    url: '',
    mode: 'ok',
    holdPages: () => {
      state.releasePages();
      pagesHeld = new Promise<void>((resolve) => (releaseHeld = resolve));
      return state.releasePages;
    },
    releasePages: () => {
      releaseHeld();
      pagesHeld = null;
    },
    calls: [],
    pageRequests: [],
    close: async () => undefined,
  };

  const cors = (response: ServerResponse) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', state.url);
      if (url.pathname === '/api/generate' && request.method === 'OPTIONS') {
        cors(response);
        response.writeHead(204).end();
        return;
      }
      if (url.pathname === '/api/generate' && request.method === 'POST') {
        cors(response);
        const text = await readBody(request);
        state.calls.push({
          body: JSON.parse(text) as unknown,
          contentType: request.headers['content-type'],
          origin: request.headers.origin,
          cookie: request.headers.cookie,
        });
        if (state.mode === 'error') {
          response.writeHead(500, { 'Content-Type': 'text/plain' }).end('generator crashed');
          return;
        }
        if (state.mode === 'slow') await wait(SLOW_MS);
        if (response.destroyed) return;
        response
          .writeHead(200, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ audioUrl: `${state.url}/audio/tone-1.wav`, status: 'complete' }));
        return;
      }
      if (url.pathname.startsWith('/audio/') && request.method === 'GET') {
        response.writeHead(200, { 'Content-Type': 'audio/wav' }).end(silentWav());
        return;
      }
      if (request.method === 'GET' && (url.pathname === '/' || url.pathname === '/studio')) {
        state.pageRequests.push(url);
        if (pagesHeld) await pagesHeld;
        const rows = [...url.searchParams]
          .map(
            ([key, value]) =>
              `<dt>${escapeHtml(key)}</dt><dd data-param="${escapeHtml(key)}">${escapeHtml(value)}</dd>`,
          )
          .join('');
        response
          .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
          .end(
            `<!doctype html><html lang="en"><head><title>TuneMind</title></head><body><h1>TuneMind Studio</h1><dl>${rows}</dl></body></html>`,
          );
        return;
      }
      if (url.pathname === '/favicon.ico') {
        response.writeHead(204).end();
        return;
      }
      response.writeHead(404).end('not found');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = async () => {
    for (const timer of timers) clearTimeout(timer);
    state.releasePages();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return state;
}
