/**
 * Applies several linear heads at once to a text's features (features.ts) without building a
 * feature name per token: a head's weight of a key sits in one vector per key, '~lemma' keys are
 * indexed by lemma and bigrams by their first word. `scores` adds up exactly what
 * textFeatures(tokens, …) would give, in the same order (linear.test.ts checks it), plus the
 * caller's dense cues.
 */
import { CUES, otherKey } from './features';
import type { Token } from './nlp';

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
  unigrams: (Float64Array | undefined)[];
  bigrams: (Float64Array | undefined)[];
  items: Uint8Array;
}

export interface LinearBank {
  /** Each head's bias + Σ weight × value over the bag of the tokens and the given dense values. */
  scores(tokens: readonly Token[], dense: ArrayLike<number>): Float64Array;
  /** The tokens' bag vectors, for scoresOf. */
  prepare(tokens: readonly Token[]): PreparedBag;
  /**
   * scores(tokens.slice(from, to), dense) from prepare(tokens), the same sums in the same order,
   * when no bigram crosses `to` (tokens[to - 1] ends a sentence or the text).
   */
  scoresOf(prepared: PreparedBag, from: number, to: number, dense: ArrayLike<number>): Float64Array;
}

/** A bank of heads over the bag features and the dense cues named in denseKeys (in that order). */
export function createLinearBank(heads: readonly LinearHead[], denseKeys: readonly string[]): LinearBank {
  const size = heads.length;
  const weights = new Map<string, Float64Array>();
  heads.forEach((head, h) => {
    for (const [key, weight] of Object.entries(head.weights)) {
      let vector = weights.get(key);
      if (!vector) weights.set(key, (vector = new Float64Array(size)));
      vector[h] = weight;
    }
  });
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
  const number = weights.get('<num>');
  const user = weights.get('<user>');
  const url = weights.get('<url>');
  const cues = new Map(
    [...CUES].flatMap((cue) => {
      const vector = weights.get(cue === '…' ? '...' : cue);
      return vector ? [[cue, vector] as const] : [];
    }),
  );
  const denseVectors = denseKeys.map((key) => weights.get(key));
  const biases = Float64Array.from(heads, (head) => head.bias);
  function prepare(tokens: readonly Token[]): PreparedBag {
    const unigrams: (Float64Array | undefined)[] = new Array(tokens.length);
    const bigramVectors: (Float64Array | undefined)[] = new Array(tokens.length);
    const itemCounts = new Uint8Array(tokens.length);
    for (let i = 0; i < tokens.length; i++) {
      const token = tokens[i]!;
      let vector: Float64Array | undefined;
      let items = 0;
      switch (token.kind) {
        case 'word':
          items++;
          vector = token.negated ? negated.get(token.lemma) : weights.get(token.lemma);
          break;
        case 'number':
          items++;
          vector = number;
          break;
        case 'emoji':
        case 'emoticon':
          items++;
          vector = weights.get(token.text);
          break;
        case 'punctuation':
          if (CUES.has(token.text)) {
            items++;
            vector = cues.get(token.text);
          }
          break;
        case 'other': {
          const key = otherKey(token);
          if (key !== null) {
            items++;
            vector = key === '<user>' ? user : key === '<url>' ? url : weights.get(key);
          }
          break;
        }
        default:
          break;
      }
      unigrams[i] = vector;
      let bigram: Float64Array | undefined;
      if (token.kind === 'word') {
        const next = tokens[i + 1];
        if (next && next.kind === 'word' && next.sentence === token.sentence) {
          items++;
          bigram = bigrams.get(token.normal)?.get(next.normal);
        }
      }
      bigramVectors[i] = bigram;
      itemCounts[i] = items;
    }
    return { unigrams, bigrams: bigramVectors, items: itemCounts };
  }

  function scoresOf(prepared: PreparedBag, from: number, to: number, dense: ArrayLike<number>): Float64Array {
    const { unigrams, bigrams: bigramVectors, items: itemCounts } = prepared;
    let items = 0;
    for (let i = from; i < to; i++) items += itemCounts[i]!;
    const share = 1 / (Math.sqrt(items) || 1);
    const result = Float64Array.from(biases);
    // Token by token, its own feature then its bigram: the bag's order, so the same sums.
    for (let i = from; i < to; i++) {
      const unigram = unigrams[i];
      if (unigram !== undefined) for (let h = 0; h < size; h++) result[h]! += unigram[h]! * share;
      const bigram = bigramVectors[i];
      if (bigram !== undefined) for (let h = 0; h < size; h++) result[h]! += bigram[h]! * share;
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
      let vector: Float64Array | undefined;
      switch (token.kind) {
        case 'word':
          items++;
          vector = token.negated ? negated.get(token.lemma) : weights.get(token.lemma);
          break;
        case 'number':
          items++;
          vector = number;
          break;
        case 'emoji':
        case 'emoticon':
          items++;
          vector = weights.get(token.text);
          break;
        case 'punctuation':
          if (CUES.has(token.text)) {
            items++;
            vector = cues.get(token.text);
          }
          break;
        case 'other': {
          const key = otherKey(token);
          if (key !== null) {
            items++;
            vector = key === '<user>' ? user : key === '<url>' ? url : weights.get(key);
          }
          break;
        }
        default:
          break;
      }
      if (vector !== undefined) bag.push(vector);
      if (token.kind !== 'word') continue;
      const next = tokens[i + 1];
      if (next && next.kind === 'word' && next.sentence === token.sentence) {
        items++;
        const bigram = bigrams.get(token.normal)?.get(next.normal);
        if (bigram !== undefined) bag.push(bigram);
      }
    }
    const share = 1 / (Math.sqrt(items) || 1);
    const result = Float64Array.from(biases);
    for (const vector of bag) for (let h = 0; h < size; h++) result[h]! += vector[h]! * share;
    for (let d = 0; d < denseVectors.length; d++) {
      const vector = denseVectors[d];
      const value = dense[d]!;
      if (vector !== undefined && value !== 0)
        for (let h = 0; h < size; h++) result[h]! += vector[h]! * value;
    }
    return result;
  }

  return { scores, prepare, scoresOf };
}
