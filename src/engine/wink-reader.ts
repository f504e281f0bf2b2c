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
import { rawReader, type RawReader } from './wink-raw';
import type { WinkCache, WinkCore, WinkModel } from './wink-types';

type WinkNLP = ReturnType<typeof winkNLP>;

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

/**
 * Whether wink-nlp's tokenizer, not finding `text` in its cache, would still make it one token of
 * its own: its `detectTokenCategory` (src/tokenizer.js) gives it a category whose process adds the
 * text whole (`processDefault`), which every category but 'unk' and 'wordRP' does. Built from the
 * same model data as the tokenizer's own detectors (trex.ltc, tried in the same order). Null when
 * the detectors are not what this expects (a stateful regex), and then nothing is answered early.
 */
function wholeTokenTest(core: WinkCore): ((text: string) => boolean) | null {
  const { unk, wordRP } = core.tcat.hash;
  const detectors = core.trex.ltc.map(
    ([source, flags, category]) => [new RegExp(source, flags), category] as const,
  );
  if (unk === undefined || wordRP === undefined || detectors.some(([regex]) => regex.global || regex.sticky))
    return null;
  return (text) => {
    for (const [regex, category] of detectors) if (regex.test(text)) return category !== wordRP;
    return false;
  };
}

/** Verdicts on remembered words, by index above the vocabulary: not yet asked, answer found, forget. */
const UNASKED = 0;
const ANSWER = 1;
const FORGET = 2;

interface ForgetfulReader {
  nlp: WinkNLP;
  cache: WinkCache;
  /** The raw document of readDoc(text) for the pipeline ['sbd', 'negation'] (wink-raw.ts), built when first asked for. */
  raw(): RawReader;
}

/**
 * The model's custom-entity machines, read once. wink-eng-lite-web-model 1.8's `metaCER()` assigns
 * its machines the JSON of themselves on every call (load-cer-meta-model.js), so each reader built
 * made them longer: 83 KB after 8 readers, 20 MB after 16 (138 ms to build), 330 MB after 20, and
 * the 21st reader threw RangeError "Invalid string length". The engine rebuilds its readers as they
 * remember words, so a long-running server stopped analysing after about twenty rebuilds. wink-nlp
 * keeps them only for learnCustomEntities(), which nothing here calls.
 */
let customEntityMachines: unknown;
function metaCER(source: WinkModel): unknown {
  customEntityMachines ??= source.metaCER();
  return customEntityMachines;
}

function forgetfulReader(pipeline: Pipeline, answerWholeWords: boolean): ForgetfulReader {
  let core: WinkCore | null = null;
  const source = model as unknown as WinkModel;
  // The model's core is built once, inside winkNLP; keeping it gives the tokenizer's detectors.
  const nlp = winkNLP(
    { ...model, core: () => (core = source.core()), metaCER: () => metaCER(source) } as typeof model,
    pipeline,
  );
  const cache = cacheOf(nlp);
  const vocabulary = cache.intrinsicSize();
  const { add, lookup } = cache;
  const staysWhole = core === null || !answerWholeWords ? null : wholeTokenTest(core);
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
  let verdicts = new Uint8Array(1024);
  // An out-of-vocabulary word's index is ≥ the model's own size; answering "unknown" for it makes
  // the tokenizer take the path it takes the first time it meets the word. That path ends in the
  // same single token as "found" when the tokenizer would keep the word whole (staysWhole): found
  // in the cache it is added as it is, and not found it is added as it is by add(), which returns
  // the index it already has, whatever asked (the linear tokenizer, its punctuation splits,
  // isLexeme or the recursive tokenizer; src/tokenizer.js, src/recursive-tokenizer.js). For those
  // words the lookup answers "found" and the tokenizer skips detecting, splitting and adding the
  // word again (issue 15: a tenth of the parse of the 1 MB text); the tokens are the same.
  cache.lookup = (text) => {
    const found = lookup(text);
    if (adding > 0 || found === null) return found;
    if (found.length !== 1 || found[0]! < vocabulary) return found;
    if (staysWhole === null) return null;
    const slot = found[0]! - vocabulary;
    if (slot >= verdicts.length) {
      const grown = new Uint8Array(Math.max(2 * verdicts.length, slot + 1));
      grown.set(verdicts);
      verdicts = grown;
    }
    if (verdicts[slot] === UNASKED) verdicts[slot] = staysWhole(text) ? ANSWER : FORGET;
    return verdicts[slot] === ANSWER ? found : null;
  };
  let raw: RawReader | null = null;
  return {
    nlp,
    cache,
    raw() {
      if (core === null) throw new Error("wink-nlp did not build the model's core through core()");
      if (String(pipeline) !== 'sbd,negation')
        throw new Error(`raw documents are read with ['sbd', 'negation'], not [${String(pipeline)}]`);
      raw ??= rawReader(source, core, cache);
      return raw;
    },
  };
}

export interface WinkReader {
  /** The reader to use for the next document (a new one once it remembers too many words). */
  current(): WinkNLP;
  /**
   * What `current().readDoc(text)` reads with the pipeline ['sbd', 'negation'], as wink-nlp's raw
   * document (wink-raw.ts); read by the same reader current() returns until the next call.
   */
  currentRaw(): RawReader;
  /** How many out-of-vocabulary words the current reader remembers. */
  rememberedWords(): number;
  /** The model's addons (its lemmatiser), which wink-nlp's `its.lemma` takes beside a raw document. */
  addons: unknown;
}

/**
 * A reader with wink-nlp's given pipeline steps, rebuilt when it remembers more than `limit` words.
 * `answerWholeWords: false` forgets every remembered word, the straightforward path the tests
 * compare the early answers with (the tokens are the same).
 */
export function createWinkReader(
  pipeline: Pipeline,
  limit = REMEMBERED_WORDS_LIMIT,
  { answerWholeWords = true } = {},
): WinkReader {
  let reader = forgetfulReader(pipeline, answerWholeWords);
  const rememberedWords = () => reader.cache.currentSize() - reader.cache.intrinsicSize();
  const current = () => {
    if (rememberedWords() > limit) reader = forgetfulReader(pipeline, answerWholeWords);
    return reader;
  };
  return {
    current: () => current().nlp,
    currentRaw: () => current().raw(),
    rememberedWords,
    addons: (model as unknown as WinkModel).addons,
  };
}
