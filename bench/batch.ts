/**
 * Batch bench (issues 15 and 17): `tonelens batch --mode full --output csv` over a 10,000-row CSV
 * of real texts (VADER's gold sets and EmoBank, repeated), as a child process of bin/tonelens.mjs
 * (start-up included), with 1 worker thread and with 2 in the same run, and their ratio; then
 * with the default (one worker per core). The texts are the engine bench's.
 *
 *   npx tsx bench/batch.ts [--rows N] [--data DIR]
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { DEFAULT_DATA_DIR } from '../eval/data';
import { benchTexts } from './engine';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

interface Timed {
  /** From spawn to exit. */
  seconds: number;
  /** From the first result written to exit: the analysis itself, without start-up. */
  steadySeconds: number;
  rows: number;
}

function timeBatch(csv: string, workers: number | null): Promise<Timed> {
  return new Promise((resolve, reject) => {
    const args = [path.join(ROOT, 'bin', 'tonelens.mjs'), 'batch', '--mode', 'full', '--output', 'csv', csv];
    if (workers !== null) args.push('--workers', String(workers));
    const started = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let newlines = 0;
    let first = 0;
    let rowsAtFirst = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      if (!first) first = performance.now();
      for (const byte of chunk) if (byte === 10) newlines++;
      if (!rowsAtFirst) rowsAtFirst = newlines - 1;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`tonelens batch exited with ${code}`));
      const ended = performance.now();
      resolve({
        seconds: (ended - started) / 1000,
        steadySeconds: (ended - first) / 1000 / ((newlines - 1 - rowsAtFirst) / (newlines - 1)),
        rows: newlines - 1,
      });
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rows: { type: 'string' }, data: { type: 'string' } } });
  const rows = Number(values.rows ?? 10_000);
  const texts = await benchTexts(values.data ? path.resolve(values.data) : DEFAULT_DATA_DIR);
  const dir = await mkdtemp(path.join(tmpdir(), 'tonelens-batch-bench-'));
  try {
    const csv = path.join(dir, 'corpus.csv');
    const records = Array.from({ length: rows }, (_, i) => [`row-${i + 1}`, texts[i % texts.length]!]);
    await writeFile(csv, stringify(records, { header: true, columns: ['id', 'text'] }));
    const one = await timeBatch(csv, 1);
    const two = await timeBatch(csv, 2);
    const all = await timeBatch(csv, null);
    for (const run of [one, two, all]) {
      if (run.rows !== rows) throw new Error(`batch wrote ${run.rows} rows, expected ${rows}`);
    }
    const line = (label: string, run: Timed) =>
      `  ${label.padEnd(34)}  ${run.seconds.toFixed(1)} s, ${Math.round(rows / run.seconds)} rows/s ` +
      `(after start-up ${Math.round(rows / run.steadySeconds)} rows/s)`;
    console.log(
      `tonelens batch --mode full --output csv, ${rows.toLocaleString('en')}-row CSV (incl. start-up)`,
    );
    console.log(line('1 worker', one));
    console.log(line('2 workers', two));
    console.log(
      `  ${'2 vs 1 workers'.padEnd(34)}  ${(one.seconds / two.seconds).toFixed(2)}× end to end, ` +
        `${(one.steadySeconds / two.steadySeconds).toFixed(2)}× after start-up (goal ≥ 1.7×)`,
    );
    console.log(line(`default (${availableParallelism()} cores)`, all));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
