/**
 * Neighbours bench (issue 15, "reads that don't grow"; ADR 0043): what one user's journal costs
 * when another user's is large. A user with 10 entries, alone in a database and beside another
 * user's 100,000 (the same text, every entry matching the search), in one process through the
 * store the server uses (no HTTP: the measures are a millisecond or less, and the difference is
 * the database's):
 *
 * - a search page (limit 10) for a prefix of a word every entry holds ('grate' → 'grateful');
 * - deleting one journal entry (an analysis stored just before, not timed);
 * - deleting a whole account of 10 entries.
 *
 * Each is the median of its repetitions, the two databases taking turns; the ratio beside/alone
 * is the figure (goal < 1.5×, as for a journal's own 10 vs 100,000 entries). SQLite always;
 * PostgreSQL too when TEST_DATABASE_URL (or --postgres URL) is set. A bench reports; it never
 * fails a build.
 *
 *   npx tsx bench/neighbours.ts [--rounds N] [--postgres URL] [--sqlite-only]
 */
import { parseArgs } from 'node:util';
import { openDatabase, type DatabaseHandle } from '../src/server/store/db';
import { migrateToLatest } from '../src/server/store/migrations';
import { Store, type UserStore } from '../src/server/store/store';
import {
  postgresDatabase,
  postgresUrl,
  sqliteDatabase,
  type TestDatabase,
} from '../src/server/testing/databases';
import { seedJournal } from './support/seed-journal';

const TEXT =
  'I keep going back over what I said to her yesterday. Honestly I love working with her, and I am ' +
  'grateful for how patient she has been this month.';
const LARGE = 100_000;
const SMALL = 10;

interface Setting {
  database: TestDatabase;
  handle: DatabaseHandle;
  store: Store;
  small: UserStore;
}

let accounts = 0;

async function newUser(store: Store): Promise<string> {
  const user = await store.users.createLocal({
    email: `neighbour-${++accounts}@example.com`,
    passwordHash: 'not a real hash',
  } as Parameters<Store['users']['createLocal']>[0]);
  return user.id;
}

/** A database with a user of SMALL entries, and with another of LARGE entries when `crowded`. */
async function setting(database: TestDatabase, crowded: boolean): Promise<Setting> {
  const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await migrateToLatest(handle);
  const store = new Store(handle);
  const small = await newUser(store);
  if (crowded) await seedJournal(database, await newUser(store), LARGE, TEXT, 'zebra');
  await seedJournal(database, small, SMALL, TEXT, 'zebra');
  return { database, handle, store, small: store.forUser(small) };
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

type Measure = [label: string, repetitions: number, once: (place: Setting) => Promise<number>];

const MEASURES: Measure[] = [
  [
    'search page, q=grate (all 10 match)',
    200,
    async ({ small }) =>
      timed(async () => {
        const page = await small.journal.page({ query: 'grate', limit: SMALL });
        if (page.items.length !== SMALL) throw new Error(`the search found ${page.items.length} entries`);
      }),
  ],
  [
    'delete one journal entry',
    100,
    async ({ small }) => {
      const stored = await small.analyses.create({ inputText: `${TEXT} (to delete)`, mode: 'plain' });
      const entry = await small.journal.forSource('analysis', stored.id);
      return timed(async () => {
        if (!(await small.journal.delete(entry!.id))) throw new Error('the entry was not deleted');
      });
    },
  ],
  [
    'delete an account of 10 entries',
    20,
    async ({ store, database }) => {
      const id = await newUser(store);
      await seedJournal(database, id, SMALL, TEXT, 'zebra');
      return timed(() => store.forUser(id).account.deleteEverything());
    },
  ],
];

async function benchOn(name: string, make: () => Promise<TestDatabase>, rounds: number): Promise<void> {
  const places: Setting[] = [];
  try {
    places.push(await setting(await make(), false));
    places.push(await setting(await make(), true));
    console.log(
      `\n${name}: a ${SMALL}-entry journal alone and beside another user's ${LARGE.toLocaleString('en')} entries (median ms)\n`,
    );
    console.log('| measure | round | alone | beside 100,000 | ratio |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const [label, repetitions, once] of MEASURES) {
      for (let round = 1; round <= rounds; round++) {
        const times = new Map<Setting, number[]>(places.map((place) => [place, []]));
        for (let n = 0; n < repetitions; n++) {
          // Taking turns, the order alternating, so a burst of load weighs on both.
          for (const place of n % 2 === 0 ? places : [...places].reverse())
            times.get(place)!.push(await once(place));
        }
        const [alone, beside] = places.map((place) => median(times.get(place)!)) as [number, number];
        console.log(
          `| ${label} | ${round} | ${alone.toFixed(3)} | ${beside.toFixed(3)} | ${(beside / alone).toFixed(2)}× |`,
        );
      }
    }
  } finally {
    for (const place of places) {
      await place.handle.close();
      await place.database.drop();
    }
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '2' },
      postgres: { type: 'string' },
      'sqlite-only': { type: 'boolean', default: false },
    },
  });
  const rounds = Number(values.rounds);
  await benchOn('SQLite', async () => sqliteDatabase(), rounds);
  const baseUrl = values.postgres ?? postgresUrl;
  if (values['sqlite-only'] || !baseUrl) {
    console.log('\n(PostgreSQL skipped: set TEST_DATABASE_URL or --postgres URL to include it.)');
    return;
  }
  await benchOn('PostgreSQL', () => postgresDatabase(baseUrl), rounds);
}

// A bench reports; it never fails the build that runs it.
try {
  await main();
} catch (error) {
  console.log(
    `\nneighbours bench could not finish: ${error instanceof Error ? error.message : String(error)}`,
  );
}
process.exitCode = 0;
