/**
 * Sparse features of a tokenised text for the engine's learned linear models (valence and the
 * sentiment class). Training (eval/train.ts) and the engine call this same function, so a model
 * always sees at run time exactly the features it was fitted on.
 *
 * - unigrams: the lemma, prefixed with '~' inside a negator's scope ('~good' in "not good");
 *   numbers fold to '<num>', links to '<url>', @mentions to '<user>', '#tag' to 'tag';
 * - bigrams of consecutive words' lower-case forms ('not sure', 'thank you');
 * - emoji and emoticons as written, and the cues '!', '?' and '...';
 * - counts are divided by the square root of the number of bag items, so long and short texts
 *   weigh alike (and a caller may skip keys its model does not know without changing the others);
 * - dense cues (names starting with '$') from the lexicon valence: compound, positive and
 *   negative mass per word, the share of words in capitals, and the text length.
 */
import type { Token } from './nlp';
import type { LexiconValence } from './valence';

export interface Features {
  /** Feature names; a bag item appears once per occurrence (a linear model sums them alike). */
  keys: string[];
  values: number[];
}

export const CUES: ReadonlySet<string> = new Set(['!', '?', '...', '…']);

function unigram(token: Token): string | null {
  switch (token.kind) {
    case 'word':
      return token.negated ? `~${token.lemma}` : token.lemma;
    case 'number':
      return '<num>';
    case 'emoji':
    case 'emoticon':
      return token.text;
    case 'punctuation':
      return CUES.has(token.text) ? (token.text === '…' ? '...' : token.text) : null;
    case 'other':
      return otherKey(token);
    default:
      return null;
  }
}

/** The feature of a token of kind 'other': '#tag' → 'tag', '<user>', '<url>', or none. */
export function otherKey(token: Pick<Token, 'normal'>): string | null {
  if (token.normal.startsWith('#') && token.normal.length > 1) return token.normal.slice(1);
  if (token.normal.startsWith('@')) return '<user>';
  if (/^(https?:|www\.)/.test(token.normal)) return '<url>';
  return null;
}

/** A word written in capitals ('NEVER'): two or more characters, none lower-case, one of A–Z. */
export function isShouted(text: string): boolean {
  if (text.length < 2) return false;
  let capital = false;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // Beyond ASCII, upper-casing may change letters the checks below do not know.
    if (unit >= 128) return text === text.toUpperCase() && /[A-Z]/.test(text);
    if (unit >= 97 && unit <= 122) return false;
    if (unit >= 65 && unit <= 90) capital = true;
  }
  return capital;
}

/** Names of the dense cues, in the order textFeatures appends them. */
export const DENSE_KEYS: readonly string[] = [
  '$compound',
  '$compound3',
  '$max',
  '$min',
  '$positive',
  '$negative',
  '$caps',
  '$length',
];

/** The dense cues' values, from the lexicon valence, the capitalised and the total word counts. */
export function denseValues(valence: LexiconValence, upper: number, words: number): number[] {
  const perWord = 1 / Math.max(1, valence.words);
  return [
    valence.compound,
    valence.compound ** 3,
    valence.max / 4,
    valence.min / 4,
    valence.positive * perWord,
    valence.negative * perWord,
    words > 0 ? upper / words : 0,
    Math.log1p(words) / 5,
  ];
}

/**
 * The features of a text. `known`, when given, limits the bag to keys a model uses and bigrams to
 * those whose first word starts one (the values of the kept keys are the same either way).
 */
export function textFeatures(
  tokens: readonly Token[],
  valence: LexiconValence,
  known?: { keys: ReadonlySet<string>; bigramHeads: ReadonlySet<string> },
): Features {
  const keys: string[] = [];
  let items = 0;
  let upper = 0;
  let words = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const key = unigram(token);
    if (key !== null) {
      items++;
      if (!known || known.keys.has(key)) keys.push(key);
    }
    if (token.kind !== 'word') continue;
    words++;
    if (isShouted(token.text)) upper++;
    const next = tokens[i + 1];
    if (next && next.kind === 'word' && next.sentence === token.sentence) {
      items++;
      if (known && !known.bigramHeads.has(token.normal)) continue;
      const bigram = `${token.normal} ${next.normal}`;
      if (!known || known.keys.has(bigram)) keys.push(bigram);
    }
  }
  const share = 1 / (Math.sqrt(items) || 1);
  const values = new Array<number>(keys.length).fill(share);
  keys.push(...DENSE_KEYS);
  values.push(...denseValues(valence, upper, words));
  return { keys, values };
}
