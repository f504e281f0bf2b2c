/**
 * wink-nlp's tokenize(doc, text) with each distinct piece tokenised once (ADR 0044).
 *
 * wink-nlp (src/tokenizer.js) splits a text with its splitter, `([ nbsp…]+|[\n\r\t]+)`: pieces of
 * text, runs of spaces, runs of line breaks. A run of spaces gives the next piece's first token its
 * count of spaces (or, holding a non-breaking space, the cap and the run itself); every other piece,
 * a run of line breaks included, is tokenised on its own. Here the text is scanned once, code unit
 * by code unit, into the same pieces, hashing each as it goes, so a piece met before is found
 * without cutting it out of the text: its tokens are copied from memory. A new piece is cut out and
 * given to wink-nlp's tokenizer alone, then remembered.
 */
import constants from 'wink-nlp/src/constants.js';
import type { DocData } from 'wink-nlp/src/dd-wrapper.js';

/** The splitter of wink-eng-lite-web-model's tokenizer that the scan below follows. */
export const WINK_SPLITTER = String.raw`([ \u00a0\u2002-\u2005\u2009\u200a\u202f\u205f]+|[\n\r\t]+)`;

/** wink-nlp's cap on the spaces before a token (src/tokenizer.js); the cap itself flags non-breaking ones. */
const MAX_PRECEDING_SPACES = 65535;

// Pieces remembered before the memory is cleared, and the longest piece remembered: longer pieces
// (links, run-together words) rarely come again, and each remembered piece keeps its text.
const REMEMBERED_PIECES_LIMIT = 100_000;
const REMEMBERED_PIECE_LENGTH = 64;
/** Slots of the open-addressing table: a power of two, at most 40 % full. */
const TABLE_SIZE = 1 << 18;
/**
 * The most slots a lookup or an insertion walks. FNV-1a is easily made to collide, and a text of
 * pieces chosen to share slots would otherwise make every lookup walk them all (a 1 MB text of
 * 100,000 such pieces: billions of steps); past this a piece is read as new, as before ADR 0044.
 */
const MAX_PROBES = 32;

/** The first alternative of the splitter: a space or a non-breaking one. */
function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    code === 0xa0 ||
    (code >= 0x2002 && code <= 0x2005) ||
    code === 0x2009 ||
    code === 0x200a ||
    code === 0x202f ||
    code === 0x205f
  );
}

/** The second alternative of the splitter: a line feed, carriage return or tab. */
function isBreak(code: number): boolean {
  return code === 0x0a || code === 0x0d || code === 0x09;
}

/** FNV-1a, one UTF-16 code unit at a time. */
const HASH_START = 0x811c9dc5 | 0;
function hashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, 0x01000193);
}

/** The hash the scan gives a piece, and the slot it looks in first. */
export function pieceHash(piece: string): { hash: number; slot: number } {
  let hash = HASH_START;
  for (let i = 0; i < piece.length; i++) hash = hashStep(hash, piece.charCodeAt(i));
  return { hash, slot: hash & (TABLE_SIZE - 1) };
}

/** The tokens of each remembered piece, as read with no spaces before it: count, then four numbers per token. */
class PieceMemory {
  private readonly table = new Int32Array(TABLE_SIZE).fill(-1);
  private keys: string[] = [];
  private readonly hashes = new Int32Array(REMEMBERED_PIECES_LIMIT);
  private readonly offsets = new Int32Array(REMEMBERED_PIECES_LIMIT);
  private pool = new Uint32Array(1 << 16);
  private used = 0;

  /** Where the tokens of text[start, end) (hashed `hash`) start in numbers(), or -1. */
  find(text: string, start: number, end: number, hash: number): number {
    const { table, hashes, keys } = this;
    for (
      let probe = 0, slot = hash & (TABLE_SIZE - 1);
      probe < MAX_PROBES;
      probe++, slot = (slot + 1) & (TABLE_SIZE - 1)
    ) {
      const piece = table[slot]!;
      if (piece < 0) return -1;
      if (hashes[piece] === hash) {
        const key = keys[piece]!;
        if (key.length === end - start && text.startsWith(key, start)) return this.offsets[piece]!;
      }
    }
    return -1;
  }

  numbers(): Uint32Array {
    return this.pool;
  }

  remember(piece: string, hash: number, tokens: readonly number[], from: number, to: number): void {
    if (this.keys.length >= REMEMBERED_PIECES_LIMIT) {
      this.table.fill(-1);
      this.keys = [];
      this.used = 0;
    }
    let slot = hash & (TABLE_SIZE - 1);
    for (let probe = 1; this.table[slot] !== -1; probe++) {
      if (probe === MAX_PROBES) return;
      slot = (slot + 1) & (TABLE_SIZE - 1);
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
    const number = this.keys.length;
    // A key of its own: a piece cut from the text would keep the whole text alive (V8 slices).
    this.keys.push(flatCopy(piece));
    this.hashes[number] = hash;
    this.offsets[number] = at;
    this.table[slot] = number;
  }
}

/** A string equal to `text` that is not a slice of a longer one. */
function flatCopy(text: string): string {
  return text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string);
}

export type Tokenize = (doc: DocData, text: string) => void;

/**
 * wink-nlp's `tokenize` (src/tokenizer.js) given as `tokenize`, each distinct piece read by it once:
 * adds the tokens of `text` to `tokens`, the array `doc` adds to.
 */
export function pieceTokenizer(tokenize: Tokenize): (doc: DocData, tokens: number[], text: string) => void {
  const memory = new PieceMemory();

  /** Adds the tokens of the piece text[start, end), hashed `hash`, after `precedingSpaces` plain spaces. */
  function addPiece(
    doc: DocData,
    tokens: number[],
    text: string,
    start: number,
    end: number,
    hash: number,
    precedingSpaces: number,
  ): void {
    const from = tokens.length;
    const at = memory.find(text, start, end, hash);
    if (at >= 0) {
      const numbers = memory.numbers();
      const last = at + 1 + numbers[at]! * constants.tkSize;
      for (let i = at + 1; i < last; i++) tokens.push(numbers[i]!);
    } else {
      const piece = text.slice(start, end);
      tokenize(doc, piece);
      if (piece.length <= REMEMBERED_PIECE_LENGTH) memory.remember(piece, hash, tokens, from, tokens.length);
    }
    // The piece's first token carries the spaces before it (wink-nlp's tokenizer gives them to the
    // first token it adds, every later one 0).
    if (precedingSpaces > 0 && tokens.length > from) tokens[from + 1] = tokens[from + 1]! | precedingSpaces;
  }

  return (doc, tokens, text) => {
    const length = text.length;
    let precedingSpaces = 0;
    let nonBreaking: string | null = null;
    let at = 0;
    while (at < length) {
      let code = text.charCodeAt(at);
      let end = at + 1;
      if (isSpace(code)) {
        let plain = code === 0x20;
        while (end < length && isSpace((code = text.charCodeAt(end)))) {
          if (code !== 0x20) plain = false;
          end++;
        }
        if (plain) precedingSpaces = Math.min(end - at, MAX_PRECEDING_SPACES - 1);
        else {
          nonBreaking = text.slice(at, end);
          precedingSpaces = MAX_PRECEDING_SPACES;
        }
        at = end;
        continue;
      }
      let hash = hashStep(HASH_START, code);
      if (isBreak(code)) {
        while (end < length && isBreak((code = text.charCodeAt(end)))) {
          hash = hashStep(hash, code);
          end++;
        }
      } else {
        // Most code units are printable ASCII, neither spaces nor breaks: tested first.
        while (end < length) {
          code = text.charCodeAt(end);
          if (code <= 0x20 || code >= 0xa0 ? isSpace(code) || isBreak(code) : false) break;
          hash = hashStep(hash, code);
          end++;
        }
      }
      // wink-nlp keeps a non-breaking run beside the tokens after it: it reads both, as it would.
      if (nonBreaking !== null) tokenize(doc, nonBreaking + text.slice(at, end));
      else addPiece(doc, tokens, text, at, end, hash, precedingSpaces);
      precedingSpaces = 0;
      nonBreaking = null;
      at = end;
    }
  };
}
