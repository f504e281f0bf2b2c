/**
 * The prepared-statement cache answers exactly as fresh statements would: a kept statement
 * runs with new parameters, sees schema changes, a streamed query can run beside the same SQL,
 * and the cache stays within its bound.
 */
import SqliteDatabase from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

const open: SqliteDatabase.Database[] = [];
afterEach(() => {
  for (const database of open.splice(0)) if (database.open) database.close();
});

function memory(): SqliteDatabase.Database {
  const database = new SqliteDatabase(':memory:');
  open.push(database);
  database.exec('create table t (id integer primary key, name text)');
  return database;
}

describe('withStatementCache', () => {
  it('reuses the statement for the same SQL and runs it with each call’s parameters', () => {
    const cached = withStatementCache(memory());
    const insert = cached.prepare('insert into t (name) values (?)');
    expect(cached.prepare('insert into t (name) values (?)')).toBe(insert);
    insert.run(['a']);
    cached.prepare('insert into t (name) values (?)').run(['b']);
    const select = cached.prepare('select name from t where name = ?');
    expect(select.all(['a'])).toEqual([{ name: 'a' }]);
    expect(cached.prepare('select name from t where name = ?').all(['b'])).toEqual([{ name: 'b' }]);
  });

  it('sees a column added after the statement was first prepared', () => {
    const database = memory();
    const cached = withStatementCache(database);
    cached.prepare('insert into t (name) values (?)').run(['a']);
    expect(cached.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'a' }]);
    database.exec("alter table t add column note text default 'x'");
    expect(cached.prepare('select * from t').all([])).toEqual([{ id: 1, name: 'a', note: 'x' }]);
  });

  it('gives a fresh statement while the kept one is still being iterated', () => {
    const cached = withStatementCache(memory());
    for (const name of ['a', 'b', 'c']) cached.prepare('insert into t (name) values (?)').run([name]);
    const names: string[] = [];
    for (const row of cached.prepare('select name from t order by id').iterate([])) {
      names.push((row as { name: string }).name);
      // The same SQL again, mid-iteration: would throw "busy" if the kept statement were reused.
      expect(cached.prepare('select name from t order by id').all([])).toHaveLength(3);
    }
    expect(names).toEqual(['a', 'b', 'c']);
  });

  it('writes a trailing LIMIT into the SQL (a bound one is compiled anew on every run) with the same rows', () => {
    const database = memory();
    const cached = withStatementCache(database);
    for (const name of ['a', 'b', 'c', 'd']) cached.prepare('insert into t (name) values (?)').run([name]);
    const prepared: string[] = [];
    const prepare = database.prepare.bind(database);
    database.prepare = ((sql: string) => {
      prepared.push(sql);
      return prepare(sql);
    }) as typeof database.prepare;
    const page = 'select name from t where id > ? order by id limit ?';
    expect(cached.prepare(page).all([1, 2])).toEqual([{ name: 'b' }, { name: 'c' }]);
    expect(cached.prepare(page).all([0, 2])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(cached.prepare(page).all([0, 3])).toHaveLength(3);
    expect(cached.prepare(page).all([0, 0])).toEqual([]);
    // One statement per limit, each prepared once; the bound form only for the first prepare.
    expect(prepared).toEqual([
      page,
      'select name from t where id > ? order by id limit 2',
      'select name from t where id > ? order by id limit 3',
      'select name from t where id > ? order by id limit 0',
    ]);
    // A limit that is not a whole number ≥ 0 is bound, and SQLite takes it as ever (-1: no
    // limit; 1.5: refused).
    expect(cached.prepare(page).all([0, -1])).toHaveLength(4);
    expect(() => cached.prepare(page).all([0, 1.5])).toThrow('datatype mismatch');
    expect(prepared).toHaveLength(4);
    const streamed = [...cached.prepare(page).iterate([2, 5])];
    expect(streamed).toEqual([{ name: 'c' }, { name: 'd' }]);
    // A LIMIT that is not last (a subquery's) stays bound.
    const inner = 'select name from t where id in (select id from t order by id limit ?) order by id';
    expect(cached.prepare(inner).all([2])).toEqual([{ name: 'a' }, { name: 'b' }]);
    expect(prepared.at(-1)).toBe(inner);
  });

  it('keeps at most its capacity, dropping the least recently used', () => {
    const cached = withStatementCache(memory(), 2);
    const first = cached.prepare('select 1');
    const second = cached.prepare('select 2');
    expect(cached.prepare('select 1')).toBe(first); // now 'select 2' is the least recently used
    cached.prepare('select 3');
    expect(cached.prepare('select 1')).toBe(first);
    expect(cached.prepare('select 2')).not.toBe(second);
  });
});
