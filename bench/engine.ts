/**
 * Engine bench (issue 9): texts per second of the full analysis (`analyse(text, 'full')`) and of
 * vader-sentiment's `polarity_scores` over the same texts (VADER's four gold sets and EmoBank's
 * sentences), measured in alternating chunks so the machine's load weighs on both alike, their ratio, the time of a full analysis of a 1 MB text, and the throughput of
 * `tonelens batch --mode full` over 10,000 lines (a real child process of bin/tonelens.mjs).
 *
 *   npx tsx bench/engine.ts [--data DIR]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vader from 'vader-sentiment';
import { analyse } from '../src/engine/analyse';
import { DEFAULT_DATA_DIR, readEmoBank, readVaderSet, VADER_SETS } from '../eval/data';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface EngineBench {
  texts: number;
  characters: number;
  engineTextsPerSecond: number;
  vaderTextsPerSecond: number;
  ratio: number;
  megabyteMs: number;
  batchLines: number;
  batchSeconds: number;
  batchLinesPerSecond: number;
}

export async function benchTexts(dataDir: string): Promise<string[]> {
  const texts: string[] = [];
  for (const name of VADER_SETS) for (const row of await readVaderSet(dataDir, name)) texts.push(row.text);
  for (const row of await readEmoBank(dataDir)) texts.push(row.text);
  return texts;
}

/** Texts per second of fn over all texts: one warm-up pass, then the best of `rounds` timed passes. */
export function throughput(texts: readonly string[], fn: (text: string) => unknown, rounds = 3): number {
  for (const text of texts) fn(text);
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (const text of texts) fn(text);
    best = Math.min(best, performance.now() - started);
  }
  return (texts.length / best) * 1000;
}

/** A clock in milliseconds. */
export type Clock = () => number;
export const wallClock: Clock = () => performance.now();
/**
 * This process's CPU time (user + system, every thread, so the garbage collector's helpers count):
 * with more runnable processes than cores, the wall clock mostly measures waiting for a core.
 */
export const cpuClock: Clock = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

/**
 * Texts per second of each of several functions over the same texts, measured in alternation:
 * every chunk of `chunk` texts goes through each function in turn (the order swapped every
 * chunk), so a burst of load from other processes on a shared machine slows all of them alike
 * instead of whichever ran while it lasted. One warm-up pass, then `rounds` timed passes; each
 * function's time is its sum over the chunks by `clock` (the wall clock unless told), and its
 * best pass counts.
 */
export function alternatingThroughput(
  texts: readonly string[],
  fns: readonly ((text: string) => unknown)[],
  rounds = 3,
  chunk = 500,
  clock: Clock = wallClock,
): number[] {
  for (const fn of fns) for (const text of texts) fn(text);
  const best = fns.map(() => Infinity);
  for (let round = 0; round < rounds; round++) {
    const spent = fns.map(() => 0);
    for (let start = 0, turn = 0; start < texts.length; start += chunk, turn++) {
      const slice = texts.slice(start, start + chunk);
      for (let k = 0; k < fns.length; k++) {
        const f = turn % 2 === 0 ? k : fns.length - 1 - k;
        const fn = fns[f]!;
        const started = clock();
        for (const text of slice) fn(text);
        spent[f]! += clock() - started;
      }
    }
    spent.forEach((ms, f) => (best[f] = Math.min(best[f]!, ms)));
  }
  return best.map((ms) => (texts.length / ms) * 1000);
}

export function megabyteText(texts: readonly string[]): string {
  const size = 1024 * 1024;
  let text = '';
  for (let i = 0; text.length < size; i++) text += texts[i % texts.length] + '\n';
  return text.slice(0, size);
}

/** Spawns `tonelens batch --mode full`, feeds it the lines and times it until the last result line. */
export function benchBatch(
  texts: readonly string[],
  lines: number,
): Promise<{ seconds: number; outputLines: number }> {
  const input =
    Array.from({ length: lines }, (_, i) => JSON.stringify({ id: i, text: texts[i % texts.length] })).join(
      '\n',
    ) + '\n';
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [path.join(ROOT, 'bin', 'tonelens.mjs'), 'batch', '--mode', 'full'],
      {
        cwd: ROOT,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    let outputLines = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      for (const byte of chunk) if (byte === 10) outputLines++;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`tonelens batch exited with ${code}`));
      else resolve({ seconds: (performance.now() - started) / 1000, outputLines });
    });
    child.stdin.end(input);
  });
}

export async function runEngineBench(dataDir = DEFAULT_DATA_DIR, batchLines = 10_000): Promise<EngineBench> {
  const texts = await benchTexts(dataDir);
  const [engineTextsPerSecond, vaderTextsPerSecond] = alternatingThroughput(texts, [
    (text) => analyse(text, 'full'),
    (text) => vader.SentimentIntensityAnalyzer.polarity_scores(text),
  ]) as [number, number];
  const big = megabyteText(texts);
  analyse(big, 'full');
  const started = performance.now();
  analyse(big, 'full');
  const megabyteMs = performance.now() - started;
  const batch = await benchBatch(texts, batchLines);
  if (batch.outputLines !== batchLines)
    throw new Error(`batch wrote ${batch.outputLines} lines, expected ${batchLines}`);
  return {
    texts: texts.length,
    characters: texts.reduce((sum, text) => sum + text.length, 0),
    engineTextsPerSecond,
    vaderTextsPerSecond,
    ratio: engineTextsPerSecond / vaderTextsPerSecond,
    megabyteMs,
    batchLines,
    batchSeconds: batch.seconds,
    batchLinesPerSecond: batchLines / batch.seconds,
  };
}

const int = (value: number) => Math.round(value).toLocaleString('en-GB');

export function engineBenchRows(result: EngineBench): [string, string][] {
  return [
    [
      `texts (VADER's 4 gold sets + EmoBank), average ${Math.round(result.characters / result.texts)} characters`,
      int(result.texts),
    ],
    ["ToneLens analyse(text, 'full'): texts/s", int(result.engineTextsPerSecond)],
    ['vader-sentiment polarity_scores: texts/s', int(result.vaderTextsPerSecond)],
    ['ratio ToneLens / VADER (goal ≥ 2×)', `${result.ratio.toFixed(2)}×`],
    ['full analysis of a 1 MB text', `${int(result.megabyteMs)} ms`],
    [
      `tonelens batch --mode full, ${int(result.batchLines)} lines (incl. start-up)`,
      `${result.batchSeconds.toFixed(1)} s, ${int(result.batchLinesPerSecond)} lines/s`,
    ],
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--data');
  const result = await runEngineBench(at > -1 ? path.resolve(process.argv[at + 1] ?? '') : DEFAULT_DATA_DIR);
  for (const [name, value] of engineBenchRows(result)) console.log(`${name.padEnd(70)} ${value}`);
}
