/**
 * The SQLite files are this user's alone (issue 16: DATA_DIR was 0755 and tonelens.db 0644, so
 * other local users could read every journal), and SQLite overwrites what it deletes. On
 * PostgreSQL the app migrates its own schema whatever else the database holds or is doing.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  noticeIfPostgresSkipped,
  postgresDatabase,
  postgresUrl,
  tempDir,
  type TestDatabase,
} from '../testing/databases';
import { openDatabase, type DatabaseHandle } from './db';
import { migrateToLatest, migrationNames } from './migrations';

const mode = (file: string) => statSync(file).mode & 0o777;
const opened: DatabaseHandle[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const handle of opened.splice(0)) await handle.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(dataDir: string, notices: string[] = []): DatabaseHandle {
  const handle = openDatabase({ databaseUrl: null, dataDir, onNotice: (message) => notices.push(message) });
  opened.push(handle);
  return handle;
}

describe('SQLite files', () => {
  it('are created 0700 (DATA_DIR) and 0600 (the database, its log and index)', async () => {
    const parent = tempDir('tonelens-modes-');
    dirs.push(parent);
    const dataDir = path.join(parent, 'data', 'nested');
    const handle = open(dataDir);
    await migrateToLatest(handle);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(parent, 'data'))).toBe(0o700);
    for (const name of ['tonelens.db', 'tonelens.db-wal', 'tonelens.db-shm']) {
      expect(mode(path.join(dataDir, name)), name).toBe(0o600);
    }
  });

  it('of an earlier version are tightened, and a loose directory of something else is only reported', async () => {
    const dataDir = tempDir('tonelens-old-');
    dirs.push(dataDir);
    chmodSync(dataDir, 0o755);
    writeFileSync(path.join(dataDir, 'tonelens.db'), '', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'tonelens.db'), 0o644);
    const notices: string[] = [];
    await migrateToLatest(open(dataDir, notices));
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'tonelens.db'))).toBe(0o600);
    expect(notices).toEqual([`DATA_DIR ${dataDir} was readable by other users (mode 755); it is now 700.`]);

    const shared = tempDir('tonelens-shared-');
    dirs.push(shared);
    chmodSync(shared, 0o755);
    mkdirSync(path.join(shared, 'other-things'));
    const more: string[] = [];
    open(shared, more);
    expect(mode(shared)).toBe(0o755);
    expect(more).toEqual([
      `DATA_DIR ${shared} is readable by other users (mode 755); run \`chmod 700 ${shared}\` to keep journals private.`,
    ]);
    expect(mode(path.join(shared, 'tonelens.db'))).toBe(0o600);
  });

  it('are opened with secure_delete on', async () => {
    const dataDir = tempDir('tonelens-secure-');
    dirs.push(dataDir);
    const handle = open(dataDir);
    const { rows } = await sql<{ secure_delete: number }>`pragma secure_delete`.execute(handle.raw);
    expect(rows[0]?.secure_delete).toBe(1);
  });
});

noticeIfPostgresSkipped();
describe.runIf(postgresUrl)('PostgreSQL migrations', () => {
  it('install a fresh schema even when another schema of the database has been migrated', async () => {
    // Another app or test run in the same database: its own kysely_migration tables elsewhere.
    const [first, second] = [await postgresDatabase(), await postgresDatabase()];
    try {
      for (const database of [first, second]) {
        const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
        opened.push(handle);
        const ran = await migrateToLatest(handle);
        expect(ran.map((result) => [result.migrationName, result.status])).toEqual(
          migrationNames.map((name) => [name, 'Success']),
        );
      }
    } finally {
      for (const handle of opened.splice(0)) await handle.close();
      await first.drop();
      await second.drop();
    }
  });

  /**
   * Creates and drops schemas of the same database until stopped, as another application or a
   * test run finishing beside us would. Kysely's own introspector failed about one start in three
   * under this ("schema … does not exist": it checked every schema's privileges by name).
   */
  function churnSchemas(): { stop(): Promise<void> } {
    let running = true;
    const prefix = `churn_${randomBytes(4).toString('hex')}`;
    const done = (async () => {
      const client = new pg.Client({ connectionString: postgresUrl! });
      await client.connect();
      try {
        for (let i = 0; running; i++) {
          await client.query(`create schema "${prefix}_${i}"`);
          await client.query(`drop schema "${prefix}_${i}" cascade`);
        }
      } finally {
        await client.end();
      }
    })();
    return {
      stop: async () => {
        running = false;
        await done;
      },
    };
  }

  it('start while other schemas of the database are being created and dropped', async () => {
    const churn = churnSchemas();
    const databases: TestDatabase[] = [];
    try {
      for (let start = 0; start < 8; start++) {
        const database = await postgresDatabase();
        databases.push(database);
        const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
        opened.push(handle);
        await expect(migrateToLatest(handle)).resolves.toHaveLength(migrationNames.length);
        // Each later start reads the tables again (the check Kysely makes before migrating).
        for (let read = 0; read < 25; read++) {
          const tables = await handle.raw.introspection.getTables({ withInternalKyselyTables: true });
          expect(tables.map((table) => table.name)).toContain('kysely_migration');
        }
      }
    } finally {
      await churn.stop();
      for (const handle of opened.splice(0)) await handle.close();
      for (const database of databases) await database.drop();
    }
  });

  it("list only the app's own schema's tables, with their columns", async () => {
    const [mine, other] = [await postgresDatabase(), await postgresDatabase()];
    try {
      for (const database of [mine, other]) {
        const handle = openDatabase({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
        opened.push(handle);
        await migrateToLatest(handle);
      }
      const handle = opened[0]!;
      await sql`create table only_in_mine (id serial primary key, note text not null default '')`.execute(
        handle.raw,
      );
      const tables = await handle.raw.introspection.getTables();
      const schema = new URL(mine.databaseUrl!).searchParams.get('options')!.split('=')[1];
      expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schema]));
      expect(tables.map((table) => table.name)).not.toContain('kysely_migration');
      expect(tables.find((table) => table.name === 'only_in_mine')?.columns).toEqual([
        expect.objectContaining({
          name: 'id',
          dataType: 'int4',
          isAutoIncrementing: true,
          isNullable: false,
        }),
        expect.objectContaining({ name: 'note', dataType: 'text', hasDefaultValue: true, isNullable: false }),
      ]);
    } finally {
      for (const handle of opened.splice(0)) await handle.close();
      await mine.drop();
      await other.drop();
    }
  });
});
