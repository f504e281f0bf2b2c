/**
 * The engine's one door to wink-nlp: turns text into a flat token list with lemmas,
 * part of speech and wink-nlp's negation scope, so every scorer reads the same tokens.
 * wink-nlp and its web model are pure JavaScript and run unchanged in browser, server and CLI.
 */
import { createWinkReader } from './wink-reader';
import type { RawDocument } from './wink-raw';

export type TokenKind = 'word' | 'number' | 'punctuation' | 'emoji' | 'emoticon' | 'symbol' | 'other';

export interface Token {
  /** The token as written. */
  text: string;
  /** Lower-cased form ('n't' stays "n't"). */
  normal: string;
  /** Lower-cased lemma ('loved' → 'love', "n't" → 'not'). */
  lemma: string;
  /** Universal part-of-speech tag; 'X' while the pipeline runs without the tagger (see below). */
  pos: string;
  kind: TokenKind;
  /** True when a preceding negator's scope covers this token. */
  negated: boolean;
  /** Index of the sentence the token belongs to. */
  sentence: number;
}

// No 'sentiment' step (the engine scores valence itself: valence.ts, sentiment.ts) and no 'pos'
// step: tagging cost a fifth of the parse while the learned models scored the same without it on
// the dev splits. Without tags wink-nlp still lemmatises plurals and irregular forms ('ran' →
// 'run'); regular verb forms ('loved') reach their lexicon entry through inflectionCandidates.
// Token.pos is then 'X' (Universal POS for "other"); no scorer reads it. The reader tokenises each
// text as if it were the first (wink-reader.ts).
const reader = createWinkReader(['sbd', 'negation']);
const its = reader.current().its;

const KINDS: ReadonlySet<string> = new Set(['word', 'number', 'punctuation', 'emoji', 'emoticon', 'symbol']);

// wink-nlp's tokenizer is linear, but one call over a megabyte builds one huge document;
// parsing in slices keeps memory flat and lets the engine stream very long texts.
const SLICE_LENGTH = 20_000;

function sliceText(text: string): string[] {
  if (text.length <= SLICE_LENGTH) return [text];
  const slices: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + SLICE_LENGTH);
    if (end < text.length) {
      // Cut at whitespace so no word is split; avoid cutting a surrogate pair.
      const space = text.lastIndexOf(' ', end);
      if (space > start + SLICE_LENGTH / 2) end = space + 1;
      else if (/[\uD800-\uDBFF]/.test(text[end - 1] ?? '')) end -= 1;
    }
    slices.push(text.slice(start, end));
    start = end;
  }
  return slices;
}

/**
 * Pronoun negators wink-nlp's negation step leaves alone ('nobody cares' keeps 'cares' plain,
 * while 'no one cares' negates it). extendNegation gives them wink-nlp's own scope.
 */
const PRONOUN_NEGATORS: ReadonlySet<string> = new Set(['nobody', 'nothing', 'nowhere', 'noone']);

/** A word's part in extendNegation (scopeRoleOf): it ends a negator's clause, opens one, or neither. */
const ENDS_SCOPE = 1;
const OPENS_SCOPE = 2;

/** The punctuation mark or 'but' that ends a clause, a pronoun negator, or 0 for any other word. */
function scopeRoleOf(word: WordForm): number {
  if (word.kind === 'punctuation' || word.normal === 'but') return ENDS_SCOPE;
  return PRONOUN_NEGATORS.has(word.normal) ? OPENS_SCOPE : 0;
}

/**
 * Marks the tokens after a pronoun negator as negated, up to the end of its clause as wink-nlp
 * bounds a negation: the next punctuation mark or 'but' (issue 12: "Honestly, nobody cares about
 * my work." read warm because 'cares' counted as caring). Reads and writes the columns of tokens
 * [from, to), all words of one slice and one reader, whose scope roles (scopeRoleOf) `roles`
 * holds by word id: reading each token's word object here was a twentieth of the 1 MB analysis
 * (issue 15), most of it waiting for memory.
 */
function extendNegation(
  roles: Uint8Array,
  ids: Int32Array,
  sentences: Int32Array,
  negated: Uint8Array,
  from: number,
  to: number,
): void {
  let inScope = false;
  for (let i = from; i < to; i++) {
    const role = roles[ids[i]!]!;
    if (i > from && sentences[i] !== sentences[i - 1]) inScope = false;
    if (role === ENDS_SCOPE) inScope = false;
    else if (inScope) negated[i] = 1;
    else if (role === OPENS_SCOPE) inScope = true;
  }
}

/** A token's own fields, the same for every token of one word (see tokenOf). */
export interface WordForm {
  text: string;
  normal: string;
  lemma: string;
  kind: TokenKind;
}

/**
 * The words one reader has read, numbered in the order it met them (issue 15, ADR 0027): the
 * scorers work each word's lookups out once per table (word-memo.ts) and read them by number.
 * A new table comes with a new reader, so its numbers never change meaning while it lives.
 */
export interface WordTable {
  readonly words: readonly WordForm[];
}

/**
 * Each token's word in `table`: tokens[i] has the text, normal, lemma and kind of table.words[ids[i]];
 * and what else of each token the scorers read, as compact columns (issue 15): walking 217,594 token
 * objects again in every pass cost more than the passes' own work.
 */
export interface TokenWords {
  table: WordTable;
  ids: Int32Array;
  /** tokens[i].sentence. */
  sentences: Int32Array;
  /** 1 where tokens[i].negated. */
  negated: Uint8Array;
}

export interface ParsedText {
  tokens: Token[];
  sentenceCount: number;
  /** Set by parseText; a caller that builds tokens itself leaves it out (the scorers then look words up by string). */
  words?: TokenWords;
}

/**
 * The current reader's words (WordTable) and how to find a token's: a plain token (not part of a
 * contraction, wink-nlp then keeps the normal in the token's second number, and with no lemma or
 * part of speech of its own, third number 0) takes its text, normal, lemma and type from its
 * lexeme alone, so it is found by wink-nlp's lexeme index; any other token (a contraction's part)
 * is worked out afresh and found by its four fields. A reader's indexes never change meaning, so
 * these live as long as it does and are dropped with it; it is rebuilt before it remembers more
 * than REMEMBERED_WORDS_LIMIT unknown words, which bounds them too. What a word reads never
 * depends on the texts before it (ADR 0021): the table only saves working it out again.
 */
interface ReaderWords {
  reader: ReturnType<typeof reader.current>;
  table: { words: WordForm[] };
  /** id + 1 of each lexeme's word, 0 for a lexeme not met yet. */
  idByLexeme: Int32Array;
  idByFields: Map<string, number>;
  /** scopeRoleOf of each word, by id (extendNegation). */
  scopeRoles: Uint8Array;
}

function wordsFor(nlp: ReturnType<typeof reader.current>): ReaderWords {
  return {
    reader: nlp,
    table: { words: [] },
    idByLexeme: new Int32Array(1 << 16),
    idByFields: new Map(),
    scopeRoles: new Uint8Array(1 << 12),
  };
}

/** Adds a word to the current table, with its scope role; returns its id. */
function addWord(word: WordForm): number {
  const id = readerWords.table.words.push(word) - 1;
  readerWords.scopeRoles = grown(readerWords.scopeRoles, id + 1, (length) => new Uint8Array(length));
  readerWords.scopeRoles[id] = scopeRoleOf(word);
  return id;
}

let readerWords = wordsFor(reader.current());

function wordOf(index: number, rdd: RawDocument, addons: unknown): WordForm {
  const type = its.type(index, rdd as never) as string;
  const normal = its.normal(index, rdd as never) as string | undefined;
  // wink-nlp types its.lemma with an extra addons parameter that out() supplies itself.
  const lemma = (its.lemma as (i: number, r: unknown, a: unknown) => string | undefined)(index, rdd, addons);
  return {
    text: (its.value(index, rdd as never) as string | undefined) ?? '',
    normal: normal ?? '',
    lemma: (lemma ?? normal ?? '').toLowerCase(),
    kind: (KINDS.has(type) ? type : 'other') as TokenKind,
  };
}

/** The word id of token `index` of the document, adding its word to the table when new. */
function wordIdOf(index: number, rdd: RawDocument, addons: unknown): number {
  const at = index * 4;
  const lexeme = rdd.tokens[at]!;
  const plain = rdd.tokens[at + 1]! <= 0xffff && rdd.tokens[at + 2] === 0;
  if (plain) {
    let ids = readerWords.idByLexeme;
    if (lexeme < ids.length && ids[lexeme] !== 0) return ids[lexeme]! - 1;
    if (lexeme >= ids.length) {
      let size = ids.length * 2;
      while (size <= lexeme) size *= 2;
      const grown = new Int32Array(size);
      grown.set(ids);
      readerWords.idByLexeme = ids = grown;
    }
    const id = addWord(wordOf(index, rdd, addons));
    ids[lexeme] = id + 1;
    return id;
  }
  const word = wordOf(index, rdd, addons);
  const key = `${word.kind}\u0000${word.text}\u0000${word.normal}\u0000${word.lemma}`;
  let id = readerWords.idByFields.get(key);
  if (id === undefined) {
    id = addWord(word);
    readerWords.idByFields.set(key, id);
  }
  return id;
}

/** A column grown to hold at least `size` entries (doubling), keeping what it holds. */
function grown<C extends Int32Array | Uint8Array>(column: C, size: number, make: (length: number) => C): C {
  if (size <= column.length) return column;
  let length = column.length * 2;
  while (length < size) length *= 2;
  const bigger = make(length);
  bigger.set(column);
  return bigger;
}

/** From which token on the tokens' word ids are ids of `words` (a reader's table; one per rebuild). */
interface TableSegment {
  from: number;
  words: readonly WordForm[];
}

/**
 * The parsed text with its tokens built the first time a caller reads them (issue 15): the
 * analysis reads only the columns (TokenWords), and building 217,594 token objects for the 1 MB
 * text, then collecting them, was a tenth of its run. Callers that read `tokens` (training, the
 * local AI, the tests, a text whose reader was rebuilt mid-way) get the very tokens parseText
 * built before: each field from the token's word and columns. An object literal with an own
 * getter, so `{ ...parsed }` copies the tokens as it did.
 */
function lazyParsedText(
  count: number,
  sentenceCount: number,
  columns: { ids: Int32Array; sentences: Int32Array; negated: Uint8Array },
  segments: readonly TableSegment[],
  words: TokenWords | undefined,
): ParsedText {
  let tokens: Token[] | null = null;
  return {
    get tokens(): Token[] {
      tokens ??= tokensOf(count, columns, segments);
      return tokens;
    },
    sentenceCount,
    words,
  };
}

function tokensOf(
  count: number,
  { ids, sentences, negated }: { ids: Int32Array; sentences: Int32Array; negated: Uint8Array },
  segments: readonly TableSegment[],
): Token[] {
  const tokens: Token[] = [];
  for (let s = 0; s < segments.length; s++) {
    const { from, words } = segments[s]!;
    const to = s + 1 < segments.length ? segments[s + 1]!.from : count;
    for (let i = from; i < to; i++) {
      const word = words[ids[i]!]!;
      tokens.push({
        text: word.text,
        normal: word.normal,
        lemma: word.lemma,
        pos: 'X',
        kind: word.kind,
        negated: negated[i] === 1,
        sentence: sentences[i]!,
      });
    }
  }
  return tokens;
}

/**
 * The tokens of a text with the very values `out(its.value)`, `out(its.normal)`, `out(its.lemma)`,
 * `out(its.type)` and `out(its.negationFlag)` give them (issue 15, ADR 0023), each word worked out
 * once per reader with the same `its` functions and arguments out() uses (wordIdOf), read
 * straight from wink-nlp's raw document rather than through out()'s array (ADR 0027). The tokens
 * are kept as columns (word id, sentence, negation) and built as objects only when asked for
 * (lazyParsedText, ADR 0033).
 */
export function parseText(text: string): ParsedText {
  let ids = new Int32Array(64);
  let sentences = new Int32Array(64);
  let negated = new Uint8Array(64);
  let count = 0;
  let sentenceOffset = 0;
  const segments: TableSegment[] = [];
  for (const slice of sliceText(text)) {
    const nlp = reader.current();
    // A rebuilt reader numbers its lexemes afresh.
    if (nlp !== readerWords.reader) readerWords = wordsFor(nlp);
    const words = readerWords.table.words;
    // A reader rebuilt before any token was read leaves every id in the one new table.
    if (segments.at(-1)?.from === count) segments.pop();
    if (segments.at(-1)?.words !== words) segments.push({ from: count, words });
    const rdd = reader.currentRaw()(slice);
    const first = count;
    if (rdd.numOfTokens > 0) {
      const size = first + rdd.numOfTokens;
      ids = grown(ids, size, (length) => new Int32Array(length));
      sentences = grown(sentences, size, (length) => new Int32Array(length));
      negated = grown(negated, size, (length) => new Uint8Array(length));
      for (let i = 0; i < rdd.numOfTokens; i++) {
        ids[first + i] = wordIdOf(i, rdd, reader.addons);
        negated[first + i] = its.negationFlag(i, rdd as never) === true ? 1 : 0;
        // Set from the sentence spans below; a token outside every span stays in sentence 0.
        sentences[first + i] = 0;
      }
      count = size;
    }
    // The spans `doc.sentences().out(its.span)` gives, read from the same raw document.
    const spans = rdd.numOfTokens === 0 ? [] : rdd.sentences;
    for (let index = 0; index < spans.length; index++) {
      const span = spans[index]!;
      const last = Math.min(span[1] ?? -1, count - first - 1);
      for (let i = span[0] ?? 0; i <= last; i++) sentences[first + i] = sentenceOffset + index;
    }
    extendNegation(readerWords.scopeRoles, ids, sentences, negated, first, count);
    sentenceOffset += Math.max(1, spans.length);
  }
  const columns = {
    ids: ids.subarray(0, count),
    sentences: sentences.subarray(0, count),
    negated: negated.subarray(0, count),
  };
  return lazyParsedText(
    count,
    count === 0 ? 0 : sentenceOffset,
    columns,
    segments,
    // Rare (a reader is rebuilt past REMEMBERED_WORDS_LIMIT unknown words between two slices): the
    // ids then belong to two tables, and the scorers look this text's words up by string, with the
    // same results.
    segments.length > 1 ? undefined : { table: readerWords.table, ...columns },
  );
}

/**
 * Base-form guesses for a word the tagger may have mis-tagged ('loving' read as an adjective
 * keeps the lemma 'loving'): strips -ing, -ed, -es, -s, -ies, restoring a final 'e' or
 * undoubling a consonant. Callers try them after the real lemma, against their own word lists.
 */
export function inflectionCandidates(word: string): string[] {
  const candidates: string[] = [];
  const add = (stem: string) => {
    if (stem.length >= 2 && stem !== word) candidates.push(stem);
  };
  for (const suffix of ['ing', 'ed']) {
    if (word.endsWith(suffix) && word.length > suffix.length + 2) {
      const stem = word.slice(0, -suffix.length);
      add(stem);
      add(stem + 'e');
      if (stem.length > 2 && stem.at(-1) === stem.at(-2)) add(stem.slice(0, -1));
    }
  }
  if (word.endsWith('ies')) add(word.slice(0, -3) + 'y');
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('ly')) add(word.slice(0, -2));
  return candidates;
}
