/**
 * Reads SQLite's own case folding off FTS5 (a test's and a generator's tool, not the server's):
 * every letter and digit code point indexed alone through the journal's tokenizer, and the term
 * FTS5 stored for it read back. ./search-fold.ts carries the result; its test derives it again
 * from the SQLite in use, so an upgrade that changes unicode61's tables fails the test.
 *
 *   npx tsx src/server/store/search-fold-derive.ts   # prints the table for ./search-fold.ts
 */
import Database from 'better-sqlite3';
import type { FoldRun } from './search-fold';
import { KEYED_SEARCH_TOKENIZER, WORD_CHARACTER } from './search-keys';

export interface Unicode61Folds {
  runs: FoldRun[];
  /** Letters and digits (to JavaScript's \p{L}\p{N}) that unicode61 reads as separators. */
  splits: number[];
}

export function deriveUnicode61Folds(): Unicode61Folds {
  const db = new Database(':memory:');
  try {
    db.exec(
      `create virtual table probe using fts5(body, tokenize = "${KEYED_SEARCH_TOKENIZER.replaceAll('"', '""')}")`,
    );
    db.exec(`create virtual table probe_terms using fts5vocab(probe, 'instance')`);
    const insert = db.prepare('insert into probe(rowid, body) values (?, ?)');
    db.transaction(() => {
      for (let point = 0; point <= 0x10ffff; point++) {
        if (point >= 0xd800 && point <= 0xdfff) continue;
        const character = String.fromCodePoint(point);
        // 'q_' keeps a separator's row from being empty: its term is then 'q_' alone.
        if (WORD_CHARACTER.test(character)) insert.run(point, `q_${character}`);
      }
    })();
    const changed: Array<[number, number]> = [];
    const splits: number[] = [];
    for (const row of db.prepare('select doc, term from probe_terms order by doc').iterate() as Iterable<{
      doc: number;
      term: string;
    }>) {
      const folded = row.term.slice(2);
      if (folded === '') splits.push(row.doc);
      else if (folded.codePointAt(0) !== row.doc) changed.push([row.doc, folded.codePointAt(0)!]);
    }
    return { runs: runsOf(changed), splits };
  } finally {
    db.close();
  }
}

/** Consecutive changes with the same delta one or two code points apart, as runs. */
function runsOf(changed: Array<[number, number]>): FoldRun[] {
  const runs: Array<[number, number, number, number]> = [];
  for (const [point, folded] of changed) {
    const delta = folded - point;
    const last = runs.at(-1);
    if (last && last[2] === delta) {
      const step = point - last[1];
      if (last[0] === last[1] && (step === 1 || step === 2)) {
        last[1] = point;
        last[3] = step;
        continue;
      }
      if (step === last[3]) {
        last[1] = point;
        continue;
      }
    }
    runs.push([point, point, delta, 1]);
  }
  return runs;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { runs, splits } = deriveUnicode61Folds();
  console.log(`export const FOLD_RUNS: readonly FoldRun[] = ${JSON.stringify(runs)};`);
  console.log(`export const SPLIT_POINTS: readonly number[] = ${JSON.stringify(splits)};`);
}
