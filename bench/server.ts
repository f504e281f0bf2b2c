/**
 * Server load bench: the real server (src/server/main.ts as `npm start` runs it, SQLite in a
 * temporary DATA_DIR, built-in AI) under autocannon. One signed-in user posts full analyses of a
 * journal-sized text (each stored, so this measures the engine, the session lookup and a
 * durable SQLite write per request); then the journal listing is read back. Prints requests/s,
 * latency percentiles and the server's resident memory afterwards.
 *
 *   npx tsx bench/server.ts [--seconds 10] [--connections 10]
 */
import { readFile, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawnServer } from '../src/server/testing/spawn-server';
import { tempDir } from '../src/server/testing/databases';

const TEXT =
  'I keep going back over what I said to her yesterday. I was tired and it came out sharper than I ' +
  'meant, and now I am not sure whether to apologise or let it rest. Honestly I love working with ' +
  'her, and I am grateful for how patient she has been this month.';

interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(
  url: string,
  label: string,
  options: Partial<Pick<autocannon.Options, 'method' | 'body' | 'headers'>>,
  seconds: number,
  connections: number,
): Promise<LoadResult> {
  const result = await autocannon({ url, duration: seconds, connections, ...options });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** The server's resident set size, from /proc (Linux), in MB. */
async function rssMb(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

async function signUp(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/local/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'bench@example.com',
      password: 'bench-password-123',
      firstName: 'Bench',
      lastName: 'Mark',
    }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((value) => value.split(';')[0]);
  return cookie.join('; ');
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '10' } },
  });
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const dataDir = tempDir('tonelens-bench-');
  // WEB_DIST_DIR points at an empty place: this bench measures the API, not static files.
  const server = await spawnServer({
    env: { PORT: '0', DATA_DIR: dataDir, WEB_DIST_DIR: dataDir },
  });
  try {
    const cookie = await signUp(server.url);
    const headers = { cookie, 'content-type': 'application/json' };
    const pid = server.child.pid ?? 0;
    const rssBefore = await rssMb(pid);
    const results = [
      await load(
        `${server.url}/api/analyse`,
        'POST /api/analyse (full, 240 characters, stored)',
        { method: 'POST', headers, body: JSON.stringify({ inputText: TEXT, mode: 'full' }) },
        seconds,
        connections,
      ),
      await load(
        `${server.url}/api/journal`,
        'GET /api/journal (latest page)',
        { method: 'GET', headers },
        seconds,
        connections,
      ),
    ];
    const rssAfter = await rssMb(pid);
    console.log(`\nServer bench (${connections} connections, ${seconds} s each, Node ${process.version})\n`);
    console.log('| route | requests/s | p50 ms | p99 ms | non-2xx |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const r of results) {
      console.log(`| ${r.label} | ${Math.round(r.requestsPerSecond)} | ${r.p50} | ${r.p99} | ${r.non2xx} |`);
    }
    console.log(`\nserver RSS: ${rssBefore ?? '?'} MB after start, ${rssAfter ?? '?'} MB after the load`);
    if (results.some((r) => r.non2xx > 0)) process.exitCode = 1;
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
