/**
 * The SQLite files are this user's alone (issue 16: DATA_DIR was 0755 and tonelens.db 0644, so
 * other local users could read every journal), and SQLite overwrites what it deletes.
 */
import { chmodSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { postgresDatabase, postgresUrl, tempDir } from '../testing/databases';
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
});
