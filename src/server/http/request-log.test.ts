/**
 * One log line per request (ADR 0034): 'request completed' with the method, the path without
 * its query string, the address, the status and the time, and no 'incoming request' line; a
 * request whose client goes away before the answer gets a 'request aborted' line instead.
 */
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loggerOptions } from '../app';
import { createTestApp, type TestApp } from '../testing/harness';

interface Line {
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress?: string };
  res?: { statusCode: number };
  responseTime?: number;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWithLog(): Promise<{ app: TestApp; lines: Line[] }> {
  const lines: Line[] = [];
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) };
  const app = await createTestApp({}, { logger: loggerOptions('info', stream) });
  return { app, lines };
}

describe('request log', () => {
  it('writes one line per request, with its status and time and without its query string', async () => {
    const { app, lines } = await appWithLog();
    t = app;
    const user = await app.signUp('logged');
    lines.length = 0;
    const response = await app.request('GET', '/api/journal?q=secret+words&limit=5', { as: user });
    expect(response.statusCode).toBe(200);
    const requestLines = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requestLines).toHaveLength(1);
    const [line] = requestLines as [Line];
    expect(line.msg).toBe('request completed');
    expect(line.req).toMatchObject({ method: 'GET', url: '/api/journal' });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(typeof line.responseTime).toBe('number');
    expect(line.reqId).toBeTruthy();
    expect(lines.some((each) => each.msg === 'incoming request')).toBe(false);
    expect(JSON.stringify(lines)).not.toContain('secret');

    lines.length = 0;
    await app.request('GET', '/api/auth/user');
    expect(lines.filter((each) => each.msg === 'request completed')).toMatchObject([
      { req: { method: 'GET', url: '/api/auth/user' }, res: { statusCode: 401 } },
    ]);
  });

  it('logs a request whose client goes away before the answer', async () => {
    const { app, lines } = await appWithLog();
    t = app;
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    // A body announced but never sent: the request waits for it until the client leaves.
    socket.write(
      'POST /api/auth/local/signin?next=secret HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"em',
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    socket.destroy();
    await expect
      .poll(() => lines.find((line) => line.msg === 'request aborted'))
      .toMatchObject({
        req: { method: 'POST', url: '/api/auth/local/signin' },
      });
    expect(JSON.stringify(lines)).not.toContain('secret');
  });
});
