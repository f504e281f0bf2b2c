/**
 * Slow and vanishing clients (issue 16): a body or headers that never finish arriving no
 * longer hold a connection forever (408 and closed after the request/header time-outs), and a
 * client that hangs up mid-body is one info line in the log, not an error with a stack.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/harness';
import { SERVER_TIMEOUTS } from './security';

const TIMEOUTS = { requestMs: 1000, headersMs: 500, checkEveryMs: 100 };
const logLines: Array<Record<string, unknown>> = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n')) if (line.trim()) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { logger: { level: 'info', stream: logStream }, timeouts: { server: TIMEOUTS } },
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Writes `data` on a fresh connection and resolves with what came back when the server closed it. */
function sendAndWait(data: string, giveUpMs = 10_000): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(data));
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`the server kept the connection open for ${giveUpMs} ms`));
    }, giveUpMs);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
  });
}

async function waitForLog(
  match: (line: Record<string, unknown>) => boolean,
): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    const line = logLines.find(match);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no such log line');
}

describe('slow clients', () => {
  it('have the production limits of 30 s per request and 10 s for headers', () => {
    expect(SERVER_TIMEOUTS).toMatchObject({ requestMs: 30_000, headersMs: 10_000 });
  });

  it('lose a connection whose body never finishes arriving', async () => {
    const { answer } = await sendAndWait(
      'POST /api/auth/local/signin HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"email":',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('lose a connection whose headers never finish arriving', async () => {
    const { answer } = await sendAndWait('GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('a client that hangs up mid-body', () => {
  it('is logged at info, without a stack, and nothing is logged as an error', async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          'POST /api/auth/local/signup HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
            'Content-Length: 1000\r\n\r\n{"email":"gone@example.com",',
        );
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 100);
      });
    });
    const line = await waitForLog(
      (entry) => entry.msg === 'client closed the connection before sending the whole request',
    );
    expect(line.level).toBe(30);
    expect(JSON.stringify(line)).not.toMatch(/stack|"err"/);
    // Give any error line a moment to appear, then check there is none.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(logLines.filter((entry) => Number(entry.level) >= 50)).toEqual([]);
  });
});
