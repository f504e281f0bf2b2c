/**
 * Server load bench (issue 15): the real server (src/server/main.ts as `npm start` runs it,
 * built-in AI) under autocannon, every figure printed beside its peer from the same run, since
 * on a shared machine only ratios taken side by side mean much:
 *
 * - reads at 10 connections beside `GET /healthz` (the server's ceiling): `GET /api/auth/user`
 *   (one session lookup) and one journal page; goal ≥ 0.7× healthz. The server is warmed up
 *   first (each route for a second, not counted), and `/healthz` is measured before and after
 *   the two reads; each read is set beside the mean of the two, so the ceiling is not
 *   disadvantaged by coming first (right after the seeding) nor by the machine's load drifting;
 * - one journal page (and a search page, an analyses page) for a user with 10 entries beside
 *   one with 100,000, pages of 10 so both hold as many entries; goal < 1.5× apart (the journal
 *   pages read, each request another URL, not pages kept from an earlier answer, ADR 0037); and
 *   the journal's count (the card's 'N entries'), kept by triggers since migration 0010 (it was a
 *   count over the user's index, growing with it);
 * - stored analyses at 50 connections (group commit, `synchronous = FULL`); goal ≥ 2,000/s with
 *   p99 ≤ 50 ms.
 *
 * SQLite always; PostgreSQL too when TEST_DATABASE_URL (or --postgres URL) is set, in a schema
 * of its own. The server's CPU time per request (from /proc) is printed as well: it does not
 * depend on what else the machine is doing (as much); the write rounds also print its main
 * thread's share, the event loop's, which bounds the requests per second on a quiet machine. A bench reports; it never fails a build: it always
 * exits 0, and says so when something went wrong.
 *
 *   [TEST_DATABASE_URL=postgres://…] npx tsx bench/server.ts [--seconds 5] [--sqlite-only | --postgres-only]
 *     [--postgres URL]
 *
 * `--writes-only --rounds N [--against DIR] [--postgres URL]` measures only the stored analyses
 * (beside `/healthz` of the same server), N rounds on a fresh database each (SQLite, or
 * PostgreSQL with --postgres), taking turns with the server of another checkout (e.g. main's,
 * `--against /work/main`) when given: two versions in one session.
 * `--reads-only --rounds N [--against DIR] [--postgres URL]` measures only the goal's reads
 * (`/healthz`, `/api/auth/user`, a 10-entry journal's page, `/healthz` again), N rounds, each in
 * a fresh server of this checkout and of DIR's taking turns, each on a database of its own seeded
 * alike (a newer schema would stop an older server: SQLite, a copy of the one DIR's seeds;
 * PostgreSQL, a schema per version);
 * `--page-misses` adds, per round, a journal page that is never a kept one (ADR 0037).
 * `--search-only --rounds N [--against DIR] [--postgres URL]` measures only search pages (10 vs
 * 100,000 matching entries, a rare word), each version on a database of its own, taking turns.
 * Otherwise `--against DIR` runs the PostgreSQL bench on that checkout's server too, after this
 * one's. `--profile DIR` writes a CPU profile of each server (node --cpu-prof) into DIR.
 */
import { spawn } from 'node:child_process';
import { cp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { seedJournal } from './support/seed-journal';
import { postgresDatabase, postgresUrl, tempDir, type TestDatabase } from '../src/server/testing/databases';
import { PROJECT_ROOT } from '../src/server/config';
import { serverEnv, spawnServer, type ServerProcess } from '../src/server/testing/spawn-server';

const TEXT =
  'I keep going back over what I said to her yesterday. I was tired and it came out sharper than I ' +
  'meant, and now I am not sure whether to apologise or let it rest. Honestly I love working with ' +
  'her, and I am grateful for how patient she has been this month.';
const LARGE = 100_000;
/** A word one seeded entry in 10,000 holds (10 of the 100,000; 1 of the 10). */
const RARE = 'zebra';
const SMALL = 10;
const PAGE = 20;
/**
 * The page of the 100,000-vs-10 rows: as long as the small journal, so both pages hold 10 entries.
 * At limit 20 the 10-entry journal's page held 10 and the other 20, and the ratio weighed the
 * page's length (twice the rows to read and write out) along with the journal's size.
 */
const SIZE_PAGE = SMALL;
const READ_CONNECTIONS = 10;
const WRITE_CONNECTIONS = 50;

interface LoadResult {
  label: string;
  requestsPerSecond: number;
  meanMs: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Server CPU time (user + system) per request, in ms. */
  cpuMs: number | null;
  /**
   * The main thread's share of it (the event loop's, which every request passes through; on a
   * quiet machine it bounds the requests per second), in ms.
   */
  mainThreadCpuMs: number | null;
  /**
   * PostgreSQL's CPU time per request (every process named `postgres` on this machine: the
   * backends serving the server's pool, and the rest idle), in ms. Printed for PostgreSQL only:
   * SQLite runs in the server's process and is counted in `cpuMs`.
   */
  databaseCpuMs: number | null;
}

/**
 * The server's CPU time so far, in ms (Linux /proc; clock ticks of 10 ms): every thread's, or
 * with `mainThread` its main thread's alone (the thread whose id is the process's).
 */
async function cpuTimeMs(pid: number, mainThread = false): Promise<number | null> {
  try {
    const stat = await readFile(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

/** The CPU time so far of every process named `postgres` (the database server), in ms. */
async function postgresCpuMs(): Promise<number> {
  let total = 0;
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = await readFile(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

async function rssMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

async function load(
  server: ServerProcess,
  path: string,
  label: string,
  options: Partial<Pick<autocannon.Options, 'method' | 'body' | 'headers' | 'requests'>>,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const pid = server.child.pid ?? 0;
  const cpuBefore = await cpuTimeMs(pid);
  const mainBefore = await cpuTimeMs(pid, true);
  const databaseBefore = await postgresCpuMs();
  const result = await autocannon({ url: server.url + path, duration: seconds, connections, ...options });
  const cpuAfter = await cpuTimeMs(pid);
  const mainAfter = await cpuTimeMs(pid, true);
  const databaseAfter = await postgresCpuMs();
  const total = result.requests.total;
  return {
    label,
    requestsPerSecond: result.requests.average,
    meanMs: result.latency.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMs: cpuBefore !== null && cpuAfter !== null && total > 0 ? (cpuAfter - cpuBefore) / total : null,
    mainThreadCpuMs:
      mainBefore !== null && mainAfter !== null && total > 0 ? (mainAfter - mainBefore) / total : null,
    databaseCpuMs: total > 0 ? (databaseAfter - databaseBefore) / total : null,
  };
}

async function signUp(url: string, email: string): Promise<{ cookie: string; id: string }> {
  const response = await fetch(`${url}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench-password-123', firstName: 'Bench', lastName: 'Mark' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const user = await fetch(`${url}/api/auth/user`, { headers: { cookie } });
  const { id } = (await user.json()) as { id: string };
  return { cookie, id };
}

const ratio = (value: number, peer: number) => (peer > 0 ? `${(value / peer).toFixed(2)}×` : '?');

/** A fresh database for one bench: a schema of its own in `postgres`'s database, or a SQLite folder. */
async function freshDatabase(postgres: string | undefined): Promise<TestDatabase> {
  if (postgres) return postgresDatabase(postgres);
  return {
    name: 'sqlite',
    databaseUrl: null,
    dataDir: tempDir('tonelens-bench-'),
    drop: async () => undefined,
  };
}

/** The environment of a server the bench starts on `database`. */
function serverEnvOn(database: TestDatabase): Record<string, string> {
  const env: Record<string, string> = {
    PORT: '0',
    DATA_DIR: database.dataDir,
    WEB_DIST_DIR: database.dataDir,
    // The write bench is about the disk, not the per-user limit (60 analyses a minute by default).
    ANALYSES_PER_MINUTE: '100000',
  };
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  return env;
}

const loadAverageNow = async () => (await readFile('/proc/loadavg', 'utf8')).split(' ').slice(0, 3).join(' ');

/**
 * Each route once for a second at the read connections, not counted: the JIT compiles the
 * request path and the database's pages are read in before the first measure (without it the
 * first measure, `/healthz`, ran on a cold server right after the seeding and came out far too
 * low in some runs, which made every ratio beside it look better than it was).
 */
async function warmUp(server: ServerProcess, cookie: string): Promise<void> {
  const get = { method: 'GET' as const, headers: { cookie } };
  for (const path of ['/healthz', '/api/auth/user', `/api/journal?limit=${PAGE}`]) {
    await load(server, path, 'warm-up', get, 1, READ_CONNECTIONS);
  }
}

interface ReadGoal {
  healthzBefore: LoadResult;
  user: LoadResult;
  page: LoadResult;
  healthzAfter: LoadResult;
  /** The ceiling the reads are set beside: the mean of the two /healthz measures. */
  ceiling: number;
}

/** The goal's reads between two measures of `/healthz` (see the top of the file). */
async function readGoal(server: ServerProcess, cookie: string, seconds: number): Promise<ReadGoal> {
  const get = { method: 'GET' as const, headers: { cookie } };
  const healthzBefore = await load(
    server,
    '/healthz',
    'GET /healthz (before the reads)',
    {},
    seconds,
    READ_CONNECTIONS,
  );
  const user = await load(server, '/api/auth/user', 'GET /api/auth/user', get, seconds, READ_CONNECTIONS);
  const page = await load(
    server,
    `/api/journal?limit=${PAGE}`,
    `GET /api/journal?limit=${PAGE} (${SMALL} entries)`,
    get,
    seconds,
    READ_CONNECTIONS,
  );
  const healthzAfter = await load(
    server,
    '/healthz',
    'GET /healthz (after the reads)',
    {},
    seconds,
    READ_CONNECTIONS,
  );
  const ceiling = (healthzBefore.requestsPerSecond + healthzAfter.requestsPerSecond) / 2;
  return { healthzBefore, user, page, healthzAfter, ceiling };
}

async function benchDatabase(
  database: TestDatabase,
  seconds: number,
  root: string | null = null,
  nodeArgs: string[] = [],
): Promise<void> {
  const env = serverEnvOn(database);
  const server =
    root || nodeArgs.length > 0
      ? await spawnServerOf(root ?? PROJECT_ROOT, env, nodeArgs)
      : await spawnServer({ env });
  try {
    const small = await signUp(server.url, 'small@example.com');
    const large = await signUp(server.url, 'large@example.com');
    const writer = await signUp(server.url, 'writer@example.com');
    const seeding = performance.now();
    await seedJournal(database, small.id, SMALL, TEXT, RARE);
    await seedJournal(database, large.id, LARGE, TEXT, RARE);
    const seededIn = Math.round((performance.now() - seeding) / 1000);
    const pid = server.child.pid ?? 0;
    const rssBefore = await rssMb(pid);
    const get = (cookie: string) => ({ method: 'GET' as const, headers: { cookie } });
    const read = (path: string, label: string, cookie: string) =>
      load(server, path, label, cookie ? get(cookie) : { method: 'GET' }, seconds, READ_CONNECTIONS);
    const page = `/api/journal?limit=${SIZE_PAGE}`;
    /** `path` with a parameter the query's check drops, another each request: never a kept page. */
    const readMisses = (path: string, label: string, cookie: string) => {
      let n = 0;
      const requests = [
        { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: `${path}&n=${++n}` }) },
      ];
      return load(server, path, label, { ...get(cookie), requests }, seconds, READ_CONNECTIONS);
    };

    await warmUp(server, small.cookie);
    // Both journals' pages of SIZE_PAGE are warmed too, so the 100,000-vs-10 ratio compares two warm pages.
    for (const who of [small, large])
      await load(server, page, 'warm-up', get(who.cookie), 1, READ_CONNECTIONS);
    const goal = await readGoal(server, small.cookie, seconds);
    const { user, page: page10, ceiling } = goal;
    // The 100,000-vs-10 ratio is of pages read, not kept (ADR 0037): every request another URL.
    const pageRead10 = await readMisses(page, `GET ${page}&n=… (${SMALL} entries, read)`, small.cookie);
    const pageRead100k = await readMisses(
      page,
      `GET ${page}&n=… (${LARGE.toLocaleString('en')} entries, read)`,
      large.cookie,
    );
    const count10 = await read('/api/journal/count', `GET /api/journal/count (${SMALL})`, small.cookie);
    const count100k = await read(
      '/api/journal/count',
      `GET /api/journal/count (${LARGE.toLocaleString('en')})`,
      large.cookie,
    );
    const analyses10 = await read(
      `/api/analyses?limit=${SIZE_PAGE}`,
      `GET /api/analyses?limit=${SIZE_PAGE} (10)`,
      small.cookie,
    );
    const analyses100k = await read(
      `/api/analyses?limit=${SIZE_PAGE}`,
      `GET /api/analyses?limit=${SIZE_PAGE} (100,000)`,
      large.cookie,
    );
    const writes = await load(
      server,
      '/api/analyse',
      `POST /api/analyse (full, ${TEXT.length} characters, stored)`,
      {
        method: 'POST',
        headers: { cookie: writer.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ inputText: TEXT, mode: 'full' }),
      },
      seconds,
      WRITE_CONNECTIONS,
    );
    // Searches last: a slow one leaves requests queued that would land in the next measure.
    const search10 = await read(`${page}&q=grateful`, 'search page, q=grateful (10 entries)', small.cookie);
    const search100k = await read(
      `${page}&q=grateful`,
      'search page, q=grateful (100,000 entries)',
      large.cookie,
    );
    const rssAfter = await rssMb(pid);

    const rows: Array<[LoadResult, string, string]> = [
      [goal.healthzBefore, '—', 'the ceiling: mean of the two'],
      [user, `${ratio(user.requestsPerSecond, ceiling)} healthz`, '≥ 0.7× healthz'],
      [page10, `${ratio(page10.requestsPerSecond, ceiling)} healthz`, '≥ 0.7× healthz'],
      [
        goal.healthzAfter,
        `${ratio(goal.healthzAfter.requestsPerSecond, goal.healthzBefore.requestsPerSecond)} of before`,
        'the ceiling: mean of the two',
      ],
      [pageRead10, `${ratio(pageRead10.requestsPerSecond, ceiling)} healthz`, '—'],
      [pageRead100k, `time ${ratio(pageRead100k.meanMs, pageRead10.meanMs)} of 10 entries`, '< 1.5×'],
      [count10, `${ratio(count10.requestsPerSecond, ceiling)} healthz`, '—'],
      [count100k, `time ${ratio(count100k.meanMs, count10.meanMs)} of 10 entries`, '—'],
      [search10, `${ratio(search10.requestsPerSecond, ceiling)} healthz`, '—'],
      [search100k, `time ${ratio(search100k.meanMs, search10.meanMs)} of 10 entries`, '—'],
      [analyses10, `${ratio(analyses10.requestsPerSecond, ceiling)} healthz`, '—'],
      [analyses100k, `time ${ratio(analyses100k.meanMs, analyses10.meanMs)} of 10 entries`, '< 1.5×'],
      [writes, `${ratio(writes.requestsPerSecond, ceiling)} healthz`, '≥ 2,000/s, p99 ≤ 50 ms'],
    ];
    const name = database.databaseUrl ? 'PostgreSQL' : 'SQLite (synchronous = FULL)';
    const loadAverage = await loadAverageNow();
    console.log(
      `\nServer bench on ${name}, server of ${root ?? 'this checkout'} (load ${loadAverage}): reads at ${READ_CONNECTIONS} connections, writes at ${WRITE_CONNECTIONS}, ` +
        `${seconds} s each (Node ${process.version}; ${LARGE.toLocaleString('en')} entries seeded in ${seededIn} s)\n`,
    );
    console.log(
      '| measure | requests/s | mean ms | p50 ms | p99 ms | server CPU ms/request | beside its peer | goal |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- | --- |');
    for (const [r, peer, goal] of rows) {
      const cpu = r.cpuMs === null ? '?' : r.cpuMs.toFixed(2);
      console.log(
        `| ${r.label} | ${Math.round(r.requestsPerSecond)} | ${r.meanMs.toFixed(1)} | ${r.p50} | ${r.p99} | ${cpu} | ${peer} | ${goal} |`,
      );
    }
    const failed = rows.filter(([r]) => r.non2xx > 0 || r.errors > 0);
    for (const [r] of failed)
      console.log(`warning: ${r.label}: ${r.non2xx} non-2xx answers, ${r.errors} errors`);
    console.log(`\nserver RSS: ${rssBefore ?? '?'} MB after seeding, ${rssAfter ?? '?'} MB after the load`);
  } finally {
    await server.stop();
  }
}

/**
 * The real server of the checkout at `root` (this one or another, e.g. main's), started the way
 * spawnServer starts this one's: node with that checkout's tsx loader and tsconfig.
 */
async function spawnServerOf(
  root: string,
  env: Record<string, string>,
  nodeArgs: string[],
): Promise<ServerProcess> {
  const loader = pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', loader, path.join(root, 'src', 'server', 'main.ts')],
    {
      cwd: root,
      env: { ...serverEnv(env), TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal)),
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${root}'s server did not start:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((each) => each.includes('ToneLens is listening'));
      if (!line) return;
      clearTimeout(timer);
      // Once it listens, its log (two lines a request) is read and dropped: splitting the whole,
      // growing log on every chunk, as this did, took more and more of the bench process's CPU
      // from autocannon, so every measure came out lower than the one before.
      child.stdout.off('data', onData);
      child.stdout.resume();
      resolve((JSON.parse(line) as { url: string }).url.replace('localhost', '127.0.0.1'));
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  });
  return {
    url,
    child,
    output: () => output,
    stop: (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * One round of stored analyses at WRITE_CONNECTIONS on a fresh database (SQLite, or a schema of
 * its own in `postgres`'s database), after `/healthz` on the same server (its ceiling).
 */
async function writeRound(
  root: string | null,
  seconds: number,
  profileDir: string | undefined,
  postgres: string | undefined,
) {
  const database = await freshDatabase(postgres);
  const env = serverEnvOn(database);
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await spawnServerOf(root ?? PROJECT_ROOT, env, nodeArgs);
  try {
    const writer = await signUp(server.url, 'writer@example.com');
    const request = {
      method: 'POST' as const,
      headers: { cookie: writer.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ inputText: TEXT, mode: 'full' }),
    };
    // A short warm-up: the analysis thread starts and the JIT settles before the measure.
    await load(server, '/api/analyse', 'warm-up', request, 1, WRITE_CONNECTIONS);
    const healthz = await load(server, '/healthz', 'healthz', { method: 'GET' }, seconds, READ_CONNECTIONS);
    const writes = await load(server, '/api/analyse', 'writes', request, seconds, WRITE_CONNECTIONS);
    return { healthz, writes };
  } finally {
    await server.stop();
    await database.drop();
    await rm(database.dataDir, { recursive: true, force: true });
  }
}

async function benchWrites(
  rounds: number,
  seconds: number,
  against: string | undefined,
  profileDir: string | undefined,
  postgres: string | undefined,
): Promise<void> {
  const versions: Array<[string, string | null]> = [['this checkout', null]];
  if (against) versions.push([against, against]);
  const name = postgres ? 'PostgreSQL' : 'SQLite (synchronous = FULL)';
  console.log(
    `\nStored analyses (full, ${TEXT.length} characters) at ${WRITE_CONNECTIONS} connections, ${name}, ` +
      `${seconds} s a round after /healthz at ${READ_CONNECTIONS}, versions taking turns (Node ${process.version})\n`,
  );
  console.log(
    '| round | server | requests/s | mean ms | p50 ms | p99 ms | server CPU ms/request | main thread | non-2xx | /healthz/s | load |',
  );
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (let round = 1; round <= rounds; round++) {
    // Alternate which goes first, so neither always runs on the warmer (or busier) machine.
    const order = round % 2 === 1 ? versions : [...versions].reverse();
    for (const [label, root] of order) {
      const { healthz, writes: r } = await writeRound(root, seconds, profileDir, postgres);
      const cpu = r.cpuMs === null ? '?' : r.cpuMs.toFixed(2);
      const main = r.mainThreadCpuMs === null ? '?' : r.mainThreadCpuMs.toFixed(2);
      const loadAverage = (await readFile('/proc/loadavg', 'utf8')).split(' ')[0];
      console.log(
        `| ${round} | ${label} | ${Math.round(r.requestsPerSecond)} | ${r.meanMs.toFixed(1)} | ${r.p50} | ${r.p99} | ${cpu} | ${main} | ${r.non2xx + r.errors} | ${Math.round(healthz.requestsPerSecond)} | ${loadAverage} |`,
      );
    }
  }
}

/**
 * The goal's reads only (`--reads-only`): a database seeded once (a 10-entry journal and a
 * 100,000-entry one; with --against, one per version), then per round a fresh server of each
 * version on it, taking turns, each warmed up and measured as readGoal does.
 */
async function benchReads(
  rounds: number,
  seconds: number,
  against: string | undefined,
  profileDir: string | undefined,
  postgres: string | undefined,
  pageMisses = false,
): Promise<void> {
  const versions: Array<[string, string]> = [['this checkout', PROJECT_ROOT]];
  if (against) versions.push([against, against]);
  // With --against each version reads a database of its own, seeded alike, since a server refuses
  // a database a newer one has migrated further. SQLite: a copy of the one the older version
  // seeded (its DATA_DIR, session secret and sessions included, so one cookie works in both).
  // PostgreSQL: a schema per version, each seeded through its own version's server.
  const databases: TestDatabase[] = [];
  const copies: string[] = [];
  const setups = new Map<string, { env: Record<string, string>; small: { cookie: string; id: string } }>();
  try {
    const seeded = async (root: string) => {
      const database = await freshDatabase(postgres);
      databases.push(database);
      const env = serverEnvOn(database);
      const first = await spawnServerOf(root, env, []);
      try {
        const small = await signUp(first.url, 'small@example.com');
        const large = await signUp(first.url, 'large@example.com');
        await seedJournal(database, small.id, SMALL, TEXT, RARE);
        await seedJournal(database, large.id, LARGE, TEXT, RARE);
        return { database, env, small };
      } finally {
        await first.stop();
      }
    };
    if (postgres) {
      for (const [, root] of versions) {
        const { env, small } = await seeded(root);
        setups.set(root, { env, small });
      }
    } else {
      const { database, env, small } = await seeded(against ?? PROJECT_ROOT);
      setups.set(against ?? PROJECT_ROOT, { env, small });
      if (against) {
        const copy = `${database.dataDir}-this`;
        await cp(database.dataDir, copy, { recursive: true });
        copies.push(copy);
        setups.set(PROJECT_ROOT, { env: { ...env, DATA_DIR: copy, WEB_DIST_DIR: copy }, small });
      }
    }
    const name = postgres ? 'PostgreSQL' : 'SQLite (synchronous = FULL)';
    console.log(
      `\nSigned-in reads beside /healthz (goal ≥ 0.7×), ${name}, ${READ_CONNECTIONS} connections, ${seconds} s a measure ` +
        `after a warm-up; /healthz before and after the reads, each read beside their mean; a fresh server per round, ` +
        `versions taking turns (Node ${process.version}; load at the start ${await loadAverageNow()})\n`,
    );
    // On PostgreSQL each CPU figure is the server's + the database's (every `postgres` process).
    console.log(
      `| round | server | /healthz/s before, after | /api/auth/user/s | × healthz | CPU ms${postgres ? ' (+ database)' : ''} ` +
        `| journal page/s | × healthz | CPU ms | /healthz CPU ms | load |`,
    );
    console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const cpu = (r: LoadResult) =>
      (r.cpuMs === null ? '?' : r.cpuMs.toFixed(3)) +
      (postgres && r.databaseCpuMs !== null ? ` + ${r.databaseCpuMs.toFixed(3)}` : '');
    const missLines: string[] = [];
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? versions : [...versions].reverse();
      for (const [label, root] of order) {
        // One folder per version and round: every thread writes a profile of its own.
        const nodeArgs = profileDir
          ? ['--cpu-prof', `--cpu-prof-dir=${path.join(profileDir, `reads-${path.basename(root)}-${round}`)}`]
          : [];
        const { env, small } = setups.get(root)!;
        const server = await spawnServerOf(root, env, nodeArgs);
        try {
          await warmUp(server, small.cookie);
          const g = await readGoal(server, small.cookie, seconds);
          const healthzCpu = [g.healthzBefore, g.healthzAfter].map(cpu).join(', ');
          const failed = [g.healthzBefore, g.user, g.page, g.healthzAfter].filter(
            (r) => r.non2xx + r.errors > 0,
          );
          for (const r of failed)
            console.log(`warning: ${label}: ${r.label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          console.log(
            `| ${round} | ${label} | ${Math.round(g.healthzBefore.requestsPerSecond)}, ${Math.round(g.healthzAfter.requestsPerSecond)} ` +
              `| ${Math.round(g.user.requestsPerSecond)} | ${ratio(g.user.requestsPerSecond, g.ceiling)} | ${cpu(g.user)} ` +
              `| ${Math.round(g.page.requestsPerSecond)} | ${ratio(g.page.requestsPerSecond, g.ceiling)} | ${cpu(g.page)} ` +
              `| ${healthzCpu} | ${await loadAverageNow()} |`,
          );
          if (pageMisses) {
            // Every request another URL (a parameter the query's check drops): never a kept page,
            // so each is read, serialised and kept, as a page read right after a change is.
            let n = 0;
            const misses = await load(
              server,
              `/api/journal?limit=${PAGE}`,
              `GET /api/journal?limit=${PAGE}&n=… (${SMALL} entries, every one a miss)`,
              {
                headers: { cookie: small.cookie },
                requests: [
                  {
                    method: 'GET',
                    setupRequest: (request) => ({ ...request, path: `/api/journal?limit=${PAGE}&n=${++n}` }),
                  },
                ],
              },
              seconds,
              READ_CONNECTIONS,
            );
            missLines.push(
              `| ${round} | ${label} | ${Math.round(misses.requestsPerSecond)} | ${ratio(misses.requestsPerSecond, g.ceiling)} ` +
                `| ${cpu(misses)} | ${misses.non2xx + misses.errors} | ${await loadAverageNow()} |`,
            );
          }
        } finally {
          await server.stop();
        }
      }
    }
    if (pageMisses) {
      console.log(
        `\nJournal pages that are never kept ones (--page-misses: each request another URL), beside the same round's /healthz:\n`,
      );
      console.log('| round | server | page/s (misses) | × healthz | CPU ms | non-2xx + errors | load |');
      console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
      for (const line of missLines) console.log(line);
    }
  } finally {
    for (const database of databases) {
      await database.drop();
      await rm(database.dataDir, { recursive: true, force: true });
    }
    for (const dir of copies) await rm(dir, { recursive: true, force: true });
  }
}

/** Waits (at most 20 s) until the server spends under a tenth of a core for a quarter second. */
async function untilIdle(server: ServerProcess): Promise<void> {
  const pid = server.child.pid ?? 0;
  for (let tries = 0; tries < 80; tries++) {
    const before = await cpuTimeMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const after = await cpuTimeMs(pid);
    if (before === null || after === null || after - before < 25) return;
  }
}

/**
 * The search only (`--search-only`): per version (this checkout, and DIR's with --against), a
 * database of its own seeded alike (10 entries and 100,000, all matching 'grateful', one in
 * 10,000 holding a rare word) and its server, all started before the first measure; then each
 * search page is measured on every version in turn (the order alternating by round), so the
 * versions' figures come from the same minutes of a shared machine.
 */
async function benchSearch(
  rounds: number,
  seconds: number,
  against: string | undefined,
  postgres: string | undefined,
): Promise<void> {
  const roots = [PROJECT_ROOT, ...(against ? [against] : [])];
  const versions: Array<{
    label: string;
    database: TestDatabase;
    server: ServerProcess;
    small: { cookie: string; id: string };
    large: { cookie: string; id: string };
  }> = [];
  try {
    for (const root of roots) {
      const database = await freshDatabase(postgres);
      const server = await spawnServerOf(root, serverEnvOn(database), []);
      const label = root === PROJECT_ROOT ? 'this checkout' : root;
      versions.push({
        label,
        database,
        server,
        small: { cookie: '', id: '' },
        large: { cookie: '', id: '' },
      });
      const version = versions[versions.length - 1]!;
      version.small = await signUp(server.url, 'small@example.com');
      version.large = await signUp(server.url, 'large@example.com');
      await seedJournal(database, version.small.id, SMALL, TEXT, RARE);
      await seedJournal(database, version.large.id, LARGE, TEXT, RARE);
    }
    const page = `/api/journal?limit=${SIZE_PAGE}`;
    const measures: Array<[string, string, 'small' | 'large']> = [
      [`${page}&q=grateful`, `q=grateful, ${SMALL} entries (all match)`, 'small'],
      [`${page}&q=grateful`, `q=grateful, ${LARGE.toLocaleString('en')} entries (all match)`, 'large'],
      [`${page}&q=grateful&order=oldest`, `q=grateful, oldest first, ${LARGE.toLocaleString('en')}`, 'large'],
      [`${page}&q=${RARE}`, `q=${RARE}, ${SMALL} entries (1 matches)`, 'small'],
      [`${page}&q=${RARE}`, `q=${RARE}, ${LARGE.toLocaleString('en')} entries (10 match)`, 'large'],
    ];
    for (const version of versions) {
      for (const [path, , who] of measures)
        await load(
          version.server,
          path,
          'warm-up',
          { method: 'GET', headers: { cookie: version[who].cookie } },
          1,
          READ_CONNECTIONS,
        );
    }
    const name = postgres ? 'PostgreSQL' : 'SQLite';
    console.log(
      `\nSearch pages (limit ${SIZE_PAGE}) on ${name}, ${READ_CONNECTIONS} connections, ${seconds} s a measure, versions taking ` +
        `turns on databases of their own (Node ${process.version}; load at the start ${await loadAverageNow()})\n`,
    );
    console.log(
      '| round | measure | server | requests/s | mean ms | p99 ms | server CPU ms/request | CPU × 10-entry page | load |',
    );
    console.log('| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (let round = 1; round <= rounds; round++) {
      const order = round % 2 === 1 ? versions : [...versions].reverse();
      const first = new Map<string, LoadResult>();
      for (const [path, label, who] of measures) {
        for (const version of order) {
          // Requests still running when the previous measure ended (a slow search's, seconds of them
          // at 10 connections) finish before this one starts instead of being counted in it.
          await untilIdle(version.server);
          const r = await load(
            version.server,
            path,
            label,
            { method: 'GET', headers: { cookie: version[who].cookie } },
            seconds,
            READ_CONNECTIONS,
          );
          if (!first.has(version.label)) first.set(version.label, r);
          const base = first.get(version.label)!;
          const cpu = r.cpuMs === null ? '?' : r.cpuMs.toFixed(3);
          const times = r.cpuMs !== null && base.cpuMs ? ratio(r.cpuMs, base.cpuMs) : '?';
          if (r.non2xx + r.errors > 0)
            console.log(`warning: ${version.label}: ${label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
          console.log(
            `| ${round} | ${label} | ${version.label} | ${Math.round(r.requestsPerSecond)} | ${r.meanMs.toFixed(1)} | ${r.p99} | ${cpu} | ${times} | ${await loadAverageNow()} |`,
          );
        }
      }
    }
  } finally {
    for (const version of versions) {
      await version.server.stop();
      await version.database.drop();
      await rm(version.database.dataDir, { recursive: true, force: true });
    }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '5' },
      'sqlite-only': { type: 'boolean', default: false },
      'postgres-only': { type: 'boolean', default: false },
      // A database of its own for the bench, without pointing the tests at it.
      postgres: { type: 'string' },
      'writes-only': { type: 'boolean', default: false },
      'reads-only': { type: 'boolean', default: false },
      // With --reads-only: also a journal page that is never a kept one, each round (ADR 0037).
      'page-misses': { type: 'boolean', default: false },
      'search-only': { type: 'boolean', default: false },
      rounds: { type: 'string', default: '3' },
      against: { type: 'string' },
      profile: { type: 'string' },
    },
  });
  const seconds = Number(values.seconds);
  if (values['writes-only']) {
    await benchWrites(Number(values.rounds), seconds, values.against, values.profile, values.postgres);
    return;
  }
  if (values['reads-only']) {
    await benchReads(
      Number(values.rounds),
      seconds,
      values.against,
      values.profile,
      values.postgres,
      values['page-misses'],
    );
    return;
  }
  if (values['search-only']) {
    await benchSearch(Number(values.rounds), seconds, values.against, values.postgres);
    return;
  }
  const nodeArgs = values.profile ? ['--cpu-prof', `--cpu-prof-dir=${values.profile}`] : [];
  if (!values['postgres-only']) {
    const sqliteDir = tempDir('tonelens-bench-');
    try {
      await benchDatabase(
        { name: 'sqlite', databaseUrl: null, dataDir: sqliteDir, drop: async () => undefined },
        seconds,
        null,
        nodeArgs,
      );
    } finally {
      await rm(sqliteDir, { recursive: true, force: true });
    }
  }
  const baseUrl = values.postgres ?? postgresUrl;
  if (values['sqlite-only'] || !baseUrl) {
    console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL or --postgres URL to include it.)');
    return;
  }
  // With --against DIR, that checkout's server takes its turn after this one's, on a fresh schema.
  for (const root of [null, ...(values.against ? [values.against] : [])]) {
    const postgres = await postgresDatabase(baseUrl);
    try {
      await benchDatabase(postgres, seconds, root, nodeArgs);
    } finally {
      await postgres.drop();
    }
  }
}

// A bench reports; it never fails the build that runs it.
try {
  await main();
} catch (error) {
  console.log(`\nserver bench could not finish: ${error instanceof Error ? error.message : String(error)}`);
}
process.exitCode = 0;
