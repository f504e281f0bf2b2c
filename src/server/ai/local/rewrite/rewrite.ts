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
import { calmPunctuation, unshout, unstretch } from './shouting';
import { calmEnd, dropIntensifiers, softenAbsolutes } from './softening';
import { milder, MILD_CUES } from './mild';
import { closingRequest, disagrees, ownJudgement, polishText, QUESTION } from './nvc';
import { seedOf } from '../wording';
import { harshness } from './words';

export type RewriteChange =
  | 'capitals'
  | 'punctuation'
  | 'run-ons'
  | 'set phrases'
  | 'i-statements'
  | 'owned judgements'
  | 'absolutes'
  | 'intensifiers'
  | 'milder words'
  | 'request';

export interface Rewrite {
  text: string;
  /** What the rewrite changed, in pipeline order. */
  changes: RewriteChange[];
}

const REQUESTS: Readonly<Record<Feeling | 'default', string>> = {
  unheard: 'I’d really appreciate it if we could listen to each other.',
  unsupported: 'Your support means a lot to me, and I’d appreciate your help.',
  'stretched thin': 'Could we share this more fairly? I’d appreciate the help.',
  forgotten: 'Hearing from you means a lot to me, and I’d love to stay in touch.',
  unappreciated: 'It would mean a lot to feel appreciated.',
  hurt: 'I’d appreciate it if we could talk about this calmly together.',
  'let down': 'I hope we can talk about this together and find a better way.',
  overlooked: 'I’d love some time together without distractions.',
  'left out': 'I’d really like us to decide things like this together.',
  default: 'I hope we can talk about this together and find a better way.',
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
  if (!/[.!?…]["')\]”’]*$/u.test(text)) text += QUESTION.test(text) ? '?' : '.';
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
  // One owned judgement per message: 'To me, … To me, …' would read as a tic.
  if (!statement && !changes.has('owned judgements')) {
    const owned = ownJudgement(text, seedOf(sentence));
    if (owned !== text) {
      changes.add('owned judgements');
      text = owned;
      changed = true;
    }
  }
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
  'owned judgements',
  'absolutes',
  'intensifiers',
  'milder words',
  'request',
];

/** A sign-off or name line ('Alex', 'Best, Sam'): the closing request goes before it. */
const isSignOff = (text: string): boolean =>
  text.trim().split(/\s+/u).length <= 3 && !/[.!?…]["')\]”’]*$/u.test(text.trim());

export function rewriteText(text: string): Rewrite {
  const changes = new Set<RewriteChange>();
  const stretched = unstretch(text);
  const shout = unshout(stretched.text);
  if (shout.changed || stretched.changed) changes.add('capitals');
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
  const hostile =
    changes.size > 0 ||
    MILD_CUES.some((cue) => cue.test(text)) ||
    out.some(
      // 'never fail to' is praise, though 'fail' is a conflict word.
      (segment) =>
        harshness(segment.text.replace(/\bnever fails? to\b/giu, 'always')).harshWords ||
        disagrees(segment.text),
    );
  if (hostile && out.length > 0) {
    for (const segment of out) {
      const mild = milder(segment.text);
      if (mild.changed) changes.add('milder words');
      segment.text = mild.text;
    }
    if (requestAfter < 0) {
      // The request closes the message body, before a sign-off ('Alex') if there is one.
      let at = out.length - 1;
      while (at > 0 && isSignOff(out[at]!.text) && /\n/u.test(out[at - 1]!.gap)) at--;
      const target = out[at]!;
      target.text = `${polishText(target.text)} ${closingRequest(text)}`;
      changes.add('request');
    }
    for (const segment of out) if (!isSignOff(segment.text)) segment.text = polishText(segment.text);
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
