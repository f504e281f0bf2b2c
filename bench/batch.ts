/**
 * Batch bench (issues 15 and 17): `tonelens batch --mode full --output csv` over a CSV of real
 * texts (VADER's gold sets and EmoBank, repeated; the engine bench's texts), each run a child
 * process of bin/tonelens.mjs (start-up included).
 *
 * The goal as issue 15 words it is 1 core against 2: one run pinned to one core with `taskset`
 * (1 worker), beside one on every core with the default workers (one per core), taking turns
 * round by round. 1 against 2 workers on every core is printed as an extra line: there the
 * 1-worker run already uses more than one core (main thread, V8's GC and compiler threads).
 *
 * Wall-clock ratios swing with whatever else the shared machine runs, so each run's CPU time
 * (user + system of the child and its threads, from `/usr/bin/time`) is printed too, and the
 * parallel efficiency from it: CPU of the 1-core run / CPU of the 2-core run. Where the work
 * is spread over both cores without waiting, 2 × efficiency is the speed-up two cores can give.
 *
 * 50,000 rows by default: about 10 s on one core, so the ~2 s of start-up (tsx, the engine's
 * modules and model loaded by each worker) is a fifth of the run instead of half of it at 10,000.
 * A figure under the goal is reported, never a failed build.
 *
 * The ceiling beside it: in each round two 1-worker runs at once, each pinned to a core of its own
 * (two processes that share nothing but the machine), whose rows in the pair's time against one
 * 1-core run's rows in its time say how much two cores of this machine give this work at best.
 *
 * On Linux each run's CPU is also split by thread (/proc/PID/task, polled while it runs): the
 * main thread, the worker threads (the busiest threads after it, one per worker) and the rest
 * (V8's compiler and GC threads, libuv's). `--against DIR` runs that checkout's
 * bin/tonelens.mjs (say /work/main) in the same turns, 1 core and every core, same input.
 *
 *   npx tsx bench/batch.ts [--rows N] [--rounds N] [--data DIR] [--against DIR]
 */
import { createHash } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { DEFAULT_DATA_DIR } from '../eval/data';
import { benchTexts } from './engine';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TIME = '/usr/bin/time';

interface Timed {
  /** From spawn to exit. */
  seconds: number;
  /** User + system CPU seconds of the child (every thread), when /usr/bin/time is there. */
  cpu: number | null;
  rows: number;
  /** Of stdout, to show every run wrote the same bytes. */
  digest: string;
  /** CPU seconds by thread (Linux), or null. */
  threads: ThreadSplit | null;
}

interface ThreadSplit {
  main: number;
  /** The busiest threads after the main one, one per worker, busiest first. */
  workers: number[];
  /** Every other thread: V8's compiler and GC threads, libuv's. */
  rest: number;
}

interface Setup {
  label: string;
  /** The checkout whose bin/tonelens.mjs runs. */
  root: string;
  /** A CPU to pin the run to with taskset, or null for every core. */
  pinTo: string | null;
  workers: number | null;
}

async function which(file: string): Promise<boolean> {
  if (existsSync(file)) return true;
  return new Promise((resolve) => {
    const child = spawn('sh', ['-c', `command -v ${file}`], { stdio: 'ignore' });
    child.on('error', () => resolve(false));
    child.on('close', (code) => resolve(code === 0));
  });
}

/** The CPUs this process may run on, from Cpus_allowed_list ("0-1", "0,2-3"); ['0'] if unknown. */
async function allowedCpus(): Promise<string[]> {
  try {
    const status = await readFile('/proc/self/status', 'utf8');
    const list = /Cpus_allowed_list:\s*([0-9,-]+)/.exec(status)?.[1];
    if (list) {
      return list.split(',').flatMap((range) => {
        const [from, to = from] = range.split('-').map(Number) as [number, number?];
        return Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
      });
    }
  } catch {
    // Not Linux: taskset is missing there too.
  }
  return ['0'];
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
  } catch {
    return 100;
  }
})();

/** The node process of a run: the child itself, or /usr/bin/time's child (taskset execs). */
async function nodePid(pid: number): Promise<number | null> {
  try {
    const children = (await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8')).trim();
    return children === '' ? pid : Number(children.split(' ')[0]);
  } catch {
    return null;
  }
}

/** Adds each thread's CPU ticks so far (user + system) to `ticks`; threads that ended keep their last. */
async function pollThreads(pid: number, ticks: Map<number, number>): Promise<void> {
  let tids: string[];
  try {
    tids = await readdir(`/proc/${pid}/task`);
  } catch {
    return; // Gone, or not Linux.
  }
  await Promise.all(
    tids.map(async (tid) => {
      try {
        const stat = await readFile(`/proc/${pid}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks.set(Number(tid), Number(fields[11]) + Number(fields[12]));
      } catch {
        // The thread ended between the listing and the read.
      }
    }),
  );
}

function splitThreads(pid: number, ticks: Map<number, number>, workers: number): ThreadSplit | null {
  if (!ticks.has(pid)) return null;
  const seconds = (n: number) => n / TICKS_PER_SECOND;
  const others = [...ticks].filter(([tid]) => tid !== pid).map(([, n]) => seconds(n));
  others.sort((a, b) => b - a);
  const rest = others.slice(workers).reduce((sum, n) => sum + n, 0);
  return { main: seconds(ticks.get(pid)!), workers: others.slice(0, workers), rest };
}

function timeBatch(csv: string, setup: Setup, timeFile: string | null): Promise<Timed> {
  return new Promise((resolve, reject) => {
    let command: string[] = [process.execPath, path.join(setup.root, 'bin', 'tonelens.mjs'), 'batch'];
    command.push('--mode', 'full', '--output', 'csv', csv);
    if (setup.workers !== null) command.push('--workers', String(setup.workers));
    if (timeFile) command = [TIME, '-f', '%U %S', '-o', timeFile, ...command];
    if (setup.pinTo !== null) command = ['taskset', '-c', setup.pinTo, ...command];
    const started = performance.now();
    const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
    const ticks = new Map<number, number>();
    let pid: number | null = null;
    let polling = Promise.resolve();
    const poller = setInterval(() => {
      polling = polling.then(async () => {
        pid ??= child.pid === undefined ? null : await nodePid(child.pid);
        if (pid !== null) await pollThreads(pid, ticks);
      });
    }, 50);
    const hash = createHash('sha256');
    let newlines = 0;
    child.stdout.on('data', (chunk: Buffer) => {
      hash.update(chunk);
      for (const byte of chunk) if (byte === 10) newlines++;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      clearInterval(poller);
      if (code !== 0) return reject(new Error(`${setup.label}: tonelens batch exited with ${code}`));
      const cpuOf = async (): Promise<number | null> => {
        if (!timeFile) return null;
        const [user, system] = (await readFile(timeFile, 'utf8')).trim().split(/\s+/).slice(-2).map(Number);
        return user !== undefined && system !== undefined ? user + system : null;
      };
      const workers = setup.workers ?? availableParallelism();
      Promise.all([cpuOf(), polling]).then(
        ([cpu]) =>
          resolve({
            ...{ seconds, cpu, rows: newlines - 1, digest: hash.digest('hex').slice(0, 12) },
            threads: pid === null ? null : splitThreads(pid, ticks, workers),
          }),
        reject,
      );
    });
  });
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each group's median over the rounds: main thread, each worker, the other threads. */
function threadLine(runs: readonly Timed[]): string {
  const splits = runs.map((run) => run.threads);
  if (!splits.every((split): split is ThreadSplit => split !== null)) return '';
  const workers = splits[0]!.workers.map((_, i) => median(splits.map((split) => split.workers[i] ?? 0)));
  return (
    ` (main thread ${median(splits.map((split) => split.main)).toFixed(1)} s, ` +
    `worker${workers.length > 1 ? 's' : ''} ${workers.map((n) => n.toFixed(1)).join(' + ')} s, ` +
    `other threads ${median(splits.map((split) => split.rest)).toFixed(1)} s)`
  );
}

const load = async (): Promise<string> => {
  try {
    return (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...{ rows: { type: 'string' }, rounds: { type: 'string' }, data: { type: 'string' } },
      against: { type: 'string' },
    },
  });
  const rows = Number(values.rows ?? 50_000);
  const rounds = Math.max(1, Number(values.rounds ?? 2));
  const texts = await benchTexts(values.data ? path.resolve(values.data) : DEFAULT_DATA_DIR);
  const dir = await mkdtemp(path.join(tmpdir(), 'tonelens-batch-bench-'));
  const hasTaskset = await which('taskset');
  const hasTime = await which(TIME);
  const cores = availableParallelism();
  try {
    const csv = path.join(dir, 'corpus.csv');
    const records = Array.from({ length: rows }, (_, i) => [`row-${i + 1}`, texts[i % texts.length]!]);
    await writeFile(csv, stringify(records, { header: true, columns: ['id', 'text'] }));
    const cpus = await allowedCpus();
    const cpu = cpus[0]!;
    const goalSetups = (root: string, name: string): [Setup, Setup] => [
      hasTaskset
        ? { label: `${name}1 core (taskset -c ${cpu}), 1 worker`, root, pinTo: cpu, workers: 1 }
        : { label: `${name}1 worker`, root, pinTo: null, workers: 1 },
      hasTaskset
        ? { label: `${name}${cores} cores, default (${cores} workers)`, root, pinTo: null, workers: null }
        : { label: `${name}2 workers`, root, pinTo: null, workers: 2 },
    ];
    const [oneCore, allCores] = goalSetups(ROOT, '');
    // The extra line: 1 vs 2 workers, both on every core (without taskset it is the headline).
    const extra: Setup[] = hasTaskset
      ? [
          { label: `${cores} cores, 1 worker`, root: ROOT, pinTo: null, workers: 1 },
          { label: `${cores} cores, 2 workers`, root: ROOT, pinTo: null, workers: 2 },
        ]
      : [];
    // The machine's own ceiling for this work: two 1-worker runs at once, each pinned to a core of
    // its own (two processes: nothing shared but the hardware), beside the 1-core run of the round.
    const pair: Setup[] =
      hasTaskset && cpus.length >= 2
        ? cpus.slice(0, 2).map((each) => ({
            label: `1 core (taskset -c ${each}), 1 worker, beside another`,
            ...{ root: ROOT, pinTo: each, workers: 1 },
          }))
        : [];
    const pairSeconds: number[] = [];
    const against = values.against ? goalSetups(path.resolve(values.against), `${values.against}: `) : [];
    const setups = [oneCore, allCores, ...extra, ...against];
    const runs = new Map<Setup, Timed[]>(setups.map((setup) => [setup, []]));
    const loadBefore = await load();
    for (let round = 0; round < rounds; round++) {
      for (const setup of setups) {
        const timed = await timeBatch(csv, setup, hasTime ? path.join(dir, 'time.txt') : null);
        if (timed.rows !== rows) console.log(`  note: ${setup.label} wrote ${timed.rows} rows, not ${rows}`);
        runs.get(setup)!.push(timed);
      }
      if (pair.length === 2) {
        const both = await Promise.all(
          pair.map((setup, i) => timeBatch(csv, setup, hasTime ? path.join(dir, `pair-${i}.txt`) : null)),
        );
        pairSeconds.push(Math.max(...both.map((run) => run.seconds)));
      }
    }
    const loadAfter = await load();

    console.log(
      `tonelens batch --mode full --output csv, ${rows.toLocaleString('en')}-row CSV, start-up included, ` +
        `median of ${rounds} taking turns (load average ${loadBefore} before, ${loadAfter} after)`,
    );
    if (!hasTaskset) console.log('  note: taskset is missing, so 1 core vs 2 is shown as 1 vs 2 workers');
    const seconds = (setup: Setup) => median(runs.get(setup)!.map((run) => run.seconds));
    const cpuSeconds = (setup: Setup) => {
      const all = runs.get(setup)!.map((run) => run.cpu);
      return all.every((value): value is number => value !== null) ? median(all) : null;
    };
    const width = Math.max(...setups.map((setup) => setup.label.length));
    for (const setup of setups) {
      const cpuTime = cpuSeconds(setup);
      console.log(
        `  ${setup.label.padEnd(width)}  ${seconds(setup).toFixed(1)} s, ` +
          `${Math.round(rows / seconds(setup)).toLocaleString('en')} rows/s` +
          (cpuTime === null ? '' : `, CPU ${cpuTime.toFixed(1)} s`) +
          threadLine(runs.get(setup)!),
      );
    }
    const ratios = (a: Setup, b: Setup) =>
      runs
        .get(a)!
        .map((run, i) => run.seconds / runs.get(b)![i]!.seconds)
        .map((ratio) => ratio.toFixed(2) + '×')
        .join(', ');
    const name = hasTaskset ? '2 cores vs 1 core' : '2 vs 1 workers';
    console.log(
      `  ${name}: ${(seconds(oneCore) / seconds(allCores)).toFixed(2)}× by the wall clock ` +
        `(each round: ${ratios(oneCore, allCores)}; goal ≥ 1.7×)`,
    );
    if (pairSeconds.length > 0) {
      // Two runs' rows in the pair's time, against one run's rows in the 1-core run's time.
      const ceilings = pairSeconds.map((pairTime, i) => (2 * runs.get(oneCore)!.at(i)!.seconds) / pairTime);
      console.log(
        `  the machine's own ceiling: two 1-worker runs at once, pinned to cores ${pair.map((setup) => setup.pinTo).join(' and ')}, ` +
          `do ${median(ceilings).toFixed(2)}× the rows of one in the same time ` +
          `(each round: ${ceilings.map((ceiling) => ceiling.toFixed(2) + '×').join(', ')}; ` +
          `pair ${median(pairSeconds).toFixed(1)} s)`,
      );
    }
    const cpuOne = cpuSeconds(oneCore);
    const cpuAll = cpuSeconds(allCores);
    if (cpuOne !== null && cpuAll !== null) {
      const efficiency = cpuOne / cpuAll;
      console.log(
        `  parallel efficiency (CPU of the 1-core run / CPU of the ${cores}-core run): ` +
          `${efficiency.toFixed(2)}, so two cores can give at most ${(2 * efficiency).toFixed(2)}×`,
      );
    } else {
      console.log('  note: /usr/bin/time is missing, so no CPU time or parallel efficiency');
    }
    if (against.length === 2) {
      const [one, all] = against as [Setup, Setup];
      const [cpuA, cpuB] = [cpuSeconds(one), cpuSeconds(all)];
      console.log(
        `  ${values.against}: 2 cores vs 1 core ${(seconds(one) / seconds(all)).toFixed(2)}× ` +
          `(each round: ${ratios(one, all)})` +
          (cpuA !== null && cpuB !== null ? `, parallel efficiency ${(cpuA / cpuB).toFixed(2)}` : ''),
      );
    }
    if (extra.length === 2) {
      console.log(
        `  2 vs 1 workers, both on every core: ${(seconds(extra[0]!) / seconds(extra[1]!)).toFixed(2)}× ` +
          `(each round: ${ratios(extra[0]!, extra[1]!)})`,
      );
    }
    const digests = new Set([...runs.values()].flat().map((run) => run.digest));
    console.log(
      digests.size === 1
        ? `  every run wrote the same bytes (sha256 ${[...digests][0]}…)`
        : `  note: the runs wrote different output (${[...digests].join(', ')})`,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

// A bench reports; it never fails the build (issue 15).
await main().catch((error: unknown) => {
  console.log(`  note: the batch bench stopped: ${error instanceof Error ? error.message : String(error)}`);
});
