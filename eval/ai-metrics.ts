/**
 * Figures for the alternative wording over hostile messages, judged by vader-sentiment 1.1.3
 * (an independent judge: the rewriter never consults it). Each figure is one the issue names:
 * how many messages change, how many the judge finds kinder and by how much, how much of the
 * message's own content stays, and what is left of absolutes, insults, shouting and sarcasm.
 */
import vader from 'vader-sentiment';

export interface RewritePair {
  before: string;
  after: string;
}

export interface AiFigures {
  count: number;
  /** Share of messages whose rewrite differs from the message. */
  rewritten: number;
  /** Share the judge finds kinder: compound rises by at least KINDER_STEP. */
  kinder: number;
  meanCompoundBefore: number;
  meanCompoundAfter: number;
  meanCompoundGain: number;
  /** Mean share of the message's content words that the rewrite keeps. */
  contentKept: number;
  /** Messages with absolutes, and the share of their rewrites that still have one. */
  withAbsolutes: number;
  absolutesLeft: number;
  /** Shares of rewrites that still hold profanity or an insult / shouting / a sarcasm marker. */
  insultsLeft: number;
  shoutingLeft: number;
  sarcasmLeft: number;
  /** Shares of rewrites with a doubled word, or a sentence start / end that is not written right. */
  doubledWords: number;
  badCapitalisation: number;
  badEnding: number;
}

/** A rise of the compound score smaller than this is noise, not a kinder message. */
export const KINDER_STEP = 0.05;

export const compound = (text: string): number =>
  vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;

const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the and or but if then so of to in on at by for with from as is are was were be been being am do does
  did doing have has had having i me my mine myself you your yours yourself he him his she her it its they them
  their we us our this that these those there here what which who whom whose when where why how not no nor
  just very too can could would should will shall may might must s t don didn doesn isn aren wasn weren won
  wouldn couldn shouldn ve ll re d m o y all any some such than up down out off over again once only own same
  about into through during before after above below between because until while get got also even still really
  like im youre dont cant its thats ok oh yeah lol`.split(/\s+/u),
);

/** Content words: lower-cased letters-only tokens that are not function words, with a crude stem. */
export function contentWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']/gu, '')
      .match(/[a-z]+/gu) ?? []
  )
    .filter((word) => word.length > 1 && !STOPWORDS.has(word))
    .map(stem);
}

function stem(word: string): string {
  return word.replace(/(?:ing|ed|es|s|ly)$/u, '').slice(0, 6);
}

const ABSOLUTES =
  /\b(?:always|never|everyone|everybody|everything|nobody|no one|no-one|nothing|constantly|forever|every (?:single )?time|all the time)\b/iu;
const INSULTS =
  /\b(?:fuck\w*|shit\w*|bullshit|crap\w*|damn\w*|asshole\w*|arsehole\w*|bastard\w*|bitch\w*|dick\w*|piss\w*|cunt\w*|wtf|stfu|idiot\w*|moron\w*|stupid\w*|dumb\w*|retard\w*|loser\w*|pathetic|scum\w*|trash|garbage|jerk\w*|clown\w*|douche\w*|twat\w*|prick\w*)\b/iu;
const SHOUT = /\b[A-Z]{4,}\b/u;
const SHOUT_OK: ReadonlySet<string> = new Set(['ASAP', 'HTML', 'NASA', 'NAME', 'IMHO']);
const SARCASM =
  /(?:\/s\b|\byeah,? right\b|\boh,? (?:great|wow|sure)\b|\bthanks a lot\b|\bwow,? just wow\b|\bsure,? jan\b|\bgood job\b(?=.*\b(?:not|never)\b)|\bslow clap\b|\bbravo\b)/iu;
const DOUBLED = /\b(\w+)\s+\1\b/iu;

const share = (items: readonly boolean[]): number =>
  items.length === 0 ? 0 : items.filter(Boolean).length / items.length;
const mean = (values: readonly number[]): number =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

/** Sentences of a rewrite (for the capitalisation and ending checks). */
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);

export function kept(before: string, after: string): number {
  const words = contentWords(before);
  if (words.length === 0) return 1;
  const present = new Set(contentWords(after));
  return words.filter((word) => present.has(word)).length / words.length;
}

export function measure(pairs: readonly RewritePair[]): AiFigures {
  const before = pairs.map((pair) => compound(pair.before));
  const after = pairs.map((pair) => compound(pair.after));
  const gains = after.map((value, i) => value - before[i]!);
  const absolute = pairs.filter((pair) => ABSOLUTES.test(pair.before));
  const shouted = (text: string) =>
    (text.match(new RegExp(SHOUT.source, 'gu')) ?? []).some((word) => !SHOUT_OK.has(word));
  return {
    count: pairs.length,
    rewritten: share(pairs.map((pair) => pair.after.trim() !== pair.before.trim())),
    kinder: share(gains.map((gain) => gain >= KINDER_STEP)),
    meanCompoundBefore: mean(before),
    meanCompoundAfter: mean(after),
    meanCompoundGain: mean(gains),
    contentKept: mean(pairs.map((pair) => kept(pair.before, pair.after))),
    withAbsolutes: absolute.length,
    absolutesLeft: share(absolute.map((pair) => ABSOLUTES.test(pair.after))),
    insultsLeft: share(pairs.map((pair) => INSULTS.test(pair.after))),
    shoutingLeft: share(pairs.map((pair) => shouted(pair.after))),
    sarcasmLeft: share(pairs.map((pair) => SARCASM.test(pair.after))),
    doubledWords: share(pairs.map((pair) => DOUBLED.test(pair.after))),
    badCapitalisation: share(
      pairs.map((pair) => sentencesOf(pair.after).some((sentence) => /^["“'(]?[a-z]/u.test(sentence))),
    ),
    badEnding: share(pairs.map((pair) => !/[.!?…]["”')\]]*$/u.test(pair.after.trim()))),
  };
}
