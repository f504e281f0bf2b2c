/**
 * Sentence handling for the rewriter: split a text into sentences while keeping the exact
 * whitespace between them (so paragraphs and line breaks survive), and break run-on sentences
 * into shorter ones at comma splices and clause-joining 'and's.
 */

export interface Segment {
  sentence: string;
  /** The whitespace that followed the sentence in the original. */
  gap: string;
}

const TERMINAL = /[.!?…]/u;
const CLOSERS = /["')\]”’]/u;

export function splitSentences(text: string): Segment[] {
  const segments: Segment[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    let gapEnd = end;
    while (gapEnd < text.length && /\s/u.test(text[gapEnd]!)) gapEnd++;
    const sentence = text.slice(start, end);
    if (sentence.trim() !== '') segments.push({ sentence, gap: text.slice(end, gapEnd) });
    else if (segments.length > 0) segments[segments.length - 1]!.gap += text.slice(start, gapEnd);
    else segments.push({ sentence: '', gap: text.slice(start, gapEnd) });
    start = gapEnd;
    i = gapEnd;
  };
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\n') {
      push(i);
      continue;
    }
    if (TERMINAL.test(char)) {
      let end = i + 1;
      while (end < text.length && (TERMINAL.test(text[end]!) || CLOSERS.test(text[end]!))) end++;
      if (end >= text.length || /\s/u.test(text[end]!)) {
        push(end);
        continue;
      }
      i = end;
      continue;
    }
    i++;
  }
  if (start < text.length) push(text.length);
  return segments;
}

const wordCount = (text: string): number => text.trim().split(/\s+/u).filter(Boolean).length;

const SUBJECT = String.raw`(?:i|i'm|i've|i'd|you|you're|you've|he|she|we|we're|they|they're|nothing|nobody|no one|everyone|everything|this|that|it|it's|there)\b`;
/** ', and you…', '; but I…', ', so we…': a clause boundary where a new subject starts. */
const SPLICE = new RegExp(String.raw`\s*[,;]\s+(?:(and|but|so|then)\s+)?(?=${SUBJECT})`, 'giu');
/** ' and then you…' without a comma, only used in very long sentences. */
const BARE_AND = new RegExp(String.raw`\s+(and(?: then)?)\s+(?=${SUBJECT})`, 'giu');

/** A sentence at least this long is broken at comma splices. */
export const RUN_ON_WORDS = 20;
/** A sentence at least this long is also broken at a bare clause-joining 'and'. */
const VERY_LONG_WORDS = 30;

function splitAt(sentence: string, pattern: RegExp): string[] {
  const pieces: string[] = [];
  let last = 0;
  let lead = '';
  for (const match of sentence.matchAll(pattern)) {
    const at = match.index ?? 0;
    const piece = sentence.slice(last, at);
    if (wordCount(piece) < 3) continue;
    pieces.push(lead + piece);
    const connector = (match[1] ?? '').toLowerCase();
    // 'and' only joined the clauses; 'but', 'so' and 'then' carry meaning and stay.
    lead = connector === '' || connector === 'and' ? '' : `${connector.replace(/^and /u, '')} `;
    last = at + match[0].length;
  }
  const tail = sentence.slice(last);
  if (pieces.length === 0 || wordCount(tail) < 3) return [sentence];
  pieces.push(lead + tail);
  return pieces;
}

/** Breaks a run-on sentence into shorter ones; a sentence that is not a run-on comes back alone. */
export function breakRunOn(sentence: string): string[] {
  const words = wordCount(sentence);
  if (words < RUN_ON_WORDS) return [sentence];
  let pieces = splitAt(sentence, SPLICE);
  if (words >= VERY_LONG_WORDS) {
    pieces = pieces.flatMap((piece) =>
      wordCount(piece) >= RUN_ON_WORDS ? splitAt(piece, BARE_AND) : [piece],
    );
  }
  if (pieces.length === 1) return pieces;
  const terminal = /[.!?…]+["')\]”’]*$/u.exec(sentence.trimEnd())?.[0] ?? '.';
  return pieces.map((piece, index) => {
    const body = piece.trim().replace(/[,;:]+$/u, '');
    const ended = index === pieces.length - 1 ? body : `${body.replace(/[.!?…]+$/u, '')}.`;
    const withEnd =
      index === pieces.length - 1 && !/[.!?…]["')\]”’]*$/u.test(ended) ? ended + terminal : ended;
    return withEnd.charAt(0).toUpperCase() + withEnd.slice(1);
  });
}
