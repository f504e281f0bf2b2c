/**
 * The non-violent-communication frame around a hostile message: a judgement stated as fact
 * ('The way people quote it sounds stupid') is owned as a view ('I think the way people quote it
 * sounds unwise'), a harsh order gets a 'please', and the message closes with a need and a
 * request (Rosenberg's observation, feeling, need, request): to the reader when the message
 * speaks to 'you', about the situation otherwise. The wording varies with the message, so two
 * messages rarely end alike.
 */
import { seedOf, pick } from '../wording';
import { MILD_CUES } from './mild';
import { harshness, wordsOf, type Word } from './words';

/** Openings that own a judgement; the first word of the sentence follows in lower case. */
const OWNERS = ['I think', 'To me,', 'I feel that', 'It seems to me that'] as const;

/** Sentences that already speak from the writer, ask, or greet: not judgements to own. */
const OWNED =
  /^(?:i|i'm|i've|i'd|i'll|my|me|we|we're|let's|please|could|can|would|will|should|do|does|did|is|are|was|were|why|what|how|who|when|where|hi|hey|hello|dear|thanks|thank|sorry|yes|no|ok|okay|to me|it seems)\b/iu;

/**
 * Disagreement and irritation short of harsh words: a flat 'no', a negation in a statement
 * (questions such as 'Why don't you come over?' invite), an order, a complaint word.
 */
const DISAGREEING =
  /(?:^(?:no|nope|nah|quit|stop|don'?t|dont)\b|\bnever\b(?!\s+fail)|\b(?:not|cant|dont|wont|doesnt|isnt|arent|wasnt|didnt|heck|irks?|weird|creepy|ignorant|untrue|wrong|freak\w*|dirty|forbidden|unfortunately|sick|tired|bored|boring|worse|lame|overrated|annoyed|irritated|ashamed|shame|failed|fails|failure|joke)\b|n['’]t\b)/iu;

/** Rhetorical questions at the reader ('Didn't you just say…', 'Why are you…'); 'Why don't you…' invites. */
const RHETORICAL =
  /^(?:(?:didn['’]?t|don['’]?t|aren['’]?t|can['’]?t|weren['’]?t|haven['’]?t) (?:you|u)\b|why (?:are|would|is|did|do|does|were) (?:you|u)\b|who (?:asked|cares)\b|(?:why|what|who)\b.*\b(?:heck|hell|wrong|even)\b)/iu;

export function disagrees(sentence: string): boolean {
  const trimmed = sentence.trim().replace(/^["“]+/u, '');
  if (/\?["”’)]*$/u.test(trimmed)) return RHETORICAL.test(trimmed);
  if (/^(?:yeah|yea|well|man),? but\b/iu.test(trimmed)) return true;
  const words = wordsOf(trimmed);
  return DISAGREEING.test(trimmed) || isOrder(words) || harshness(trimmed, words).valence < -0.05;
}

/** Owns a harsh judgement: 'X is unwise.' → 'I think x is unwise.' */
/** An interjection before the judgement ('Fine, …', 'Honestly, …'): the owner goes after it. */
const INTERJECTION =
  /^((?:fine|well|man|dude|honestly|seriously|look|listen|yeah|yea|ok|okay|wow|oh|ugh|damn|geez|jeez|god|lol|mate|bro|guys),\s+)(?=\S)/iu;

export function ownJudgement(sentence: string, seed: number): string {
  const lead = INTERJECTION.exec(sentence.trim())?.[1];
  if (lead) return lead + ownJudgement(sentence.trim().slice(lead.length), seed);
  const trimmed = sentence.trim();
  if (trimmed === '' || OWNED.test(trimmed) || /\?["”’)]*$/u.test(trimmed)) return sentence;
  // A sentence that already speaks from the writer ('Honestly I'm furious', '… with me') is owned.
  if (/\b(?:I|I'm|I’m|me|my|myself)\b/u.test(trimmed)) return sentence;
  if (/^you\b/iu.test(trimmed)) return sentence;
  // A label ('Edit: …', 'Anti-Vaxer mom: …') or a fragment with no verb ('Ugh, this account.')
  // states no view to own.
  if (/^[^.?!]{0,30}:\s/u.test(trimmed)) return sentence;
  const words = wordsOf(trimmed);
  const first = words[0];
  if (!first || first.kind !== 'word') return sentence;
  if (!words.some((word) => word.pos === 'VERB' || word.pos === 'AUX')) return sentence;
  if (
    !harshness(trimmed, words).harshWords &&
    !disagrees(trimmed) &&
    !MILD_CUES.some((cue) => cue.test(trimmed))
  )
    return sentence;
  // An order ('Stop whining', 'Never go there') gets a 'please' instead.
  if (/^never\b/iu.test(trimmed)) return `Please don't ${trimmed.replace(/^never\s+/iu, '')}`;
  if (isOrder(words)) return `Please ${lowerFirst(trimmed, first.pos)}`;
  // 'I feel that that …' doubles a word: a sentence that starts with 'that' takes a plain owner.
  const owner = /^that\b/iu.test(trimmed) ? pick(['I think', 'To me,'] as const, seed) : pick(OWNERS, seed);
  return `${owner} ${lowerFirst(trimmed, first.pos)}`;
}

/** A sentence that opens with a bare verb ('Box up his stuff', 'Stop that') is an order. */
export function isOrder(words: readonly Word[]): boolean {
  const first = words[0];
  return (
    first !== undefined &&
    words.length > 1 &&
    first.pos === 'VERB' &&
    first.normal === first.lemma &&
    !/^(?:please|thank|thanks|let|hope|love|like|need|want|wish|think|guess|see|know)$/u.test(first.normal)
  );
}

function lowerFirst(text: string, pos: string): string {
  // Names and acronyms keep their capital ('Bayless', 'NASA', 'I').
  if (pos === 'PROPN' || /^(?:I\b|[A-Z]{2})/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** Needs and requests when the message speaks to its reader. */
const TO_READER = [
  "Could we talk this through calmly? I'd appreciate hearing your side.",
  "I'd really appreciate it if we could find a better way to handle this together.",
  'It matters to me that we sort this out, and I hope we can talk about it calmly.',
  "I'd appreciate it if we could work this out together.",
] as const;

/** Needs and requests when the message is about someone or something else. */
const ABOUT_IT = [
  "I'd like to see this handled better, and I hope it improves.",
  "I care about this and I'd appreciate a fairer approach.",
  'I hope we can find a better way to look at this.',
  "I'd appreciate it if this were handled more carefully.",
] as const;

/** The request that closes a hostile message; 'you' decides whom it asks. */
export function closingRequest(text: string): string {
  const seed = seedOf(text);
  return /\b(?:you|your|you're|yours|yourself|u|ur)\b/iu.test(text)
    ? pick(TO_READER, seed)
    : pick(ABOUT_IT, seed);
}

/** A sentence that asks: a question word, or an auxiliary before its subject ('Do you…', not 'Do some research'). */
export const QUESTION =
  /^(?:(?:why|what|who|how|when|where)\b|(?:is|are|was|were|do|does|did|can|could|would|will|should|have|has)(?:n['’]t)? (?:i|you|we|they|he|she|it|this|that|there|anyone|someone)\b)/iu;

/**
 * Natural English for the finished text: no doubled words, 'i' as 'I', a capital after each
 * sentence end, no space before punctuation, and a full stop at the end.
 */
export function polishText(text: string): string {
  let out = text
    // A flat 'No,' opening a reply becomes an owned difference of view.
    .replace(/^(?:no|nope|nah)\b[,.!…]*\s+(?=\S)/iu, 'I see it differently. ')
    // Punctuation left alone after a curse was removed ('The fuck?!' → '?').
    .replace(/(^|\s)[?!.,;:]+(?=\s|$)/gu, '$1')
    .replace(/\b(\w+)(\s+\1\b)+/giu, (match: string, word: string) =>
      /^(?:that|had|is|very|really)$/iu.test(word) ? match : word,
    )
    .replace(/\bi\b(?=\s|'|’|$)/gu, 'I')
    // A hostile message says its piece without exclamation marks.
    .replace(/!+/gu, '.')
    .replace(/[ \t]{2,}/gu, ' ')
    .replace(/[ \t]+([,.;:?!])/gu, '$1')
    .replace(/([,;:])\s*(?=[.?!])/gu, '')
    .replace(/\.{2}(?!\.)/gu, '.')
    .replace(
      /(^|[.!?…]["”’)]?\s+|\n\s*)([a-z])/gu,
      (_, before: string, letter: string) => before + letter.toUpperCase(),
    );
  // A greeting or lead-in line ('Hi Sam,') keeps its comma or colon.
  out = out.replace(/^[\s,;:]+/u, '').replace(/\s+$/u, '');
  if (/[,:]$/u.test(out)) return out;
  out = out.replace(/;+$/u, '');
  if (out !== '' && !/[.!?…]["”’)\]]*$/u.test(out)) {
    const last = out.split(/(?<=[.!?…])\s+/u).at(-1) ?? '';
    out += QUESTION.test(last) ? '?' : '.';
  }
  return out;
}
