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
 * runs once per distinct piece and later occurrences copy its four numbers per token. The 1 MB
 * bench text has 185,466 pieces (words with their punctuation, and line breaks), 34,211 of them
 * distinct; tokenising was 42 % of its analysis.
 */
import compileTRex from 'wink-nlp/src/compile-trex.js';
import constants from 'wink-nlp/src/constants.js';
import DocDataWrapper, { type DocData } from 'wink-nlp/src/dd-wrapper.js';
import fsm from 'wink-nlp/src/automaton.js';
import search from 'wink-nlp/src/search.js';
import tokenizer from 'wink-nlp/src/tokenizer.js';
import mappers from 'wink-nlp/src/tokens-mappers.js';
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

/** wink-nlp's cap on the spaces before a token (src/tokenizer.js); the cap itself flags non-breaking ones. */
const MAX_PRECEDING_SPACES = 65535;
/** A run of spaces among the splitter's pieces is non-breaking when it holds one of these (src/tokenizer.js). */
const NON_BREAKING = /[\u00a0\u2002-\u2005\u2009\u200a\u202f\u205f]/;

// Pieces remembered before the memory is cleared, and the longest piece remembered: longer pieces
// (links, run-together words) rarely come again, and each remembered piece keeps its text.
const REMEMBERED_PIECES_LIMIT = 100_000;
const REMEMBERED_PIECE_LENGTH = 64;

/** The tokens of each remembered piece, read with no spaces before it: count, then four numbers per token. */
class PieceMemory {
  private offsets = new Map<string, number>();
  private pool = new Uint32Array(1 << 16);
  private used = 0;

  /** Where `piece`'s tokens start in `numbers()`, or -1. */
  find(piece: string): number {
    return this.offsets.get(piece) ?? -1;
  }

  numbers(): Uint32Array {
    return this.pool;
  }

  remember(piece: string, tokens: readonly number[], from: number, to: number): void {
    if (this.offsets.size >= REMEMBERED_PIECES_LIMIT) {
      this.offsets.clear();
      this.used = 0;
    }
    const needed = this.used + 1 + (to - from);
    if (needed > this.pool.length) {
      const grown = new Uint32Array(Math.max(2 * this.pool.length, needed));
      grown.set(this.pool.subarray(0, this.used));
      this.pool = grown;
    }
    const at = this.used;
    this.pool[at] = (to - from) / constants.tkSize;
    for (let i = from; i < to; i++) this.pool[at + 1 + i - from] = tokens[i]!;
    this.used = needed;
    // A key of its own: a piece cut from the text would keep the whole text alive (V8 slices).
    this.offsets.set(flatCopy(piece), at);
  }
}

/** A string equal to `text` that is not a slice of a longer one. */
function flatCopy(text: string): string {
  return text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string);
}

export type RawReader = (text: string) => RawDocument;

/**
 * readDoc(text) of a wink-nlp reader with the pipeline ['sbd', 'negation'] built on `core` and
 * `cache` (the reader's own: the same lexeme numbers and lookups), as its raw document.
 */
export function rawReader(model: WinkModel, core: WinkCore, cache: WinkCache): RawReader {
  const trex = compileTRex(core.trex);
  const tokenize = tokenizer(trex, core.tcat.hash, core.preserve);
  const splitter = trex.helpers.splitter;
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
  const memory = new PieceMemory();

  /** wink-nlp's tokenize(doc, text) (src/tokenizer.js), each piece's tokens read once. */
  function tokenizePieces(doc: DocData, tokens: number[], text: string): void {
    // split() with the splitter's one capturing group: text pieces at even places, the runs of
    // spaces or of line breaks between them at odd places.
    const pieces = text.split(splitter);
    let precedingSpaces = 0;
    let nonBreaking: string | null = null;
    for (let p = 0; p < pieces.length; p++) {
      const piece = pieces[p]!;
      if (piece === '') continue;
      if (piece === ' ') {
        // One plain space, most runs: no need to look for non-breaking spaces in it.
        precedingSpaces = 1;
        continue;
      }
      if (p % 2 === 1 && (piece[0] === ' ' || NON_BREAKING.test(piece))) {
        precedingSpaces = piece.length;
        if (NON_BREAKING.test(piece)) {
          nonBreaking = piece;
          precedingSpaces = MAX_PRECEDING_SPACES;
        } else if (precedingSpaces > MAX_PRECEDING_SPACES - 1) precedingSpaces = MAX_PRECEDING_SPACES - 1;
        continue;
      }
      if (nonBreaking !== null) {
        // wink-nlp keeps the non-breaking run beside the piece's tokens: let it read both as it would.
        tokenize(doc, nonBreaking + piece);
      } else {
        const from = tokens.length;
        const at = memory.find(piece);
        if (at >= 0) {
          const numbers = memory.numbers();
          const end = at + 1 + numbers[at]! * constants.tkSize;
          for (let i = at + 1; i < end; i++) tokens.push(numbers[i]!);
        } else {
          tokenize(doc, piece);
          if (piece.length <= REMEMBERED_PIECE_LENGTH) memory.remember(piece, tokens, from, tokens.length);
        }
        // The piece's first token carries the spaces before it, every other token its own (none).
        if (precedingSpaces > 0 && tokens.length > from)
          tokens[from + 1] = tokens[from + 1]! | precedingSpaces;
      }
      precedingSpaces = 0;
      nonBreaking = null;
    }
  }

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
