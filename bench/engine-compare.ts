/**
 * The engine now against the engine of an earlier commit, in one process (issue 15): the short-text
 * throughput of both and of vader-sentiment, alternating in chunks (bench/engine.ts), and the full
 * analysis of the 1 MB text, the two engines taking turns, so a burst of load on the shared machine
 * weighs on both alike. The earlier engine is `git archive REV src/engine`, unpacked under tmp/
 * (git-ignored) so it resolves the same node_modules. The load average is printed before and after.
 * `--processes N` times the 1 MB text instead in N processes per engine, taking turns
 * (bench/support/megabyte-process.ts): in one process the two engines share wink-nlp's functions, and an
 * engine that calls them differently changes how fast they run for the other (ADR 0044).
 *
 *   npx tsx bench/engine-compare.ts [--before REV] [--rounds N] [--megabyte-only] [--processes N]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import vader from 'vader-sentiment';
import { analyse } from '../src/engine/analyse';
import { DEFAULT_DATA_DIR } from '../eval/data';
import { alternatingThroughput, benchTexts, cpuClock, megabyteText } from './engine';
import type { MegabyteRuns } from './support/megabyte-process';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

type Analyse = typeof analyse;

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(name);
  return at > -1 && process.argv[at + 1] ? process.argv[at + 1]! : fallback;
}

/** analyse() of the engine at `rev`, unpacked once into tmp/engine-before/<commit>. */
async function engineAt(rev: string): Promise<{ commit: string; analyse: Analyse }> {
  const commit = execFileSync('git', ['rev-parse', '--short', rev], { cwd: ROOT, encoding: 'utf8' }).trim();
  const dir = path.join(ROOT, 'tmp', 'engine-before', commit);
  if (!existsSync(path.join(dir, 'src', 'engine', 'analyse.ts'))) {
    mkdirSync(dir, { recursive: true });
    const archive = execFileSync('git', ['archive', commit, 'src/engine'], { cwd: ROOT, maxBuffer: 1 << 28 });
    execFileSync('tar', ['-x', '-C', dir], { input: archive });
  }
  const module = (await import(pathToFileURL(path.join(dir, 'src', 'engine', 'analyse.ts')).href)) as {
    analyse: Analyse;
  };
  return { commit, analyse: module.analyse };
}

const loadAverage = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const ms = (value: number): string => `${Math.round(value)} ms`;

const rev = option('--before', 'main');
const rounds = Number(option('--rounds', '7'));
const before = await engineAt(rev);
const texts = await benchTexts(DEFAULT_DATA_DIR);
const big = megabyteText(texts);
console.log(`load average at start: ${loadAverage()}`);

if (!process.argv.includes('--megabyte-only')) {
  const fns = [
    (text: string) => analyse(text, 'full'),
    (text: string) => before.analyse(text, 'full'),
    (text: string) => vader.SentimentIntensityAnalyzer.polarity_scores(text),
  ];
  for (const [clock, rates] of [
    ['wall clock', alternatingThroughput(texts, fns)],
    ['CPU time', alternatingThroughput(texts, fns, 3, 500, cpuClock)],
  ] as const) {
    const [nowRate, beforeRate, vaderRate] = rates as [number, number, number];
    console.log(
      `short texts (${texts.length}), texts/s by ${clock}: now ${Math.round(nowRate)} (${(nowRate / vaderRate).toFixed(2)}× VADER), ` +
        `${before.commit} ${Math.round(beforeRate)} (${(beforeRate / vaderRate).toFixed(2)}× VADER), VADER ${Math.round(vaderRate)}`,
    );
  }
}

const processes = Number(option('--processes', '0'));
if (processes > 0) {
  compareInProcesses(processes);
  console.log(`load average at end: ${loadAverage()}`);
  process.exit(0);
}

/** The 1 MB text timed in `count` fresh processes per engine, the engines taking turns. */
function compareInProcesses(count: number): void {
  const dirs = { now: ROOT, before: path.join(ROOT, 'tmp', 'engine-before', before.commit) };
  const runs = { now: [] as MegabyteRuns[], before: [] as MegabyteRuns[] };
  for (let round = 0; round < count; round++) {
    const order = round % 2 === 0 ? (['now', 'before'] as const) : (['before', 'now'] as const);
    for (const who of order) {
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          path.join(ROOT, 'bench', 'support', 'megabyte-process.ts'),
          dirs[who],
          '--runs',
          String(rounds),
        ],
        { cwd: ROOT, encoding: 'utf8', maxBuffer: 1 << 20 },
      );
      if (child.status !== 0) throw new Error(`megabyte-process.ts failed: ${child.stderr}`);
      runs[who].push(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as MegabyteRuns);
    }
  }
  for (const who of ['now', 'before'] as const) {
    const label = who === 'now' ? 'now' : before.commit;
    const all = runs[who];
    const medians = (pick: (run: MegabyteRuns) => number[]) => all.map((run) => median(pick(run)));
    console.log(
      `1 MB in ${count} processes, ${label}: first analysis (after a 1 MB text of the other half) wall ` +
        `${all.map((run) => Math.round(run.first.wall)).join(', ')} ms, CPU ${all.map((run) => Math.round(run.first.cpu)).join(', ')} ms; ` +
        `then ${rounds} each, median wall ${medians((run) => run.wall)
          .map(Math.round)
          .join(', ')} ms, ` +
        `CPU ${medians((run) => run.cpu)
          .map(Math.round)
          .join(', ')} ms, best ${ms(Math.min(...all.flatMap((run) => run.wall)))}`,
    );
  }
}

const times = { now: [] as number[], before: [] as number[] };
// CPU time (cpuClock) beside the wall clock: on a machine with more runnable processes than cores
// the wall clock mostly measures waiting for a core.
const cpu = { now: [] as number[], before: [] as number[] };
analyse(big, 'full');
before.analyse(big, 'full');
for (let round = 0; round < rounds; round++) {
  // Alternate who goes first, so neither always runs right after the other's garbage.
  const order = round % 2 === 0 ? (['now', 'before'] as const) : (['before', 'now'] as const);
  for (const who of order) {
    const fn = who === 'now' ? analyse : before.analyse;
    const cpuStarted = cpuClock();
    const started = performance.now();
    fn(big, 'full');
    times[who].push(performance.now() - started);
    cpu[who].push(cpuClock() - cpuStarted);
  }
}
console.log(
  `1 MB full analysis over ${rounds} turns each: now best ${ms(Math.min(...times.now))}, median ${ms(median(times.now))}; ` +
    `${before.commit} best ${ms(Math.min(...times.before))}, median ${ms(median(times.before))}`,
);
console.log(
  `  CPU time: now best ${ms(Math.min(...cpu.now))}, median ${ms(median(cpu.now))}; ` +
    `${before.commit} best ${ms(Math.min(...cpu.before))}, median ${ms(median(cpu.before))}`,
);
console.log(`load average at end: ${loadAverage()}`);
