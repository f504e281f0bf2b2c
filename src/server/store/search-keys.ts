/**
 * SQLite: full-text terms keyed by their owner (migration 0015, ADR 0043).
 *
 * Every search word is matched as a prefix ('grate' finds 'grateful'), and FTS5 answers a prefix
 * by merging the lists of every term that starts with it before it intersects them with the
 * owner's rows: one user's search of a common prefix read every other user's rows of it (a
 * 10-entry journal's search page took 6.5–7.0 ms beside another user's 100,000 entries, against
 * 0.5–0.7 ms alone: bench/neighbours.ts). So each word of the body is stored as
 * `<owner key>_<word>`, and a query word is asked for as the owner's keyed words it begins
 * (./search-words.ts, ADR 0045) or, failing that, as `"<owner key>_<word>"*`: either spans only
 * the terms of its owner (and of the rare user whose key is the same: the search still checks
 * each row's owner, so that costs time, never a wrong row).
 *
 * The words are the runs of letters and digits, the same as a query's (journal-text.ts,
 * searchTerms), one space apart, so '_' only ever joins a key to its word (the table's tokenizer
 * keeps '_' inside a token, where unicode61 alone split 'snake_case' in two, as the words do
 * now). SQLite's unicode61 still folds the case of both sides; where it would split a word further
 * (a letter newer than its tables), it splits the stored word and the asked one alike, and the
 * piece after the split, unkeyed, can only follow its own key's word in the phrase asked for.
 */
import { createHash } from 'node:crypto';

/**
 * The tokenizer of SQLite's journal_search table since migration 0015: '_' joins a key to its word,
 * and '-' keeps a user id (a UUID) one token, so the owner's term lists only the owner's rows
 * (as five tokens, a phrase, its first ones were shared by every user who signed up in the same
 * hours). Neither is ever inside a stored or asked word: words are letters and digits only.
 */
export const KEYED_SEARCH_TOKENIZER = "unicode61 remove_diacritics 0 tokenchars '_-'";

/** A letter or digit (what searchTerms keeps of a query). */
export const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** 1 for each UTF-16 unit that is a letter or digit on its own; made on first use (65,536 tests, a few ms). */
let wordUnits: Uint8Array | null = null;

function wordUnitTable(): Uint8Array {
  if (wordUnits) return wordUnits;
  const table = new Uint8Array(0x10000);
  for (let unit = 0; unit < 0x10000; unit++) {
    if (unit < 0xd800 || unit > 0xdfff) table[unit] = WORD_CHARACTER.test(String.fromCharCode(unit)) ? 1 : 0;
  }
  wordUnits = table;
  return table;
}

/**
 * The distinct words of `text` (runs of letters and digits, as written), in order of first use.
 * A loop over a table rather than `text.match(/[\p{L}\p{N}]+/gu)`: half the time for 1 MB (about
 * 40 against 80 ms), which is spent inside the write's transaction.
 */
export function distinctWords(text: string): Set<string> {
  const table = wordUnitTable();
  const words = new Set<string>();
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    let isWord = table[unit] === 1;
    let width = 1;
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair: the code point decides (a lone surrogate is no letter).
      const point = text.codePointAt(i)!;
      if (point > 0xffff) {
        isWord = WORD_CHARACTER.test(String.fromCodePoint(point));
        width = 2;
      }
    }
    if (isWord) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      words.add(text.slice(start, i));
      start = -1;
    }
    i += width - 1;
  }
  if (start >= 0) words.add(text.slice(start));
  return words;
}

const keys = new Map<string, string>();

/**
 * An owner's key: 40 bits of the SHA-256 of the user id in base 36 (at most 8 letters and
 * digits). A hash rather than part of the id: ids are UUIDv7, whose leading digits are the
 * time of sign-up and shared by users who signed up together.
 */
export function searchKeyOf(userId: string): string {
  let key = keys.get(userId);
  if (key === undefined) {
    key = createHash('sha256').update(userId).digest().readUIntBE(0, 5).toString(36);
    // One entry per user the process has seen; a few dozen bytes each.
    if (keys.size >= 100_000) keys.clear();
    keys.set(userId, key);
  }
  return key;
}

/**
 * The text a search row stores: each distinct word of `body` once, keyed by its owner, one space
 * apart. Once is enough: a search asks whether a row holds a word, never how often or where (its
 * words are ANDed, not a phrase, and pages are in date order, not ranked), and the 1 MB text's
 * 180,734 words are 23,158 distinct ones: its row is 395 KB, not 1 MB.
 */
export function keyedSearchBody(userId: string, body: string): string {
  const words = distinctWords(body);
  if (words.size === 0) return '';
  const key = searchKeyOf(userId);
  return `${key}_${[...words].join(` ${key}_`)}`;
}

/**
 * SQLite: the FTS5 query for the rows of `userId` (an indexed column since migration 0011), the
 * id quoted, so nothing in it is FTS5 syntax.
 */
export function ownerMatch(userId: string): string {
  return `user_id : "${userId.replaceAll('"', '""')}"`;
}
