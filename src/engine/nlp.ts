/**
 * The engine's one door to wink-nlp: turns text into a flat token list with lemmas,
 * part of speech and wink-nlp's negation scope, so every scorer reads the same tokens.
 * wink-nlp and its web model are pure JavaScript and run unchanged in browser, server and CLI.
 */
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

export function parseText(text: string): ParsedText {
  const tokens: Token[] = [];
  let sentenceOffset = 0;
  for (const slice of sliceText(text)) {
    const doc = reader.current().readDoc(slice);
    const all = doc.tokens();
    const texts = all.out() as string[];
    const normals = all.out(its.normal) as string[];
    // wink-nlp types its.lemma with an extra addons parameter that out() supplies itself.
    const lemmas = all.out(its.lemma as never) as string[];
    const types = all.out(its.type) as string[];
    const negations = all.out(its.negationFlag) as unknown as boolean[];
    const spans = doc.sentences().out(its.span) as unknown as number[][];
    const sentenceOf = new Array<number>(texts.length).fill(0);
    spans.forEach((span, index) => {
      for (let i = span[0] ?? 0; i <= (span[1] ?? -1); i++) sentenceOf[i] = sentenceOffset + index;
    });
    const first = tokens.length;
    for (let i = 0; i < texts.length; i++) {
      const type = types[i] ?? 'other';
      tokens.push({
        text: texts[i] ?? '',
        normal: normals[i] ?? '',
        lemma: (lemmas[i] ?? normals[i] ?? '').toLowerCase(),
        pos: 'X',
        kind: (KINDS.has(type) ? type : 'other') as TokenKind,
        negated: negations[i] === true,
        sentence: sentenceOf[i] ?? sentenceOffset,
      });
    }
    extendNegation(tokens, first);
    sentenceOffset += Math.max(1, spans.length);
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
