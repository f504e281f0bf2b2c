/**
 * One engine's full analysis of the 1 MB bench text in a process of its own (bench/engine-compare.ts
 * `--processes`): two engines in one process share wink-nlp's functions, and how one engine calls
 * them changes how fast V8 makes them for the other (ADR 0044). Prints one JSON line: the first
 * analysis of the 1 MB text right after a 1 MB text of the other half of the bench texts (half its
 * words new to the process), then `--runs` more.
 *
 *   npx tsx bench/support/megabyte-process.ts ENGINE_DIR [--runs N]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_DATA_DIR } from '../../eval/data';
import { benchTexts, cpuClock, megabyteText } from '../engine';

export interface MegabyteRuns {
  /** Wall and CPU ms of the first analysis of the 1 MB text. */
  first: { wall: number; cpu: number };
  /** Wall and CPU ms of each later analysis. */
  wall: number[];
  cpu: number[];
}

const [dir] = process.argv.slice(2);
if (!dir) throw new Error('usage: megabyte-process.ts ENGINE_DIR [--runs N]');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt > -1 ? Number(process.argv[runsAt + 1]) : 7;
const { analyse } = (await import(pathToFileURL(path.join(dir, 'src', 'engine', 'analyse.ts')).href)) as {
  analyse: (text: string, mode: 'full') => unknown;
};
const texts = await benchTexts(DEFAULT_DATA_DIR);
// Warm the process on the other half's text in the bench text's order: every second text.
analyse(megabyteText(texts.filter((_, i) => i % 2 === 1)), 'full');
const big = megabyteText(texts);
const timed = () => {
  const cpuStarted = cpuClock();
  const started = performance.now();
  analyse(big, 'full');
  return { wall: performance.now() - started, cpu: cpuClock() - cpuStarted };
};
const result: MegabyteRuns = { first: timed(), wall: [], cpu: [] };
for (let i = 0; i < runs; i++) {
  const { wall, cpu } = timed();
  result.wall.push(wall);
  result.cpu.push(cpu);
}
console.log(JSON.stringify(result));
