/**
 * wink-nlp's reading of a document with sentence boundaries and negation (its `readDoc` with the
 * pipeline ['sbd', 'negation']), composed here from wink-nlp's own modules so the engine gets the
 * raw document without a Doc around it, and with the tokenizer's work on each whitespace-separated
 * piece remembered (issue 15, ADR 0044).
 *
 * The steps are readDoc's (wink-nlp 2.4, src/wink-nlp.js), in its order and with its modules:
 * tokenize, map tokens to their normals, the sentence-boundary automata and setter, the negation
 * automaton and setter. What differs is how the text reaches the tokenizer. wink-nlp splits the
 * text at runs of spaces and line breaks and tokenises each piece alone, giving the first token of
 * a piece the spaces before it. With the reader's lookups answering the same whatever it read
 * before (wink-reader.ts, ADR 0021), a piece's tokens depend on the piece alone, so the tokenizer
 * runs once per distinct piece and later occurrences copy its four numbers per token (wink-pieces.ts). The 1 MB
 * bench text has 185,466 pieces (words with their punctuation, and line breaks), 34,211 of them
 * distinct; tokenising was 42 % of its analysis.
 */
import compileTRex from 'wink-nlp/src/compile-trex.js';
import constants from 'wink-nlp/src/constants.js';
import DocDataWrapper from 'wink-nlp/src/dd-wrapper.js';
import fsm from 'wink-nlp/src/automaton.js';
import search from 'wink-nlp/src/search.js';
import tokenizer from 'wink-nlp/src/tokenizer.js';
import mappers from 'wink-nlp/src/tokens-mappers.js';
import { pieceTokenizer, WINK_SPLITTER } from './wink-pieces';
import type { WinkCache, WinkCore, WinkModel } from './wink-types';

/** wink-nlp's raw document data (`rdd`, src/wink-nlp.js) as the `its` functions read it. */
export interface RawDocument {
  cache: WinkCache;
  /** Four numbers per token: lexeme, preceding spaces | contraction normal, lemma | pos, flags. */
  tokens: number[];
  /** [first token, last token, negated, …] of each sentence. */
  sentences: number[][];
  numOfTokens: number;
  numOfSentences: number;
  /** [first token, last token, negated, …] of the document. */
  document: number[];
  nonBreakingSpaces: Record<number, string>;
  markings: unknown[];
  currPipe: Record<string, boolean>;
  wordVectors: null;
}

export type RawReader = (text: string) => RawDocument;

/**
 * readDoc(text) of a wink-nlp reader with the pipeline ['sbd', 'negation'] built on `core` and
 * `cache` (the reader's own: the same lexeme numbers and lookups), as its raw document.
 */
export function rawReader(model: WinkModel, core: WinkCore, cache: WinkCache): RawReader {
  const trex = compileTRex(core.trex);
  const tokenize = tokenizer(trex, core.tcat.hash, core.preserve);
  if (core.trex.helpers.splitter?.[0] !== WINK_SPLITTER)
    throw new Error("wink-nlp's splitter is not the one wink-pieces.ts follows (has its model changed?)");
  const sbd = model.sbd();
  const sbdAutomata = sbd.machines.map((machine) => {
    const automaton = fsm(cache);
    automaton.importJSON(machine);
    return automaton;
  });
  const negation = model.negation();
  const negationAutomaton = fsm(cache);
  negationAutomaton.importJSON(negation.machines[0]);
  const currPipe: Record<string, boolean> = Object.assign(Object.create(null) as object, {
    sbd: true,
    negation: true,
  });
  const tokenizePieces = pieceTokenizer(tokenize);
  return (text) => {
    const rdd: RawDocument = {
      cache,
      wordVectors: null,
      tokens: [],
      sentences: [],
      markings: [],
      currPipe,
      nonBreakingSpaces: Object.create(null) as Record<number, string>,
      numOfTokens: 0,
      numOfSentences: 0,
      document: [],
    };
    const doc = DocDataWrapper(rdd);
    tokenizePieces(doc, rdd.tokens, text);
    rdd.numOfTokens = rdd.tokens.length / constants.tkSize;
    rdd.document = [0, rdd.numOfTokens - 1, 0, 0];
    const tokensForAutomata = mappers.mapRawTokens2UIdOfNormal(rdd);
    let found: unknown = null;
    sbdAutomata.forEach((automaton, i) => {
      automaton.setPatternSwap(found);
      found = automaton.recognize(tokensForAutomata, sbd.transformers[i], rdd.tokens);
    });
    sbd.setter(found, rdd);
    rdd.numOfSentences = rdd.sentences.length;
    negation.setter(negationAutomaton.recognize(tokensForAutomata), rdd, constants, search);
    doc.clean();
    return rdd;
  };
}
