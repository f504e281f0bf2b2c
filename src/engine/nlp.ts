/**
 * The engine's one door to wink-nlp: turns text into a flat token list with lemmas,
 * part of speech and wink-nlp's negation scope, so every scorer reads the same tokens.
 * wink-nlp and its web model are pure JavaScript and run unchanged in browser, server and CLI.
 */
import allowed from 'wink-nlp/src/allowed.js';
import { createWinkReader } from './wink-reader';

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

export interface ParsedText {
  tokens: Token[];
  sentenceCount: number;
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

/**
 * Marks the tokens after a pronoun negator as negated, up to the end of its clause as wink-nlp
 * bounds a negation: the next punctuation mark or 'but' (issue 12: "Honestly, nobody cares about
 * my work." read warm because 'cares' counted as caring).
 */
function extendNegation(tokens: Token[], from: number): void {
  let inScope = false;
  for (let i = from; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (i > from && token.sentence !== tokens[i - 1]!.sentence) inScope = false;
    if (token.kind === 'punctuation' || token.normal === 'but') inScope = false;
    else if (inScope) token.negated = true;
    else if (PRONOUN_NEGATORS.has(token.normal)) inScope = true;
  }
}

/** A token's own fields, the same for every token of one wink-nlp lexeme (see tokenOf). */
interface Word {
  text: string;
  normal: string;
  lemma: string;
  kind: TokenKind;
}

/** The part of wink-nlp 2.4's raw document tokenOf reads (src/dd-wrapper.js). */
interface RawDocument {
  /** Four numbers per token: lexeme, preceding spaces | contraction normal, lemma | pos, flags. */
  tokens: number[];
}

/**
 * The words of the lexemes the current reader has met, by wink-nlp's lexeme index: a reader's
 * indexes never change meaning, so these live as long as it does (wordsReader) and are dropped
 * with it; it is rebuilt before it remembers more than REMEMBERED_WORDS_LIMIT unknown words, which
 * bounds them too. Only plain tokens are kept: not part of a contraction (wink-nlp then keeps the
 * normal in the token's second number) and with no lemma or part of speech of their own (third
 * number 0), so their text, normal, lemma and type come from the lexeme alone. What a word reads
 * never depends on the texts before it (ADR 0021): the memo only saves working it out again.
 */
let words = new Map<number, Word>();
let wordsReader = reader.current();

function wordOf(index: number, rdd: RawDocument, addons: unknown): Word {
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

/**
 * One token from wink-nlp's raw document, with the very values `out(its.value)`, `out(its.normal)`,
 * `out(its.lemma)`, `out(its.type)` and `out(its.negationFlag)` give it (issue 15): those five walks
 * over a document, and a lemma worked out afresh for every token, took about a fifth of a 1 MB
 * text's parse. Here each lexeme's word is worked out once (words above), with the same
 * `its` functions and arguments out() uses; a token the check below does not recognise as plain
 * is simply worked out afresh. wink-nlp accepts only the functions it lists, so parseText adds
 * this one to its list for the call, as wink-reader.ts does to reach the cache (ADR 0023).
 */
function tokenOf(index: number, rdd: RawDocument, addons: unknown): Token {
  const at = index * 4;
  const lexeme = rdd.tokens[at]!;
  const plain = rdd.tokens[at + 1]! <= 0xffff && rdd.tokens[at + 2] === 0;
  let word = plain ? words.get(lexeme) : undefined;
  if (word === undefined) {
    word = wordOf(index, rdd, addons);
    if (plain) words.set(lexeme, word);
  }
  return {
    text: word.text,
    normal: word.normal,
    lemma: word.lemma,
    pos: 'X',
    kind: word.kind,
    negated: its.negationFlag(index, rdd as never) === true,
    // Set from the sentence spans below; a token outside every span stays in sentence 0.
    sentence: 0,
  };
}

export function parseText(text: string): ParsedText {
  const tokens: Token[] = [];
  let sentenceOffset = 0;
  allowed.its4tokens.add(tokenOf);
  try {
    for (const slice of sliceText(text)) {
      const nlp = reader.current();
      // A rebuilt reader numbers its lexemes afresh.
      if (nlp !== wordsReader) {
        wordsReader = nlp;
        words = new Map();
      }
      const doc = nlp.readDoc(slice);
      const first = tokens.length;
      for (const token of doc.tokens().out(tokenOf as never) as unknown as Token[]) tokens.push(token);
      const spans = doc.sentences().out(its.span) as unknown as number[][];
      spans.forEach((span, index) => {
        const last = Math.min(span[1] ?? -1, tokens.length - first - 1);
        for (let i = span[0] ?? 0; i <= last; i++) tokens[first + i]!.sentence = sentenceOffset + index;
      });
      extendNegation(tokens, first);
      sentenceOffset += Math.max(1, spans.length);
    }
  } finally {
    allowed.its4tokens.delete(tokenOf);
  }
  return { tokens, sentenceCount: tokens.length === 0 ? 0 : sentenceOffset };
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
