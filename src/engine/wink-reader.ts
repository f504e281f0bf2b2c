/**
 * A wink-nlp reader whose tokens depend on the text alone, never on the texts read before it.
 *
 * wink-nlp remembers every out-of-vocabulary word it has tokenised (its cache grows with each
 * new one) and its tokenizer looks words up in that cache before splitting them. So a word's
 * tokens depended on history: in a fresh process "everyone's head" reads 'everyone' + "'s", but
 * after any text ending in "everyone's." it reads one token "everyone's", and the reading of the
 * whole text moved (sentiment 0.0855 → 0.0759 for "It's fun, but the code talk will fly right
 * over everyone's head"). The same text then read differently in the browser, on the server and
 * in `tonelens batch` depending on which worker had seen what (found comparing 1- and 2-worker
 * batch output). Here the cache's lookup answers only for the model's own vocabulary, so every
 * text is tokenised as a fresh reader would, and the reader is rebuilt once the remembered words
 * pass a bound, so a long-running server's memory stays flat.
 */
import winkNLP from 'wink-nlp';
// wink-nlp's registry of the `its` functions `out()` accepts; no typings (see wink-internals.d.ts).
import allowed from 'wink-nlp/src/allowed.js';
import model from 'wink-eng-lite-web-model';

type WinkNLP = ReturnType<typeof winkNLP>;

/** The part of wink-nlp's internal lexeme cache this module uses (wink-nlp 2.4, src/cache.js). */
interface WinkCache {
  add(text: string, category: number): number;
  lookup(text: string): number[] | null;
  intrinsicSize(): number;
  currentSize(): number;
}

// Out-of-vocabulary words remembered before the reader is rebuilt: each costs a few hundred
// bytes, and rebuilding takes 60–300 ms, so this is rare (a long text of unique tokens) and small.
export const REMEMBERED_WORDS_LIMIT = 200_000;

/** wink-nlp's cache of one reader, reached through the one door `out()` opens to a document. */
function cacheOf(nlp: WinkNLP): WinkCache {
  let cache: WinkCache | undefined;
  const grab = (_index: number, rdd: { cache: WinkCache }): string => {
    cache = rdd.cache;
    return '';
  };
  allowed.its4document.add(grab);
  try {
    nlp.readDoc('x').out(grab as never);
  } finally {
    allowed.its4document.delete(grab);
  }
  const parts = ['add', 'lookup', 'intrinsicSize', 'currentSize'] as const;
  if (!cache || parts.some((part) => typeof cache![part] !== 'function')) {
    throw new Error("wink-nlp's cache is not what wink-reader.ts expects (has wink-nlp's version changed?)");
  }
  return cache;
}

type Pipeline = Parameters<typeof winkNLP>[1];

function forgetfulReader(pipeline: Pipeline): { nlp: WinkNLP; cache: WinkCache } {
  const nlp = winkNLP(model, pipeline);
  const cache = cacheOf(nlp);
  const vocabulary = cache.intrinsicSize();
  const { add, lookup } = cache;
  // Adding a word looks up its lower-case form, which add() itself has just remembered: that
  // lookup must find it. Every other lookup (the tokenizer's) forgets remembered words.
  let adding = 0;
  cache.add = (text, category) => {
    adding++;
    try {
      return add(text, category);
    } finally {
      adding--;
    }
  };
  // An out-of-vocabulary word's index is ≥ the model's own size; answering "unknown" for it makes
  // the tokenizer take the path it takes the first time it meets the word.
  cache.lookup = (text) => {
    const found = lookup(text);
    if (adding > 0 || found === null) return found;
    return found.length === 1 && found[0]! >= vocabulary ? null : found;
  };
  return { nlp, cache };
}

export interface WinkReader {
  /** The reader to use for the next document (a new one once it remembers too many words). */
  current(): WinkNLP;
  /** How many out-of-vocabulary words the current reader remembers. */
  rememberedWords(): number;
}

/** A reader with wink-nlp's given pipeline steps, rebuilt when it remembers more than `limit` words. */
export function createWinkReader(pipeline: Pipeline, limit = REMEMBERED_WORDS_LIMIT): WinkReader {
  let reader = forgetfulReader(pipeline);
  const rememberedWords = () => reader.cache.currentSize() - reader.cache.intrinsicSize();
  return {
    current() {
      if (rememberedWords() > limit) reader = forgetfulReader(pipeline);
      return reader.nlp;
    },
    rememberedWords,
  };
}
