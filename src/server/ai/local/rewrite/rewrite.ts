/**
 * The local engine's alternative wording: a rule-based rewrite that keeps the meaning and lowers
 * the heat. In order: un-shout capitals and calm repeated punctuation (whole text); then per
 * sentence, break run-ons, replace set phrases of contempt, turn accusing 'you' sentences into
 * I-statements, and in harsh sentences soften absolutes, drop intensifiers and end calmly.
 * When an accusation became an I-statement, one request in the same spirit closes the text
 * ('Can we find a way to hear each other?'), as a non-violent-communication rewrite would.
 * Kind sentences are left as they were.
 */
import { type Feeling, calmPhrases, toIStatement } from './accusations';
import { breakRunOn, splitSentences } from './sentences';
import { calmPunctuation, unshout } from './shouting';
import { calmEnd, dropIntensifiers, softenAbsolutes } from './softening';
import { harshness } from './words';

export type RewriteChange =
  'capitals' | 'punctuation' | 'run-ons' | 'set phrases' | 'i-statements' | 'absolutes' | 'intensifiers';

export interface Rewrite {
  text: string;
  /** What the rewrite changed, in pipeline order. */
  changes: RewriteChange[];
}

const REQUESTS: Readonly<Record<Feeling | 'default', string>> = {
  unheard: 'Can we find a way to hear each other?',
  unsupported: 'It would mean a lot to feel supported.',
  'stretched thin': 'Could we share this more fairly?',
  forgotten: 'It would mean a lot to know I matter to you.',
  unappreciated: 'It would mean a lot to feel appreciated.',
  hurt: 'Can we talk about this calmly together?',
  'let down': 'Can we talk about this together?',
  overlooked: 'I’d love some time together without distractions.',
  default: 'Can we talk about this together?',
};

function tidy(sentence: string, changed: boolean): string {
  let text = sentence
    .replace(/[ \t]{2,}/gu, ' ')
    .replace(/\s+([,.;:?!])/gu, '$1')
    .replace(/([,;:])(?=[.?!])/gu, '')
    .replace(/^[\s,;:]+/u, '')
    .replace(/\bi\b(?=\s|'|’)/gu, 'I');
  if (!changed) return text;
  text = text.trim();
  if (text === '') return text;
  if (!/[.!?…]["')\]”’]*$/u.test(text)) text += '.';
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function rewriteSentence(
  sentence: string,
  changes: Set<RewriteChange>,
  feelings: Array<Feeling | null>,
): string {
  let text = sentence;
  let changed = false;
  const phrases = calmPhrases(text);
  if (phrases.changed) {
    changes.add('set phrases');
    text = phrases.text;
    changed = true;
  }
  const statement = toIStatement(text);
  if (statement) {
    changes.add('i-statements');
    feelings.push(statement.feeling);
    text = statement.text;
    changed = true;
  }
  const harsh = changed || harshness(text).harsh;
  if (harsh) {
    const absolutes = softenAbsolutes(text);
    if (absolutes.changed) {
      changes.add('absolutes');
      text = absolutes.text;
      changed = true;
    }
    const calmed = calmEnd(text);
    if (calmed !== text) {
      changes.add('punctuation');
      text = calmed;
      changed = true;
    }
  }
  const intensifiers = dropIntensifiers(text, harsh);
  if (intensifiers.changed) {
    changes.add('intensifiers');
    text = intensifiers.text;
    changed = true;
  }
  return tidy(text, changed);
}

const ORDER: readonly RewriteChange[] = [
  'capitals',
  'punctuation',
  'run-ons',
  'set phrases',
  'i-statements',
  'absolutes',
  'intensifiers',
];

export function rewriteText(text: string): Rewrite {
  const changes = new Set<RewriteChange>();
  const shout = unshout(text);
  if (shout.changed) changes.add('capitals');
  const calm = calmPunctuation(shout.text);
  if (calm.changed) changes.add('punctuation');

  const feelings: Array<Feeling | null> = [];
  const out: Array<{ text: string; gap: string }> = [];
  // The request follows the last accusation it answers, inside its paragraph (not after a sign-off).
  let requestAfter = -1;
  for (const { sentence, gap } of splitSentences(calm.text)) {
    const pieces = breakRunOn(sentence);
    if (pieces.length > 1) changes.add('run-ons');
    const converted = feelings.length;
    const rewritten = pieces
      .map((piece) => rewriteSentence(piece, changes, feelings))
      .filter((piece) => piece.trim() !== '')
      .join(' ');
    if (rewritten === '') {
      const previous = out.at(-1);
      if (previous && /\n/u.test(gap)) previous.gap = gap;
      continue;
    }
    out.push({ text: rewritten, gap });
    if (feelings.length > converted) requestAfter = out.length - 1;
  }
  if (requestAfter >= 0) {
    const request = REQUESTS[feelings.find((feeling) => feeling !== null) ?? 'default'];
    const target = out[requestAfter]!;
    if (!out.some((segment) => segment.text.includes(request))) target.text = `${target.text} ${request}`;
  }
  let result = out.map((segment) => segment.text + segment.gap).join('');
  // Un-shouting may have lower-cased a sentence's first word; sentence starts get their capital back.
  if (changes.has('capitals'))
    result = result.replace(
      /(^|[.!?]\s+)([a-z])/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
  return { text: result, changes: ORDER.filter((change) => changes.has(change)) };
}
