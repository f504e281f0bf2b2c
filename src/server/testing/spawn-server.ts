/**
 * Runs the real server (src/server/main.ts through tsx) as a child process, the way
 * `npm start` does, and waits for its 'ToneLens is listening' log line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROJECT_ROOT } from '../config';

export const MAIN = path.join(PROJECT_ROOT, 'src', 'server', 'main.ts');
const TSX_LOADER = pathToFileURL(path.join(PROJECT_ROOT, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output(): string;
  /** Sends a signal and resolves with the exit code (or the signal's name). */
  stop(signal?: NodeJS.Signals): Promise<number | string | null>;
}

/** The server's command line: node with tsx's loader, as bin/tonelens.mjs and `npm start` run TypeScript. */
export function serverCommand(): { command: string; args: string[] } {
  return { command: process.execPath, args: ['--import', TSX_LOADER, MAIN] };
}

/**
 * A clean environment: nothing of this process's configuration leaks in, so "no
 * configuration" means none. tsx is told where the project's tsconfig (path aliases) is.
 */
export function serverEnv(env: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/tmp',
    TSX_TSCONFIG_PATH: path.join(PROJECT_ROOT, 'tsconfig.json'),
    ...env,
  };
}

export function runServer(options: { env: Record<string, string>; cwd?: string }): ChildProcess {
  const { command, args } = serverCommand();
  return spawn(command, args, {
    cwd: options.cwd ?? PROJECT_ROOT,
    env: serverEnv(options.env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function spawnServer(options: {
  env: Record<string, string>;
  cwd?: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const child = runServer(options);
  let output = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${options.timeoutMs ?? 30_000} ms:\n${output}`));
    }, options.timeoutMs ?? 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      for (const line of output.split('\n')) {
        if (!line.includes('ToneLens is listening')) continue;
        const url = (JSON.parse(line) as { url: string }).url.replace('localhost', '127.0.0.1');
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.on('data', (more: Buffer) => (output += more.toString()));
        resolve({
          url,
          child,
          output: () => output,
          stop: (signal = 'SIGTERM') => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
        return;
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output}`));
    });
  });
}

/** A fetch-based client that keeps one session cookie, like a browser tab. */
export class HttpClient {
  cookie = '';
  constructor(readonly baseUrl: string) {}

  async request(
    method: string,
    url: string,
    body?: unknown,
  ): Promise<{ status: number; json: unknown; text: string }> {
    const response = await fetch(this.baseUrl + url, {
      method,
      redirect: 'manual',
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const session = response.headers.getSetCookie().find((line) => line.startsWith('tonelens_session='));
    if (session) this.cookie = session.split(';')[0]!;
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON (HTML shell, empty 204)
    }
    return { status: response.status, json, text };
  }
}
