/**
 * Issue 17 "Bring your journal", end to end on a real server: `tonelens import` on a folder and on
 * a broken CSV (the CLI path, with its progress bar on a terminal), and the Import section of
 * Account Settings in Chromium, with its progress bar and result message.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalysesList } from '../src/contract/analysis';
import { startServer, type TestServer } from './server';
import { PASSWORD, newUser } from './fixtures';

const run = promisify(execFile);
const bin = new URL('../bin/tonelens.mjs', import.meta.url).pathname;

let server: TestServer;
let work: string;

beforeAll(async () => {
  [server, work] = await Promise.all([startServer(), mkdtemp(path.join(tmpdir(), 'tonelens-import-'))]);
});

afterAll(async () => {
  await server?.close();
  await rm(work, { recursive: true, force: true });
});

/** A user signed up over the API; returns the e-mail and a cookie for reading back. */
async function signUp(): Promise<{ email: string; cookie: string }> {
  const user = newUser();
  const response = await fetch(`${server.url}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...user, password: PASSWORD }),
  });
  expect(response.status).toBe(201);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { email: user.email, cookie };
}

async function analyses(cookie: string) {
  const response = await fetch(`${server.url}/api/analyses`, { headers: { cookie } });
  return AnalysesList.parse(await response.json());
}

async function cli(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args], {
      env: { ...process.env, TONELENS_PASSWORD: PASSWORD, ...env },
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('tonelens import', () => {
  it('imports a folder of Markdown with its dates, once, and refuses a broken CSV naming the line', async () => {
    const { email, cookie } = await signUp();
    const folder = path.join(work, 'journal');
    await mkdir(path.join(folder, '2023'), { recursive: true });
    await writeFile(path.join(folder, 'first.md'), '---\ndate: 2023-01-10\n---\nA calm, hopeful start.\n');
    await writeFile(path.join(folder, '2023', '2023-02-14 letters.md'), 'Warm words from an old friend.');
    const plain = path.join(folder, '2023', 'undated.txt');
    await writeFile(plain, 'Rain all day; I felt flat and tired.');
    await utimes(plain, new Date('2023-03-03T10:00:00Z'), new Date('2023-03-03T10:00:00Z'));
    await writeFile(path.join(folder, '.hidden.md'), 'not part of the journal');

    const first = await cli(['import', folder, '--server', server.url, '--email', email]);
    expect(first.stderr).toBe('');
    expect(first).toMatchObject({ status: 0 });
    expect(first.stdout).toBe('Imported 3 entries from journal.zip, dated 2023-01-10 to 2023-03-03.\n');
    const stored = await analyses(cookie);
    expect(stored.map((item) => [item.createdAt.slice(0, 10), item.mode])).toEqual([
      ['2023-03-03', 'full'],
      ['2023-02-14', 'full'],
      ['2023-01-10', 'full'],
    ]);

    const again = await cli(['import', folder, '--server', server.url], { TONELENS_EMAIL: email });
    expect(again.stdout).toBe('Imported 0 entries from journal.zip (3 already imported).\n');

    const csv = path.join(work, 'journal.csv');
    await writeFile(csv, 'date,text\n2022-01-01,Fine\n2022-02-30,Not a day\n');
    const broken = await cli(['import', csv, '--server', server.url, '--email', email]);
    expect(broken).toEqual({
      status: 1,
      stdout: '',
      stderr:
        "tonelens: journal.csv line 3: '2022-02-30' is not a date (write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM)\n",
    });
    expect(await analyses(cookie)).toHaveLength(3);

    const wrong = await cli(['import', csv, '--server', server.url, '--email', email], {
      TONELENS_PASSWORD: 'not the password',
    });
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toBe('tonelens: sign-in failed: The e-mail or password is incorrect.\n');
  });

  // util-linux's `script` gives the command a terminal, as a person running it would have.
  const script = ['/usr/bin/script', '/bin/script'].find((file) => existsSync(file));
  it.skipIf(!script)('draws a progress bar on stderr when it is a terminal', async () => {
    const { email, cookie } = await signUp();
    const csv = path.join(work, 'many.csv');
    const rows = Array.from({ length: 400 }, (_, i) => {
      const day = new Date(Date.UTC(2019, 0, 1 + i)).toISOString().slice(0, 10);
      return `${day},"Day ${i + 1}: a walk, some worry, then relief."`;
    });
    await writeFile(csv, ['date,text', ...rows].join('\n'));
    const command = [process.execPath, bin, 'import', csv, '--server', server.url, '--email', email]
      .map((part) => `'${part}'`)
      .join(' ');
    const { stdout } = await run(script!, ['-qec', command, '/dev/null'], {
      env: { ...process.env, TONELENS_PASSWORD: PASSWORD },
    });
    expect(stdout).toMatch(/\[#{30}\] 100% 400\/400 texts/);
    expect(stdout).toContain('Imported 400 entries from many.csv, dated 2019-01-01 to 2020-02-04.');
    expect(await analyses(cookie)).toHaveLength(400);
  });
});
