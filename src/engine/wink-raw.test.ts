import { describe, expect, it } from 'vitest';
import allowed from 'wink-nlp/src/allowed.js';
import { createWinkReader } from './wink-reader';
import { pieceHash } from './wink-pieces';
import type { RawDocument } from './wink-raw';

type Reader = ReturnType<typeof createWinkReader>;

/** wink-nlp's own raw document of readDoc(text), reached through the document's out() (as wink-reader.ts reaches the cache). */
function winkRaw(reader: Reader, text: string): RawDocument {
  let raw: RawDocument | undefined;
  const grab = (_index: number, rdd: RawDocument): string => {
    raw = rdd;
    return '';
  };
  allowed.its4document.add(grab);
  try {
    reader
      .current()
      .readDoc(text)
      .out(grab as never);
  } finally {
    allowed.its4document.delete(grab);
  }
  return raw!;
}

/** The parts of a raw document the engine reads: token numbers, sentence spans, the document, non-breaking spaces. */
const readable = (rdd: RawDocument) => ({
  tokens: rdd.tokens,
  sentences: rdd.sentences,
  numOfTokens: rdd.numOfTokens,
  numOfSentences: rdd.numOfSentences,
  document: rdd.document,
  nonBreakingSpaces: { ...rdd.nonBreakingSpaces },
});

// Pieces that take each path of wink-nlp's tokenizer: words it knows, contractions, punctuation
// before and after, words it splits, unknown words, numbers, links, emoji and emoticons, hyphens,
// abbreviations, and a piece of no token at all (an ideographic space).
const PIECES = [
  'I',
  'fine',
  'Fine.',
  "can't",
  "can't,",
  "don't!",
  "(isn't)",
  "everyone's",
  "everyone's.",
  '"quoted"',
  '‘single’',
  'well-being',
  'zqorp-blorf',
  'U.S.',
  'e.g.',
  'Mr.',
  'etc.',
  ':-)',
  '<3',
  '😀',
  '😀😀',
  'www.example.com',
  'a@b.io',
  '@me',
  '#tag',
  '12:30',
  '3rd',
  '90s',
  '$5',
  '...',
  '--',
  'wait...what',
  'Zqorp',
  'zqorp,',
  'blorf?!',
  'naïveté',
  '\u3000',
  'x'.repeat(70),
  'supercalifragilistic,',
  'form\ffeed',
  'v\u000btab',
  'six\u2006per-em',
  '\u{1d54f}\u{1d556}',
  'é\u0301',
];
// Runs the splitter cuts at (spaces, non-breaking and thin spaces, line breaks, tabs) and mixes of them.
const SEPARATORS = [
  ' ',
  ' ',
  ' ',
  '  ',
  '   ',
  '\n',
  '\n\n',
  '\t',
  ' \n ',
  '\u00a0',
  ' \u00a0',
  '\u2009',
  '\r\n',
  '\u2002\u2003',
  '\t\n',
  ' \t',
  '\n ',
  '\u202f',
  '\u205f ',
  ' \u200a',
];

/** A text of `count` pieces, each chosen and separated by a small deterministic generator. */
function mixedText(count: number, seed: number): string {
  // mulberry32: every choice equally likely (a plain LCG's low bits would skip most separators).
  let state = seed;
  const next = (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  let text = next(3) === 0 ? SEPARATORS[next(SEPARATORS.length)]! : '';
  for (let i = 0; i < count; i++) text += PIECES[next(PIECES.length)]! + SEPARATORS[next(SEPARATORS.length)]!;
  return text;
}

describe('rawReader', () => {
  it("reads every piece as wink-nlp's readDoc does, the first time and every time after, whatever the spaces before it", () => {
    const reader = createWinkReader(['sbd', 'negation']);
    expect(reader.currentRaw()('').numOfTokens).toBe(0);
    expect(reader.currentRaw()(' \n ').numOfTokens).toBe(winkRaw(reader, ' \n ').numOfTokens);
    const texts = [
      "Nobody cares, but everyone's fine. I'm not sure it isn't over!",
      "  can't\u00a0can't \u00a0can't\t can't\n\ncan't   can't",
      `can't${' '.repeat(70_000)}can't fine${' '.repeat(65_534)}fine${' '.repeat(65_535)}fine.\n`,
      ...Array.from({ length: 40 }, (_, seed) => mixedText(60, seed + 1)),
    ];
    // Twice over: the second reading copies every piece from memory.
    for (let round = 0; round < 2; round++)
      for (const text of texts)
        expect(readable(reader.currentRaw()(text)), text).toEqual(readable(winkRaw(reader, text)));
  });

  it('reads the same after its memory of pieces fills and is cleared', () => {
    const reader = createWinkReader(['sbd', 'negation']);
    const text = "It's fine, zqorp. I can't say 'blorf' twice!";
    const before = readable(reader.currentRaw()(text));
    // 120,000 distinct pieces, past the 100,000 it remembers.
    const many = Array.from({ length: 120_000 }, (_, i) => `w${i.toString(36)}.`).join(' ');
    reader.currentRaw()(many);
    expect(readable(reader.currentRaw()(text))).toEqual(before);
    expect(readable(reader.currentRaw()(text))).toEqual(readable(winkRaw(reader, text)));
  });
});

describe('createWinkReader', () => {
  it('can be rebuilt again and again: a long-running server rebuilds its reader as it meets new words', () => {
    // A limit of 0 rebuilds the reader after each unknown word; each time the model's custom-entity
    // machines grew (the 21st reader of a process threw "Invalid string length").
    const reader = createWinkReader(['sbd', 'negation'], 0);
    const first = reader.current();
    for (let i = 0; i < 24; i++) {
      expect(reader.currentRaw()(`zq${i.toString(36)}zq went well.`).numOfTokens).toBe(4);
    }
    expect(reader.current()).not.toBe(first);
  });
});

describe('the memory of pieces', () => {
  it('reads pieces that all look in one slot as wink-nlp does, beyond the slots a lookup walks', () => {
    // 48 made-up words whose hashes share their first slot: more than a lookup walks (32).
    const colliding: string[] = [];
    const target = pieceHash('zq0').slot;
    for (let i = 0; colliding.length < 48; i++) {
      const word = `zq${i.toString(36)}`;
      if (pieceHash(word).slot === target) colliding.push(word);
    }
    const reader = createWinkReader(['sbd', 'negation']);
    const text = `${colliding.join(', ')}. I can't say ${colliding.join(' ')}!`;
    for (let round = 0; round < 2; round++)
      expect(readable(reader.currentRaw()(text))).toEqual(readable(winkRaw(reader, text)));
  });
});
