/**
 * Where the engine's tokens sit in the original text. The engine's tokens carry no offsets, but
 * each one is written in the text in order, so a forward scan finds them; the local engine needs
 * the offsets to quote the user's own words exactly as written.
 */
import type { Token } from '@engine/nlp';

export interface Span {
  start: number;
  end: number;
}

/** How far past the previous token a token may start and still be taken as found. */
const MAX_GAP = 64;

/** The span of each token in `text`, or null for a token the scan could not place. */
export function locateTokens(text: string, tokens: readonly Token[]): Array<Span | null> {
  const spans: Array<Span | null> = [];
  let cursor = 0;
  for (const token of tokens) {
    const at = token.text === '' ? -1 : text.indexOf(token.text, cursor);
    if (at === -1 || at - cursor > MAX_GAP) {
      spans.push(null);
      continue;
    }
    spans.push({ start: at, end: at + token.text.length });
    cursor = at + token.text.length;
  }
  return spans;
}

export interface Sentence extends Span {
  /** The engine's sentence index. */
  index: number;
  /** Token indexes [first, last] of the sentence. */
  tokens: [number, number];
}

/** Sentences as spans of the original text, from the engine's sentence indexes. */
export function sentenceSpans(text: string, tokens: readonly Token[]): Sentence[] {
  const spans = locateTokens(text, tokens);
  const sentences = new Map<number, Sentence>();
  tokens.forEach((token, i) => {
    const span = spans[i];
    if (!span) return;
    const known = sentences.get(token.sentence);
    if (!known) {
      sentences.set(token.sentence, {
        index: token.sentence,
        start: span.start,
        end: span.end,
        tokens: [i, i],
      });
    } else {
      known.end = span.end;
      known.tokens[1] = i;
    }
  });
  return [...sentences.values()].sort((a, b) => a.start - b.start);
}
