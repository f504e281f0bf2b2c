/**
 * Sign-in flood bench (issue 16): the real server (`src/server/main.ts`, SQLite, the built web
 * app) is flooded with wrong sign-ins for distinct unknown e-mails from many addresses (one
 * X-Forwarded-For each, TRUST_PROXY=1, as attackers spread over many hosts would be), while
 * one client loads the page and its main script over and over. Prints the attempts per second,
 * how they were answered, and the page's and script's latency idle and under the flood.
 *
 *   npx tsx bench/signin-flood.ts [--seconds 10] [--connections 200] [--rate 136]
 *
 * BENCH_ROOT=/path/to/another/checkout runs that checkout's server instead (to compare with a
 * version before the fix); its node_modules must be installed or linked.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { PROJECT_ROOT } from '../src/server/config';
import { tempDir } from '../src/server/testing/databases';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '200' },
    // Attempts per second over all connections (0: as fast as answered). Issue 16 measured 136.
    rate: { type: 'string', default: '136' },
  },
});
const rate = Number(values.rate);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const root = path.resolve(process.env.BENCH_ROOT ?? PROJECT_ROOT);

const webDir = [path.join(PROJECT_ROOT, '.e2e', 'web'), path.join(PROJECT_ROOT, 'dist', 'web')].find((dir) =>
  existsSync(path.join(dir, 'index.html')),
);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Loads `url` one request after another until `until()` is false; latencies in ms. */
async function probe(url: string, until: () => boolean, headers: Record<string, string> = {}) {
  const times: number[] = [];
  let failed = 0;
  while (until()) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (!response.ok) failed++;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { count: times.length, failed, p50: percentile(times, 50), p99: percentile(times, 99) };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Starts `root`'s server with tsx, as `npm start` does; resolves with its URL and a stop function. */
function startServer(env: Record<string, string>): Promise<{ url: string; stop: () => Promise<void> }> {
  const tsx = pathToFileURL(path.join(root, 'node_modules', 'tsx', 'dist', 'loader.mjs')).href;
  const child = spawn(process.execPath, ['--import', tsx, path.join(root, 'src', 'server', 'main.ts')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((each) => each.includes('ToneLens is listening'));
      if (line) {
        child.stdout.removeAllListeners('data');
        child.stdout.resume();
        resolve({ url: (JSON.parse(line) as { url: string }).url.replace('localhost', '127.0.0.1'), stop });
      }
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before listening:\n${output}`)),
    );
  });
}

async function main(): Promise<void> {
  if (!webDir) {
    console.log('signin-flood: no web build (.e2e/web or dist/web); run `npx vite build` first. Skipped.');
    return;
  }
  const scriptPath = /src="(\/assets\/[^"]+\.js)"/.exec(
    readFileSync(path.join(webDir, 'index.html'), 'utf8'),
  )?.[1];
  if (!scriptPath) throw new Error('no main script in index.html');
  const dataDir = tempDir('tonelens-flood-');
  const server = await startServer({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDir,
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
  });
  try {
    const base = server.url;
    const page = `${base}/`;
    const script = `${base}${scriptPath}`;
    const gzip = { 'accept-encoding': 'gzip, br' };
    let idleUntil = performance.now() + 3000;
    const idlePage = await probe(page, () => performance.now() < idleUntil);
    idleUntil = performance.now() + 3000;
    const idleScript = await probe(script, () => performance.now() < idleUntil, gzip);

    let n = 0;
    const statuses: Record<string, number> = {};
    const flood = autocannon({
      url: `${base}/api/auth/local/signin`,
      method: 'POST',
      duration: seconds,
      connections,
      ...(rate > 0 ? { overallRate: rate } : {}),
      headers: { 'content-type': 'application/json' },
      setupClient: (client) => {
        // Each attempt: a new unknown e-mail from a new address.
        const next = () => {
          n++;
          client.setHeadersAndBody(
            {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(n >> 16) % 250}.${(n >> 8) % 250}.${n % 250}`,
            },
            JSON.stringify({ email: `flood-${n}@example.com`, password: 'not the password' }),
          );
        };
        next();
        client.on('response', (status: number) => {
          statuses[status] = (statuses[status] ?? 0) + 1;
          next();
        });
      },
    });
    let flooding = true;
    void flood.then(() => (flooding = false));
    // Measure the middle of the flood, not its ramp-up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [floodPage, floodScript] = await Promise.all([
      probe(page, () => flooding),
      probe(script, () => flooding, gzip),
    ]);
    const result = await flood;

    const pace = rate > 0 ? `${rate} attempts/s offered` : 'as fast as answered';
    console.log(`Sign-in flood (${connections} connections, ${pace}, ${seconds} s, server at ${root})`);
    console.log(
      `  sign-in attempts/s: ${result.requests.average.toFixed(0)}; answers: ${JSON.stringify(statuses)}`,
    );
    for (const [label, idle, busy] of [
      ['GET /', idlePage, floodPage],
      [`GET ${scriptPath}`, idleScript, floodScript],
    ] as const) {
      console.log(
        `  ${label}: idle p50 ${ms(idle.p50)} p99 ${ms(idle.p99)} (n=${idle.count}); ` +
          `flood p50 ${ms(busy.p50)} p99 ${ms(busy.p99)} (n=${busy.count}, failed ${busy.failed})`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
