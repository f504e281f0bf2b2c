/**
 * Applies several linear heads at once to a text's features (features.ts) without building a
 * feature name per token: a head's weight of a key sits in one vector per key, '~lemma' keys are
 * indexed by lemma and bigrams by their first word. `scores` adds up exactly what
 * textFeatures(tokens, …) would give, in the same order (sentiment.test.ts checks the same walk
 * for the sentiment models), plus the caller's dense cues.
 */
import { CUES, otherKey } from './features';
import type { Token, TokenWords, WordForm } from './nlp';
import { memoPerWord } from './word-memo';

export interface LinearHead {
  bias: number;
  weights: Readonly<Record<string, number>>;
}

/**
 * A text's bag looked up once (issue 15): per token, the weight vector of its own feature and of
 * the bigram it starts, and how many bag items it counts for. The per-sentence pass sums ranges
 * of it instead of looking every token up again.
 */
export interface PreparedBag {
  /** Where each token's own weight vector starts in `weights` (vectorAt), -1 for none. */
  unigrams: Int32Array;
  /** Where the vector of the bigram each token starts begins in `weights`, -1 for none. */
  bigrams: Int32Array;
  items: Uint8Array;
  /** Every weight vector of the bank, one after the other (flatWeights). */
  weights: Float64Array;
}

/**
 * Feature → weight vector (one slot per head), every vector a view of one flat array (issue 15):
 * the prepared bags keep each token's vector as its start in that array, and the sums read the
 * weights from it, rather than following a pointer to a separate small array per token (the
 * largest share of an axis reading of the 1 MB text).
 */
export function flatWeights(
  keys: readonly string[],
  size: number,
): { weights: Map<string, Float64Array>; flat: Float64Array } {
  const flat = new Float64Array(keys.length * size);
  const weights = new Map<string, Float64Array>();
  keys.forEach((key, k) => weights.set(key, flat.subarray(k * size, (k + 1) * size)));
  return { weights, flat };
}

/** A vector's start in its flat array (flatWeights), -1 for none. */
export const vectorAt = (vector: Float64Array | null | undefined): number =>
  vector ? vector.byteOffset / Float64Array.BYTES_PER_ELEMENT : -1;

export interface LinearBank {
  /** Each head's bias + Σ weight × value over the bag of the tokens and the given dense values. */
  scores(tokens: readonly Token[], dense: ArrayLike<number>): Float64Array;
  /** The tokens' bag vectors, for scoresOf. */
  prepare(tokens: readonly Token[]): PreparedBag;
  /** prepare(tokens) from the tokens' word ids (parseText's ParsedText.words): the same vectors. */
  prepareOfWords(words: TokenWords): PreparedBag;
  /**
   * scores(tokens.slice(from, to), dense) from prepare(tokens), the same sums in the same order,
   * when no bigram crosses `to` (tokens[to - 1] ends a sentence or the text); written into
   * `into` (one slot per head) when given.
   */
  scoresOf(
    prepared: PreparedBag,
    from: number,
    to: number,
    dense: ArrayLike<number>,
    into?: Float64Array,
  ): Float64Array;
}

/**
 * Weight vectors indexed so a token's bag features are found without building their names (the
 * strings and their hashing were a third of the sentiment's cost): '~lemma' keys by lemma, a
 * bigram 'a b' by its first word and then the rest, the cues under the spelling the token has.
 */
export interface BagIndex {
  weights: ReadonlyMap<string, Float64Array>;
  negated: ReadonlyMap<string, Float64Array>;
  bigrams: ReadonlyMap<string, ReadonlyMap<string, Float64Array>>;
  /**
   * The same bigrams with each tail by number (`tailNumbers`, one per distinct tail) and each
   * vector by its start (vectorAt), for the prepared bags by word id (prepareBagOfWords).
   */
  tailNumbers: ReadonlyMap<string, number>;
  bigramStarts: ReadonlyMap<string, ReadonlyMap<number, number>>;
  number: Float64Array | undefined;
  user: Float64Array | undefined;
  url: Float64Array | undefined;
  cues: ReadonlyMap<string, Float64Array>;
}

/** Indexes feature name → weight vector (one slot per head) for unigramVector and bigramVector. */
export function indexBag(weights: ReadonlyMap<string, Float64Array>): BagIndex {
  const negated = new Map<string, Float64Array>();
  const bigrams = new Map<string, Map<string, Float64Array>>();
  for (const [key, vector] of weights) {
    if (key.startsWith('~')) negated.set(key.slice(1), vector);
    const space = key.indexOf(' ');
    if (space === -1) continue;
    const head = key.slice(0, space);
    let tails = bigrams.get(head);
    if (!tails) bigrams.set(head, (tails = new Map()));
    tails.set(key.slice(space + 1), vector);
  }
  const tailNumbers = new Map<string, number>();
  const bigramStarts = new Map<string, Map<number, number>>();
  for (const [head, tails] of bigrams) {
    const starts = new Map<number, number>();
    for (const [tail, vector] of tails) {
      let number = tailNumbers.get(tail);
      if (number === undefined) tailNumbers.set(tail, (number = tailNumbers.size));
      starts.set(number, vectorAt(vector));
    }
    bigramStarts.set(head, starts);
  }
  const cues = new Map(
    [...CUES].flatMap((cue) => {
      const vector = weights.get(cue === '…' ? '...' : cue);
      return vector ? [[cue, vector] as const] : [];
    }),
  );
  return {
    weights,
    negated,
    bigrams,
    tailNumbers,
    bigramStarts,
    number: weights.get('<num>'),
    user: weights.get('<user>'),
    url: weights.get('<url>'),
    cues,
  };
}

/**
 * The weight vector of a token's own bag feature (textFeatures' unigram), with no string built:
 * null when the token is no bag item, undefined when it is one the model has no weight for (it
 * still counts in the 1/√items share). The one place the engine decides a token's feature, for
 * the axis models (LinearBank) and the sentiment models alike.
 */
export function unigramVector(
  index: BagIndex,
  token: WordForm & Pick<Token, 'negated'>,
): Float64Array | null | undefined {
  switch (token.kind) {
    case 'word':
      return token.negated ? index.negated.get(token.lemma) : index.weights.get(token.lemma);
    case 'number':
      return index.number;
    case 'emoji':
    case 'emoticon':
      return index.weights.get(token.text);
    case 'punctuation':
      return CUES.has(token.text) ? index.cues.get(token.text) : null;
    case 'other': {
      const key = otherKey(token);
      if (key === null) return null;
      return key === '<user>' ? index.user : key === '<url>' ? index.url : index.weights.get(key);
    }
    default:
      return null;
  }
}

/**
 * The weight vector of the bigram a word starts with the token after it: null when there is no
 * bigram (either is not a word, or they are in different sentences), undefined when the model has
 * no weight for it (it still counts as a bag item).
 */
export function bigramVector(
  index: BagIndex,
  token: Token,
  next: Token | undefined,
): Float64Array | null | undefined {
  if (token.kind !== 'word' || next === undefined || next.kind !== 'word' || next.sentence !== token.sentence)
    return null;
  return index.bigrams.get(token.normal)?.get(next.normal);
}

/** What a word itself decides of the bag: its own feature outside and inside a negator's scope, and the bigrams it can start. */
interface WordBag {
  plain: Float64Array | null | undefined;
  negated: Float64Array | null | undefined;
  /** vectorAt(plain), vectorAt(negated). */
  plainAt: number;
  negatedAt: number;
  /**
   * The bigrams the word starts, by their tail's number (index.bigramStarts.get(normal)), when it
   * starts any; only read for a word.
   */
  tails: ReadonlyMap<number, number> | undefined;
  /** Of kind 'word' (only words make bigrams). */
  isWord: boolean;
  /** The number of the word's normal as a bigram's tail (index.tailNumbers), -1 when it ends none. */
  tailNumber: number;
}

function wordBagOf(index: BagIndex, word: WordForm): WordBag {
  const plain = unigramVector(index, { ...word, negated: false });
  const negated = unigramVector(index, { ...word, negated: true });
  return {
    plain,
    negated,
    plainAt: vectorAt(plain),
    negatedAt: vectorAt(negated),
    tails: word.kind === 'word' ? index.bigramStarts.get(word.normal) : undefined,
    isWord: word.kind === 'word',
    tailNumber: index.tailNumbers.get(word.normal) ?? -1,
  };
}

/** Each word's WordBag under `index`, worked out once per word of a word table (ADR 0027). */
export function wordBags(index: BagIndex): (table: TokenWords['table']) => readonly WordBag[] {
  return memoPerWord((word) => wordBagOf(index, word));
}

/**
 * The prepared bag of tokens (unigramVector and bigramVector of each) from their word ids and
 * columns (TokenWords), reading no token object: a token's own feature is its word's, inside or
 * outside a negator's scope; a bigram counts when bigramVector would look it up (both words, one
 * sentence), and is looked up among the tails of its first word, by the second word's number as a
 * tail (issue 15: by its normal, a string hashed and compared per token, this lookup was most of
 * the function), only when the second word ends some bigram.
 */
export function prepareBagOfWords(
  bags: readonly WordBag[],
  words: TokenWords,
  weights: Float64Array,
): PreparedBag {
  const { ids, sentences, negated } = words;
  const n = ids.length;
  const unigrams = new Int32Array(n);
  const bigramStarts = new Int32Array(n);
  const itemCounts = new Uint8Array(n);
  let bag = n > 0 ? bags[ids[0]!]! : undefined;
  for (let i = 0; i < n; i++) {
    const own = bag!;
    const next = i + 1 < n ? bags[ids[i + 1]!]! : undefined;
    const isNegated = negated[i] === 1;
    const unigram = isNegated ? own.negated : own.plain;
    let bigram = 0;
    let bigramStart = -1;
    if (own.isWord && next !== undefined && next.isWord && sentences[i + 1] === sentences[i]) {
      bigram = 1;
      if (own.tails !== undefined && next.tailNumber >= 0) bigramStart = own.tails.get(next.tailNumber) ?? -1;
    }
    unigrams[i] = isNegated ? own.negatedAt : own.plainAt;
    bigramStarts[i] = bigramStart;
    itemCounts[i] = (unigram === null ? 0 : 1) + bigram;
    bag = next;
  }
  return { unigrams, bigrams: bigramStarts, items: itemCounts, weights };
}

/** A bank of heads over the bag features and the dense cues named in denseKeys (in that order). */
export function createLinearBank(heads: readonly LinearHead[], denseKeys: readonly string[]): LinearBank {
  const size = heads.length;
  const keys = [...new Set(heads.flatMap((head) => Object.keys(head.weights)))];
  const { weights, flat } = flatWeights(keys, size);
  heads.forEach((head, h) => {
    for (const [key, weight] of Object.entries(head.weights)) weights.get(key)![h] = weight;
  });
  const index = indexBag(weights);
  const denseVectors = denseKeys.map((key) => weights.get(key));
  const biases = Float64Array.from(heads, (head) => head.bias);
  const bagsOf = wordBags(index);
  const prepareOfWords = (words: TokenWords): PreparedBag =>
    prepareBagOfWords(bagsOf(words.table), words, flat);
  function prepare(tokens: readonly Token[]): PreparedBag {
    const unigrams = new Int32Array(tokens.length);
    const bigramStarts = new Int32Array(tokens.length);
    const itemCounts = new Uint8Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const unigram = unigramVector(index, token);
      const bigram = bigramVector(index, token, tokens[i + 1]);
      unigrams[i] = vectorAt(unigram);
      bigramStarts[i] = vectorAt(bigram);
      itemCounts[i] = (unigram === null ? 0 : 1) + (bigram === null ? 0 : 1);
    }
    return { unigrams, bigrams: bigramStarts, items: itemCounts, weights: flat };
  }

  function scoresOf(
    prepared: PreparedBag,
    from: number,
    to: number,
    dense: ArrayLike<number>,
    into?: Float64Array,
  ): Float64Array {
    const { unigrams, bigrams: bigramStarts, items: itemCounts, weights: vectors } = prepared;
    let items = 0;
    for (let i = from; i < to; i++) items += itemCounts[i]!;
    const share = 1 / (Math.sqrt(items) || 1);
    let result: Float64Array;
    if (into) (result = into).set(biases);
    else result = biases.slice();
    // Token by token, its own feature then its bigram: the bag's order, so the same sums.
    for (let i = from; i < to; i++) {
      const unigram = unigrams[i]!;
      if (unigram >= 0) for (let h = 0; h < size; h++) result[h]! += vectors[unigram + h]! * share;
      const bigram = bigramStarts[i]!;
      if (bigram >= 0) for (let h = 0; h < size; h++) result[h]! += vectors[bigram + h]! * share;
    }
    for (let d = 0; d < denseVectors.length; d++) {
      const vector = denseVectors[d];
      const value = dense[d]!;
      if (vector !== undefined && value !== 0)
        for (let h = 0; h < size; h++) result[h]! += vector[h]! * value;
    }
    return result;
  }

  // A single text's own walk, with no per-token arrays: the bench's short texts are most calls.
  const bag: Float64Array[] = [];

  function scores(tokens: readonly Token[], dense: ArrayLike<number>): Float64Array {
    bag.length = 0;
    let items = 0;
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      const unigram = unigramVector(index, token);
      if (unigram !== null) {
        items++;
        if (unigram !== undefined) bag.push(unigram);
      }
      const bigram = bigramVector(index, token, tokens[i + 1]);
      if (bigram !== null) {
        items++;
        if (bigram !== undefined) bag.push(bigram);
      }
    }
    const share = 1 / (Math.sqrt(items) || 1);
    const result = biases.slice();
    for (const vector of bag) for (let h = 0; h < size; h++) result[h]! += vector[h]! * share;
    for (let d = 0; d < denseVectors.length; d++) {
      const vector = denseVectors[d];
      const value = dense[d]!;
      if (vector !== undefined && value !== 0)
        for (let h = 0; h < size; h++) result[h]! += vector[h]! * value;
    }
    return result;
  }

  return { scores, prepare, prepareOfWords, scoresOf };
}
