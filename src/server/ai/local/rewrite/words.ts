/**
 * Word lists and the one tokeniser door of the rewriter: the engine's tokens with their place in
 * the sentence, and the test for a harsh sentence (only harsh sentences get softened, so kind
 * words such as 'always there for me' keep their absolutes).
 */
import { axisHits } from '@engine/axes';
import { sentimentOf } from '@engine/sentiment';
import { tagWords, type Word } from './tagger';

export type { Word } from './tagger';
export const wordsOf = tagWords;

/** Insults, each with the milder description an I-statement uses instead. */
export const INSULTS: Readonly<Record<string, string>> = {
  stupid: 'careless',
  idiot: 'careless',
  idiotic: 'careless',
  dumb: 'careless',
  moron: 'careless',
  useless: 'unhelpful',
  worthless: 'unhelpful',
  pathetic: 'unhelpful',
  hopeless: 'stuck',
  incompetent: 'out of your depth',
  selfish: 'focused on yourself',
  lazy: 'disengaged',
  rude: 'abrupt',
  mean: 'unkind',
  cruel: 'unkind',
  heartless: 'unkind',
  horrible: 'unkind',
  awful: 'unkind',
  terrible: 'unhelpful',
  nasty: 'unkind',
  toxic: 'hurtful',
  jerk: 'unkind',
  liar: 'not quite honest with me',
  annoying: 'tiring',
  impossible: 'hard to reach',
  ridiculous: 'unreasonable',
  crazy: 'unreasonable',
  insane: 'unreasonable',
  unbelievable: 'hard to understand',
  arrogant: 'overconfident',
  cold: 'reserved',
  disgusting: 'hard to accept',
  childish: 'dismissive of this',
  immature: 'dismissive of this',
  clueless: 'unaware of this',
  ungrateful: 'unaware of what I do',
  unreliable: 'unreliable',
  judgemental: 'critical',
  judgmental: 'critical',
  bossy: 'controlling',
  controlling: 'controlling',
  condescending: 'talking down to me',
  patronising: 'talking down to me',
  patronizing: 'talking down to me',
  manipulative: 'manipulative',
};

/** Name-calling that an I-statement drops entirely ('…, you idiot'). */
export const VOCATIVE_INSULTS = `idiot|moron|jerk|loser|fool|clown|asshole|arsehole|bastard|bitch|dumbass|prick|creep|coward|liar`;

/** Swearing used as emphasis; dropped. */
export const PROFANE_INTENSIFIERS: ReadonlySet<string> = new Set([
  'fucking',
  'fuckin',
  'freaking',
  'frickin',
  'bloody',
  'damn',
  'damned',
  'goddamn',
  'goddamned',
]);

/** Intensifiers the rewriter drops in harsh sentences (the engine adds 0.3 to the next hit for each). */
export const DROPPED_INTENSIFIERS: ReadonlySet<string> = new Set([
  'very',
  'really',
  'so',
  'extremely',
  'incredibly',
  'totally',
  'absolutely',
  'completely',
  'utterly',
  'super',
  'insanely',
  'terribly',
  'awfully',
  'ridiculously',
  'unbelievably',
  'seriously',
  'literally',
  'especially',
  'truly',
  'deeply',
  'highly',
]);

export const ABSOLUTES: ReadonlySet<string> = new Set([
  'always',
  'never',
  'constantly',
  'forever',
  'everyone',
  'everybody',
  'everything',
  'nobody',
  'nothing',
  'all',
  'every',
  'ever',
  'no',
]);

/** Verbs that accuse by themselves ('you ruined it'), as lemmas. */
export const ACCUSING_VERBS: ReadonlySet<string> = new Set([
  'ignore',
  'interrupt',
  'ruin',
  'wreck',
  'lie',
  'forget',
  'blame',
  'yell',
  'shout',
  'scream',
  'criticise',
  'criticize',
  'mock',
  'insult',
  'embarrass',
  'humiliate',
  'betray',
  'cheat',
  'abandon',
  'neglect',
  'waste',
  'mess',
  'screw',
  'ditch',
  'dismiss',
  'judge',
  'nag',
  'whine',
  'hurt',
  'disrespect',
  'manipulate',
  'annoy',
]);

/** 'always' and 'never' sit in the conflict lexicon, but alone they do not make a sentence harsh. */
const FREQUENCY_ABSOLUTES: ReadonlySet<string> = new Set(['always', 'never', 'ever']);

/** Conjunctions the conflict lexicon lists; alone they do not make a sentence harsh. */
const CONTRAST_WORDS: ReadonlySet<string> = new Set(['but', 'however', 'although', 'though', 'yet']);

const INSULT_PATTERN = new RegExp(
  String.raw`\b(?:${Object.keys(INSULTS).join('|')}|${VOCATIVE_INSULTS})\b`,
  'iu',
);
const PROFANITY = /\b(?:fuck\w*|shit\w*|crap|bullshit|wtf|ffs|damn\w*|bloody|pissed|hell)\b/iu;

export interface Harshness {
  harsh: boolean;
  /** Harsh by its words alone (insults, swearing, cold or conflicted words, accusing verbs, negative valence), not by 'you' with a negation. */
  harshWords: boolean;
  /** The sentence's valence from the engine (-1..1). */
  valence: number;
}

/**
 * Whether a sentence is harsh: insults, swearing, cold or conflicted words, accusing verbs,
 * clearly negative valence, or 'you' with a negation ('you don't listen'; not 'you never fail
 * to'). An absolute alone is not harsh: 'you are always there for me' keeps its 'always'.
 */
export function harshness(sentence: string, words: readonly Word[] = wordsOf(sentence)): Harshness {
  if (words.length === 0) return { harsh: false, harshWords: false, valence: 0 };
  const valence = sentimentOf({ tokens: [...words], sentenceCount: 1 }).sentimentScore;
  const cold = axisHits(words).some(
    (hit) =>
      (hit.axis === 'warmthDetachment' || hit.axis === 'conflictCoherence') &&
      !hit.positive &&
      !CONTRAST_WORDS.has(hit.term) &&
      !FREQUENCY_ABSOLUTES.has(hit.term),
  );
  const harshWords =
    INSULT_PATTERN.test(sentence) ||
    PROFANITY.test(sentence) ||
    cold ||
    words.some((word) => ACCUSING_VERBS.has(word.lemma)) ||
    valence < -0.25;
  const you = words.some((word) => word.normal === 'you' || word.normal === 'your');
  const negation = words.some(
    (word, i) => (word.normal === 'never' && words[i + 1]?.lemma !== 'fail') || word.lemma === 'not',
  );
  return { harsh: harshWords || (you && negation), harshWords, valence };
}
