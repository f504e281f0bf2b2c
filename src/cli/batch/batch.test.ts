/**
 * `tonelens batch` as a researcher runs it: a real child process of bin/tonelens.mjs over CSV, a
 * folder of .txt/.md files and plain lines, writing JSON Lines or CSV (parsed back with
 * csv-parse), bad rows named on stderr while the rest goes on, on worker threads.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { csvRecord, type Cell } from './csv-line';
import { OutputWriter } from './output';
import { progressLine } from './progress';

const bin = new URL('../../../bin/tonelens.mjs', import.meta.url).pathname;

function run(
  args: string[],
  input = '',
  cwd?: string,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], { cwd });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

const tmp = () => mkdtempSync(join(tmpdir(), 'tonelens-batch-'));
const jsonLines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('tonelens batch', () => {
  it('reads a CSV by its text and id columns, writes CSV with one column per field, and names each bad row', async () => {
    const dir = tmp();
    const csv = join(dir, 'survey.csv');
    // Quoted commas and newlines, a column order of our own, an empty answer and a broken quote.
    writeFileSync(
      csv,
      [
        'respondent,age,answer',
        'r1,34,"I am so grateful, truly happy today."',
        'r2,51,',
        'r3,27,"It hurts.\nI feel lost and sad."',
        'r4,40,"unclosed "quote" here"',
        'r5,22,Thank you for listening',
      ].join('\n') + '\n',
    );
    const { status, stdout, stderr } = await run([
      'batch',
      csv,
      '--text-column',
      'answer',
      '--id-column',
      'respondent',
      '--output',
      'csv',
      '--workers',
      '2',
    ]);
    expect(status).toBe(1);
    const rows = parse(stdout, { columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row.id)).toEqual(['r1', 'r3', 'r5']);
    const expected = analyse('I am so grateful, truly happy today.', 'full');
    expect(rows[0]).toMatchObject({
      mode: 'full',
      sentimentClassification: expected.sentimentClassification,
      sentimentScore: String(expected.sentimentScore),
      wordCount: String(expected.wordCount),
      toneLensSummary: expected.toneLensSummary,
    });
    expect(JSON.parse(rows[0]!.characterValues!)).toEqual(expected.characterValues);
    expect(rows[1]!.wordCount).toBe(String(analyse('It hurts.\nI feel lost and sad.', 'full').wordCount));
    const errors = stderr.trim().split('\n');
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBe(`tonelens: ${csv} line 3: empty 'answer'`);
    expect(errors[1]).toMatch(new RegExp(`^tonelens: ${csv} line 6: .*quote`, 'i'));
  });

  it('prints help, and exits 2 with one stderr line for a usage error, from its own entry', async () => {
    // bin/tonelens.mjs starts batch through batch/main.ts, not src/cli/main.ts.
    const help = await run(['batch', '--help']);
    expect(help.status).toBe(0);
    expect(help.stdout).toMatch(/tonelens batch/);
    const flag = await run(['batch', '--loud']);
    expect(flag.status).toBe(2);
    expect(flag.stdout).toBe('');
    expect(flag.stderr).toBe("tonelens: unknown option '--loud'\n");
    const missing = await run(['batch', '/no/such/file.csv']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe("tonelens: cannot read '/no/such/file.csv' (ENOENT)\n");
  });

  it('says which columns there are when the text column is missing', async () => {
    const dir = tmp();
    const csv = join(dir, 'notes.csv');
    writeFileSync(csv, 'id,body\n1,hello\n');
    const { status, stdout, stderr } = await run(['batch', csv]);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trim()).toBe(
      "tonelens: no column 'text' (columns: id, body); choose one with --text-column",
    );
  });

  it('reads a folder of .txt and .md files, one text each, named by path; skips other files', async () => {
    const dir = tmp();
    mkdirSync(join(dir, '2024'));
    writeFileSync(join(dir, '2024', 'march.md'), '# March\n\nI feel wonderful and calm.');
    writeFileSync(join(dir, 'april.txt'), 'Everything went wrong and I am furious.');
    writeFileSync(join(dir, 'empty.txt'), '   \n');
    writeFileSync(join(dir, 'photo.jpg'), 'not text');
    const { status, stdout, stderr } = await run(['batch', dir, '--mode', 'plain']);
    const lines = jsonLines(stdout);
    expect(lines.map((line) => line.id)).toEqual(['2024/march.md', 'april.txt', 'empty.txt']);
    expect(lines[0]!.sentimentClassification).toBe('positive');
    expect(lines[1]!.sentimentClassification).toBe('concerned');
    expect(lines[2]).toEqual({ id: 'empty.txt', file: 'empty.txt', error: 'empty file' });
    expect(stderr.trim()).toBe(`tonelens: ${dir} empty.txt: empty file`);
    expect(status).toBe(1);
  });

  it('works from any working directory, not only this checkout', async () => {
    // The workers' TypeScript loader once found the `@engine/…` paths only from the checkout.
    const dir = tmp();
    writeFileSync(join(dir, 'notes.csv'), 'id,text\nn1,I am so grateful today.\n');
    const { status, stdout, stderr } = await run(['batch', 'notes.csv', '--mode', 'plain'], '', dir);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(jsonLines(stdout)).toEqual([{ id: 'n1', ...analyse('I am so grateful today.', 'plain') }]);
  });

  it('reads plain lines, one text per line, numbered', async () => {
    const dir = tmp();
    const file = join(dir, 'lines.txt');
    writeFileSync(file, 'I love this.\n\nI hate this.\n');
    const { status, stdout } = await run(['batch', file, '--mode', 'plain']);
    expect(status).toBe(0);
    expect(jsonLines(stdout).map((line) => [line.id, line.sentimentClassification])).toEqual([
      [1, 'positive'],
      [3, 'concerned'],
    ]);
  });

  it('keeps input order across workers for many rows', async () => {
    const texts = Array.from({ length: 300 }, (_, i) =>
      i % 2 ? `Day ${i}: I am happy and thankful.` : `Day ${i}: I am sad and tired.`,
    );
    const dir = tmp();
    const csv = join(dir, 'many.csv');
    writeFileSync(
      csv,
      stringify(
        texts.map((text, i) => [i, text]),
        { header: true, columns: ['id', 'text'] },
      ),
    );
    const { status, stdout } = await run(['batch', csv, '--mode', 'plain', '--workers', '2']);
    expect(status).toBe(0);
    const lines = jsonLines(stdout);
    expect(lines.map((line) => line.id)).toEqual(texts.map((_, i) => String(i)));
    expect(lines.map((line) => line.sentimentClassification)).toEqual(
      texts.map((text) => analyse(text, 'plain').sentimentClassification),
    );
  });

  it('gives the same bytes with workers started before a large input is read, bad rows named in place', async () => {
    // Over 128 KiB, so both workers start before the file is parsed; the first chunks come back
    // as results (the CSV columns are not known yet), the rest formatted by the workers.
    const texts = Array.from({ length: 1_500 }, (_, i) =>
      i % 3
        ? `Entry ${i}: I feel calm, grateful and rested today, and the walk by the river was lovely.`
        : `Entry ${i}: Everything hurts and I am "so" tired; nothing went right at work again.`,
    );
    const records: string[][] = texts.map((text, i) => [`e${i}`, text]);
    records[40] = ['e40', ''];
    records[900] = ['e900', ''];
    const dir = tmp();
    const csv = join(dir, 'large.csv');
    writeFileSync(csv, stringify(records, { header: true, columns: ['id', 'text'] }));
    expect(statSync(csv).size).toBeGreaterThan(128 * 1024);
    const [asCsv, asJsonl] = await Promise.all([
      run(['batch', csv, '--output', 'csv', '--workers', '2']),
      run(['batch', csv, '--workers', '2']),
    ]);
    const good = records.filter(([, text]) => text !== '');
    const expected = new OutputWriter('csv', false).rows(
      good.map(([id, text]) => ({ id, result: { ...analyse(text!, 'full') } })),
    );
    expect(asCsv.stdout).toBe(expected);
    expect(asCsv.stderr.trim().split('\n')).toEqual([
      `tonelens: ${csv} line 42: empty 'text'`,
      `tonelens: ${csv} line 902: empty 'text'`,
    ]);
    expect(asCsv.status).toBe(1);
    const lines = jsonLines(asJsonl.stdout);
    expect(lines.map((line) => line.id)).toEqual(records.map(([id]) => id));
    expect(lines[40]).toEqual({ id: 'e40', line: 42, error: "empty 'text'" });
    expect(lines[1_100]).toEqual({ id: 'e1100', ...analyse(texts[1_100]!, 'full') });
  }, 120_000);

  it('--sentences adds nothing when the engine gives no sentences', async () => {
    const dir = tmp();
    const csv = join(dir, 'two.csv');
    writeFileSync(csv, 'id,text\na,"One. Two."\n');
    const { status, stdout } = await run(['batch', csv, '--output', 'csv', '--sentences']);
    expect(status).toBe(0);
    const rows = parse(stdout, { columns: true }) as Record<string, string>[];
    const sentences = (analyse('One. Two.', 'full') as unknown as { sentences?: unknown[] }).sentences;
    expect(rows).toHaveLength(1 + (sentences?.length ?? 0));
    expect(rows[0]).toMatchObject({ id: 'a', sentence: '' });
  });
});

describe('batch output', () => {
  it('adds one row per sentence where the result has sentences', () => {
    const result = {
      mode: 'full',
      sentimentScore: 0.5,
      sentences: [
        { text: 'One.', sentimentScore: 0.2 },
        { text: 'Two.', sentimentScore: 0.8 },
      ],
    };
    const csv = new OutputWriter('csv', true).rows([{ id: 'a', result }]);
    expect(parse(csv, { columns: true })).toEqual([
      { id: 'a', sentence: '', mode: 'full', sentimentScore: '0.5', text: '' },
      { id: 'a', sentence: '1', mode: '', sentimentScore: '0.2', text: 'One.' },
      { id: 'a', sentence: '2', mode: '', sentimentScore: '0.8', text: 'Two.' },
    ]);
    const jsonl = new OutputWriter('jsonl', true).rows([{ id: 'a', result }]);
    expect(jsonLines(jsonl).slice(1)).toEqual([
      { id: 'a', sentence: 1, text: 'One.', sentimentScore: 0.2 },
      { id: 'a', sentence: 2, text: 'Two.', sentimentScore: 0.8 },
    ]);
  });

  it('writes CSV cells as csv-stringify does', () => {
    const awkward: Cell[] = [
      'plain',
      '',
      'a,b',
      'say "hi"',
      '"',
      'two\nlines',
      'cr\ronly',
      'crlf\r\n',
      ' spaced ',
      '=1+2',
      'émoji 😀',
      0,
      -0,
      1.5,
      -0.25,
      1e-7,
      1e21,
      123456789.123,
      Number.NaN,
      Infinity,
      true,
      false,
      null,
      undefined,
    ];
    for (const value of awkward) expect(csvRecord([value])).toBe(stringify([[value]]));
    expect(csvRecord(awkward)).toBe(stringify([awkward]));
  });

  it('draws a progress line', () => {
    expect(progressLine(4500, 10_000, 3)).toBe(
      '[##############----------------] 45% 4,500/10,000 texts, 1,500/s',
    );
  });
});
