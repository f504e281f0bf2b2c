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
import type { Browser } from 'playwright-core';
import { csvOf } from '../src/server/import/samples';
import { seriousViolations } from './axe';
import { launchBrowser } from './browser';
import { newContext, newUser, PASSWORD, screenshot, signUpViaApi, watchErrors } from './fixtures';
import { E2E_SCREENSHOTS } from './paths';
import { startServer, type TestServer } from './server';

const run = promisify(execFile);
const bin = new URL('../bin/tonelens.mjs', import.meta.url).pathname;

let server: TestServer;
let work: string;
let browser: Browser;

beforeAll(async () => {
  [server, work, browser] = await Promise.all([
    startServer(),
    mkdtemp(path.join(tmpdir(), 'tonelens-import-')),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
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

describe('Import in Account Settings', () => {
  it('imports 2,000 dated entries with a result message, names the line of a broken file, and shows a labelled progress bar on a 10,000-entry import', async () => {
    const context = await newContext(browser, server.url);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signUpViaApi(context);
    await page.goto('/');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByRole('heading', { name: 'Import a journal' }).waitFor();

    // Each phase can pass faster than a poll on a busy machine, so the page records every name its
    // progress bar takes (the text it is labelled by, which is also its aria-valuetext).
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressNames: string[] }).progressNames = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[role="progressbar"]')) {
          const label = document.getElementById(bar.getAttribute('aria-labelledby') ?? '');
          const name = `${label?.textContent ?? ''} | ${bar.getAttribute('aria-valuetext') ?? ''}`;
          if (seen.at(-1) !== name) seen.push(name);
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    await settings.getByLabel('Journal files to import').setInputFiles({
      name: 'journal.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(2000)),
    });
    const result = settings.getByRole('status').filter({ hasText: 'Imported' });
    await result.waitFor({ timeout: 60_000 });
    expect(await result.textContent()).toBe(
      'Imported 2,000 entries from journal.csv, dated 2020-01-01 to 2025-06-22.',
    );
    const names = await page.evaluate(() => (window as unknown as { progressNames: string[] }).progressNames);
    expect(names[0]).toBe('Reading your files... | Reading your files...');
    expect(names).toContainEqual(expect.stringMatching(/^(Analysing entries: [\d,]+ of 2,000) \| \1$/));
    expect(await settings.getByRole('progressbar').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'import-done-1440', false);

    // The same file again adds nothing.
    await settings.getByLabel('Journal files to import').setInputFiles({
      name: 'journal.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csvOf(2000)),
    });
    await settings
      .getByRole('status')
      .filter({ hasText: 'Imported 0 entries from journal.csv (2,000 already imported).' })
      .waitFor({ timeout: 60_000 });

    await settings.getByLabel('Journal files to import').setInputFiles({
      name: 'broken.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('date,text\n2024-01-01,fine\nyesterday,not a date\n'),
    });
    const alert = settings.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(
      "broken.csv line 3: 'yesterday' is not a date (write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM)",
    );
    await screenshot(page, 'import-broken-1440', false);

    // The analyses show the past, the newest dated by the file.
    const analyses = await context.request.get('/api/analyses?limit=1');
    expect(((await analyses.json()) as Array<{ createdAt: string }>)[0]?.createdAt).toBe(
      '2025-06-22T12:00:00.000Z',
    );
    // A big journal (10,000 undated rows, dated by the file): long enough to photograph the bar.
    const big = [
      'text',
      ...Array.from({ length: 10_000 }, (_, i) => `"Note ${i + 1}: calm, then a little worried."`),
    ];
    await settings.getByLabel('Journal files to import').setInputFiles({
      name: 'big.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(big.join('\n')),
    });
    const section = settings.getByRole('region', { name: 'Import a journal' });
    await section
      .getByRole('progressbar', { name: /^(Analysing|Saving) entries: [\d,]+ of 10,000$/ })
      .waitFor();
    await mkdir(E2E_SCREENSHOTS, { recursive: true });
    // A page capture clipped to the section: an element capture would wait for the bar to stop moving.
    const box = await section.boundingBox();
    await page.screenshot({
      path: path.join(E2E_SCREENSHOTS, 'import-progress-section.png'),
      ...(box ? { clip: box } : {}),
    });
    await section
      .getByRole('status')
      .filter({ hasText: 'Imported 10,000 entries from big.csv' })
      .waitFor({ timeout: 80_000 });

    // The browser logs the 400 of the broken file itself; nothing else may be logged.
    expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
    await context.close();
  });
});
