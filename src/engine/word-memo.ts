/**
 * Facts of each word of a reader's word table (nlp.ts WordTable), worked out once per word
 * rather than once per token (issue 15, ADR 0027): a 1 MB text has 217,594 tokens but 23,508
 * distinct words. The facts are kept for the table they were worked out for and dropped when
 * another table comes (a rebuilt reader numbers its words afresh); a table only grows while its
 * reader lives, so the facts grow with it and are bounded as it is (REMEMBERED_WORDS_LIMIT).
 */
import type { WordForm, WordTable } from './nlp';

/**
 * A function giving, for a word table, every word's facts by word id: `compute` runs once per
 * word of the table, the first time the table is asked for after the word joined it.
 */
export function memoPerWord<T>(compute: (word: WordForm) => T): (table: WordTable) => readonly T[] {
  let current: WordTable | null = null;
  let facts: T[] = [];
  return (table) => {
    if (table !== current) {
      current = table;
      facts = [];
    }
    const { words } = table;
    for (let id = facts.length; id < words.length; id++) facts.push(compute(words[id]!));
    return facts;
  };
}
