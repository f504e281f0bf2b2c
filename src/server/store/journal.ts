/**
 * The Resonance Journal: one entry per analysis, framed conversation and EchoRoom reflection,
 * plus its full-text index. Deleting an entry deletes the item behind it. Search matches every
 * query word as a prefix, on SQLite (FTS5) and PostgreSQL (tsvector, 'simple' configuration).
 */
import { sql, type Selectable } from 'kysely';
import type { JournalEntry, JournalKind } from '@contract/journal';
import type { Page, PagePosition, PageRequest } from '@contract/paging';
import { newId } from '../ids';
import { searchTerms } from './journal-text';
import { keyedSearchBody, ownerMatch } from './search-keys';
import { forgetSearchWords, searchBodyQuery } from './search-words';
import { finishPage, pageConditions, pageShape, planPage, type PagePlan } from './paging';
import { slot } from './precompiled';
import type { RowInsert } from './row-inserts';
import type { JournalEntriesTable } from './schema';
import type { UserScope } from './scope';
import { bucketOfRowid, firstPlaceOf, lastPlaceOf, rowidOfPlace } from './search-order';

export interface NewJournalEntry {
  kind: JournalKind;
  analysisId: string | null;
  sourceId: string;
  preview: string;
  dominantTones: string[];
  /** Everything the search should find the entry by. */
  searchBody: string;
  createdAt: string;
}

/**
 * PostgreSQL: how many delta rows of one user's count a read sums before it folds them into one
 * (each stored entry adds one; 64 rows sum in well under a millisecond).
 */
export const FOLD_AT = 64;

/** Matches a search page reads beyond its own rows at first (./search-order.ts: whole buckets). */
const SEARCH_SLACK = 8;

/** PostgreSQL: entries a search page walks, per row it reads, before it finds every match instead. */
const WALK_PER_ROW = 4;
const WALK_AT_LEAST = 64;

/** Text order as SQLite's (binary) compares the ASCII of created_at and ids. */
const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const KINDS: readonly JournalKind[] = ['analysis', 'conversation', 'reflection'];

function toEntry(row: Selectable<JournalEntriesTable>): JournalEntry {
  return {
    id: row.id,
    kind: KINDS.includes(row.kind as JournalKind) ? (row.kind as JournalKind) : 'analysis',
    analysisId: row.analysisId,
    sourceId: row.sourceId,
    createdAt: row.createdAt,
    preview: row.preview,
    dominantTones: row.dominantTones,
  };
}

/** A page position whose parts are the slots `<name>At` and `<name>Id` of a query compiled once. */
function slotsAt(name: string): PagePosition {
  return { createdAt: slot(`${name}At`), id: slot(`${name}Id`) };
}

/** The table each kind of entry points into. */
const SOURCE_TABLE = {
  analysis: 'analyses',
  conversation: 'framedConversations',
  reflection: 'echoReflections',
} as const;

export class JournalRepository {
  constructor(private readonly scope: UserScope) {}

  /** Adds an entry and its search row; call inside the transaction that saves the item. */
  async add(entry: NewJournalEntry): Promise<JournalEntry> {
    const planned = this.plan(entry);
    await this.scope.insertRows(planned.inserts);
    return planned.entry;
  }

  /** The rows `add` inserts (the entry, then its search row), for a write that plans its inserts. */
  plan(entry: NewJournalEntry): { inserts: RowInsert[]; entry: JournalEntry } {
    const id = newId();
    const row = {
      id,
      kind: entry.kind,
      analysisId: entry.analysisId,
      sourceId: entry.sourceId,
      preview: entry.preview,
      dominantTones: JSON.stringify(entry.dominantTones),
      createdAt: entry.createdAt,
    };
    return {
      inserts: [
        this.scope.row('journalEntries', row),
        this.scope.row('journalSearch', { entryId: id, body: this.searchBodyOf(entry.searchBody) }),
      ],
      entry: toEntry({ ...row, userId: this.scope.userId }),
    };
  }

  /** What a search row holds: on SQLite the owner's keyed words (./search-keys.ts), on PostgreSQL the text. */
  private searchBodyOf(text: string): string {
    return this.scope.dialect === 'sqlite' ? keyedSearchBody(this.scope.userId, text) : text;
  }

  /** Newest first; with a query, only entries whose text holds every word (as a word prefix). */
  async list(options: { query?: string | undefined } = {}): Promise<JournalEntry[]> {
    return (await this.page(options)).items;
  }

  /**
   * One page (./paging.ts): `limit` entries after a cursor, newest or oldest first, with a
   * query only the matching ones; without a limit, every entry from the cursor on.
   */
  async page(options: { query?: string | undefined } & PageRequest = {}): Promise<Page<JournalEntry>> {
    if (options.query !== undefined && options.query.trim() !== '') return this.builtPage(options);
    // The unsearched page, read on every refresh: its statement is compiled once per shape
    // (order, cursors, limit), not built and compiled by Kysely on each request.
    const plan = planPage('journalEntries', options);
    const values: Record<string, unknown> = {};
    if (plan.before) Object.assign(values, { beforeAt: plan.before.createdAt, beforeId: plan.before.id });
    if (plan.after) Object.assign(values, { afterAt: plan.after.createdAt, afterId: plan.after.id });
    if (plan.read !== undefined) values.read = plan.read;
    const rows = await this.scope.readCompiled(
      `journal page ${pageShape(plan)}`,
      (template) => {
        let query = template
          .selectFrom('journalEntries')
          .selectAll('journalEntries')
          .orderBy('journalEntries.createdAt', plan.direction)
          .orderBy('journalEntries.id', plan.direction);
        const where = pageConditions(
          'journalEntries',
          plan.before && slotsAt('before'),
          plan.after && slotsAt('after'),
        );
        for (const condition of where) query = query.where(condition);
        return plan.read === undefined ? query : query.limit(slot<number>('read'));
      },
      values,
    );
    return finishPage(rows, plan, toEntry);
  }

  /**
   * A page built and compiled by Kysely for this call: the search's (its match differs per
   * query), and what the page compiled once must equal (tests compare the two).
   */
  async builtPage(options: { query?: string | undefined } & PageRequest = {}): Promise<Page<JournalEntry>> {
    const plan = planPage('journalEntries', options);
    let query = this.scope
      .selectFrom('journalEntries')
      .selectAll('journalEntries')
      .orderBy('journalEntries.createdAt', plan.direction)
      .orderBy('journalEntries.id', plan.direction);
    for (const condition of plan.where) query = query.where(condition);
    if (plan.read !== undefined) query = query.limit(plan.read);
    if (options.query !== undefined && options.query.trim() !== '') {
      const terms = searchTerms(options.query);
      // A query of only punctuation matches nothing rather than everything.
      if (terms.length === 0) return { items: [], next: null };
      if (this.scope.dialect === 'sqlite') return this.searchInRowidOrder(terms, plan);
      if (plan.read !== undefined) {
        const walked = await this.searchByWalking(terms, plan);
        if (walked) return walked;
      }
      // Every match found first (the GIN index, or my rows when I have few), then ordered and cut:
      // `= any(array(…))` keeps the planner from walking my entries in page order instead, which
      // it picked for a rare word (385 ms at 100,000 entries: it cannot tell how rare a prefix is).
      query = query.where(
        sql<boolean>`${sql.ref('journalEntries.id')} = any(array(${this.matching(terms)}))`,
      );
    }
    return finishPage(await query.execute(), plan, toEntry);
  }

  /**
   * PostgreSQL's search page when matches are common: my entries in page order off the
   * (user_id, created_at, id) index, no further than the WALK_PER_ROW × `read`-th from the
   * cursor, each tested against its search row (a primary-key lookup), stopping after `read`
   * matches. Null when that stretch holds less than a page and my entries go on (the matches are
   * sparse): then finding every match first is the cheaper plan.
   */
  private async searchByWalking(terms: string[], plan: PagePlan): Promise<Page<JournalEntry> | null> {
    const read = plan.read!;
    const walk = Math.max(WALK_AT_LEAST, WALK_PER_ROW * read);
    // Where the walk ends: the walk-th of my entries from the cursor (read off the index alone).
    let bound = this.scope
      .selectFrom('journalEntries')
      .select(['journalEntries.createdAt', 'journalEntries.id'])
      .orderBy('journalEntries.createdAt', plan.direction)
      .orderBy('journalEntries.id', plan.direction)
      .offset(walk - 1)
      .limit(1);
    for (const condition of plan.where) bound = bound.where(condition);
    const end = await bound.executeTakeFirst();
    // A scalar subquery, not `exists`: PostgreSQL may run an `exists` once, hashed, over every
    // match (2 s at 100,000 matching entries), planning it for all my entries, not the few read.
    const match = this.matching(terms)
      .where(sql<boolean>`${sql.ref('journalSearch.entryId')} = ${sql.ref('journalEntries.id')}`)
      .limit(1);
    let query = this.scope
      .selectFrom('journalEntries')
      .selectAll('journalEntries')
      .where(sql<boolean>`(${match}) is not null`)
      .orderBy('journalEntries.createdAt', plan.direction)
      .orderBy('journalEntries.id', plan.direction)
      .limit(read);
    for (const condition of plan.where) query = query.where(condition);
    if (end) {
      const key = sql`(${sql.ref('journalEntries.createdAt')}, ${sql.ref('journalEntries.id')})`;
      const comparison = plan.direction === 'desc' ? sql`>=` : sql`<=`;
      query = query.where(sql<boolean>`${key} ${comparison} (${end.createdAt}, ${end.id})`);
    }
    const hits = await query.execute();
    if (hits.length < read && end) return null;
    return finishPage(hits, plan, toEntry);
  }

  /**
   * SQLite's search page (migration 0012): FTS5 hands my matches over in rowid order, which is
   * the bucket (millisecond) of each entry's created_at (./search-order.ts), and the read stops
   * after `read` of them and a few more. Entries of one millisecond share a bucket in no order,
   * so the last bucket read, which may be cut, is set aside unless the matches ran out; the rest
   * is ordered by (created_at, id) here and cut to the page. When that leaves less than a page
   * (a cut bucket holding most of what was read, or matches the cursor drops), it reads again,
   * four times as far. So a page reads about `read` matches whether I have 10 or 100,000.
   */
  private async searchInRowidOrder(terms: string[], plan: PagePlan): Promise<Page<JournalEntry>> {
    let reach = plan.read === undefined ? undefined : plan.read + SEARCH_SLACK;
    const body = await searchBodyQuery(this.scope, terms);
    for (;;) {
      const inPage =
        plan.where.length === 0 ? sql<number>`1` : sql<number>`(${sql.join(plan.where, sql` and `)})`;
      let candidates = this.matchingOnSqlite(body)
        .leftJoin('journalEntries', 'journalEntries.id', 'journalSearch.entryId')
        .select(bucketOfRowid(sql`journal_search.rowid`).as('bucket'))
        .select(inPage.as('inPage'))
        .select([
          'journalEntries.id as id',
          'journalEntries.kind',
          'journalEntries.analysisId',
          'journalEntries.sourceId',
          'journalEntries.preview',
          'journalEntries.dominantTones',
          'journalEntries.createdAt',
          'journalEntries.userId as entryUserId',
        ])
        // Rowids are places negated: newest first is ascending.
        .orderBy(sql`journal_search.rowid`, plan.direction === 'desc' ? 'asc' : 'desc');
      if (plan.before) {
        const last = rowidOfPlace(lastPlaceOf(sql`${plan.before.createdAt}`));
        candidates = candidates.where(sql<boolean>`journal_search.rowid >= ${last}`);
      }
      if (plan.after) {
        const first = rowidOfPlace(firstPlaceOf(sql`${plan.after.createdAt}`));
        candidates = candidates.where(sql<boolean>`journal_search.rowid <= ${first}`);
      }
      if (reach !== undefined) candidates = candidates.limit(reach);
      // One row per match read, its entry joined by primary key (a match whose entry is missing,
      // which should not happen, still counts as read, so the reads' end is known).
      const read = await candidates.execute();
      const complete = reach === undefined || read.length < reach;
      const edge = complete
        ? null
        : read.reduce(
            (at, row) => (plan.direction === 'desc' ? Math.min(at, row.bucket) : Math.max(at, row.bucket)),
            read[0]!.bucket,
          );
      const rows: Array<Selectable<JournalEntriesTable>> = [];
      for (const row of read) {
        const { bucket, inPage: within, entryUserId, id, ...rest } = row;
        if (id === null || entryUserId !== this.scope.userId || !within || bucket === edge) continue;
        rows.push({ ...rest, id, userId: entryUserId } as Selectable<JournalEntriesTable>);
      }
      if (complete || rows.length >= (plan.read ?? 0)) {
        const sign = plan.direction === 'desc' ? -1 : 1;
        rows.sort((a, b) => sign * (compare(a.createdAt, b.createdAt) || compare(a.id, b.id)));
        return finishPage(plan.read === undefined ? rows : rows.slice(0, plan.read), plan, toEntry);
      }
      reach = (reach ?? 0) * 4;
    }
  }

  /**
   * How many entries I have, in the same time at 100,000 entries as at 10: triggers keep the
   * figure on every insert and delete (migration 0010). SQLite reads one row; PostgreSQL sums
   * its delta rows and folds them into one when more than FOLD_AT have piled up.
   */
  async count(): Promise<number> {
    if (this.scope.dialect === 'sqlite') {
      const row = await this.scope.selectJournalCount().select('journalCounts.entries').executeTakeFirst();
      return row?.entries ?? 0;
    }
    const row = await this.scope
      .selectJournalCountDeltas()
      .select((eb) => [
        eb.fn.sum<number | string | null>('journalCountDeltas.entries').as('entries'),
        eb.fn.countAll<number | string>().as('rows'),
      ])
      .executeTakeFirstOrThrow();
    if (Number(row.rows) > FOLD_AT) await this.scope.foldJournalCountDeltas();
    // pg hands a bigint or numeric sum over as a string.
    return Number(row.entries ?? 0);
  }

  /** The same figure counted over the entries (what the kept one must equal; tests compare them). */
  async counted(): Promise<number> {
    const row = await this.scope
      .selectFrom('journalEntries')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('entries'))
      .executeTakeFirstOrThrow();
    return Number(row.entries);
  }

  /** PostgreSQL: my search rows whose document has every term as a word prefix. */
  private matching(terms: string[]) {
    const expression = terms.map((term) => `${term}:*`).join(' & ');
    return this.scope
      .selectFrom('journalSearch')
      .select('journalSearch.entryId')
      .where(sql<boolean>`document @@ to_tsquery('simple', ${expression})`);
  }

  /**
   * SQLite: my search rows matching `body`, the body half of the FTS5 query (./search-words.ts,
   * ADR 0045): my keyed words only, read lazily in rowid order. The owner is not a term of it
   * (ADR 0045: a second list to walk beside the words', 1.2× against up to 1.5× at 100,000
   * entries); the scope's `user_id = ?` still drops the rows of a user who shares my key, and the
   * page's join checks the entry's owner again.
   */
  private matchingOnSqlite(body: string) {
    return this.scope
      .selectFrom('journalSearch')
      .select('journalSearch.entryId')
      .where(sql<boolean>`journal_search match ${`body : (${body})`}`);
  }

  async get(id: string): Promise<JournalEntry | null> {
    const row = await this.scope
      .selectFrom('journalEntries')
      .selectAll('journalEntries')
      .where('journalEntries.id', '=', id)
      .executeTakeFirst();
    return row ? toEntry(row) : null;
  }

  /** The entry for an item, e.g. the entry of analysis X. */
  async forSource(kind: JournalKind, sourceId: string): Promise<JournalEntry | null> {
    const row = await this.scope
      .selectFrom('journalEntries')
      .selectAll('journalEntries')
      .where('journalEntries.kind', '=', kind)
      .where('journalEntries.sourceId', '=', sourceId)
      .executeTakeFirst();
    return row ? toEntry(row) : null;
  }

  /** Deletes the entry and the item behind it. False when there is no such entry of mine. */
  async delete(id: string): Promise<boolean> {
    return this.scope.transaction(async (scope) => {
      const journal = new JournalRepository(scope);
      const entry = await journal.get(id);
      if (!entry) return false;
      await journal.deleteSearchRowOf(entry);
      await scope.deleteFrom('journalEntries').where('journalEntries.id', '=', id).execute();
      const table = SOURCE_TABLE[entry.kind];
      await scope
        .deleteFrom(table)
        .where(sql.ref(`${table}.id`), '=', entry.sourceId)
        .execute();
      return true;
    });
  }

  /** Removes the entry of an item being deleted another way (inside that transaction). */
  async deleteForSource(kind: JournalKind, sourceId: string): Promise<void> {
    const entry = await this.forSource(kind, sourceId);
    if (!entry) return;
    await this.deleteSearchRowOf(entry);
    await this.scope.deleteFrom('journalEntries').where('journalEntries.id', '=', entry.id).execute();
  }

  /**
   * Deletes an entry's search row. SQLite finds it through the full-text index: my rows (the
   * owner's term) in the rowids of the entry's created_at (./search-order.ts). A plain
   * `where entry_id = ?` has no index in FTS5 and read every user's rows: 86–90 ms a delete beside
   * another user's 100,000 entries, against 1.1–1.2 ms alone (bench/neighbours.ts). A row not where its date puts it (none
   * should be: a search row is written after its entry, in its bucket) is still found, by the
   * plain delete, when the first finds nothing.
   */
  private async deleteSearchRowOf(entry: JournalEntry): Promise<void> {
    const byEntry = this.scope.deleteFrom('journalSearch').where('journalSearch.entryId', '=', entry.id);
    if (this.scope.dialect !== 'sqlite') {
      await byEntry.execute();
      return;
    }
    const createdAt = sql`${entry.createdAt}`;
    const inBucket = sql<boolean>`rowid in (select rowid from journal_search
      where journal_search match ${ownerMatch(this.scope.userId)}
      and rowid between ${rowidOfPlace(lastPlaceOf(createdAt))} and ${rowidOfPlace(firstPlaceOf(createdAt))})`;
    // Its words go with it where no other row of mine holds them (ADR 0045): read them first.
    const bodyOf = this.scope
      .selectFrom('journalSearch')
      .select('journalSearch.body')
      .where('journalSearch.entryId', '=', entry.id);
    let row = await bodyOf.where(inBucket).executeTakeFirst();
    if (row) await byEntry.where(inBucket).execute();
    else {
      row = await bodyOf.executeTakeFirst();
      await byEntry.execute();
    }
    if (row) await forgetSearchWords(this.scope, row.body);
  }
}
