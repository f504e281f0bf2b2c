/**
 * Softening a harsh sentence: absolutes become ordinary frequency words ('always' → 'often',
 * 'nobody' → 'hardly anybody', 'never showed up' → 'didn't show up'), extreme feeling words
 * step down one notch ('furious' → 'unhappy'), stacked and harsh intensifiers and insulting
 * adjectives are dropped, swearing used as emphasis goes, and a final '!' becomes a full stop.
 */
import { DROPPED_INTENSIFIERS, PROFANE_INTENSIFIERS, wordsOf, type Word } from './words';

/** Followed by a present-tense verb: a claim about how things always are ('nobody cares'). */
const SWEEPING = String.raw`(?=\s+(?:(?:just|ever|really|even|still|actually)\s+)*(?!has\b|was\b|does\b)(?:\w+s|is|seems)\b)`;

/** Absolutes and their softer forms. Multi-word ones first, so 'no one' is not read as 'no'. */
const ABSOLUTE_SOFTENERS: ReadonlyArray<[RegExp, string]> = [
  [/\bnever,? ever\b/giu, 'rarely'],
  [/\b(don't|didn't|won't|can't|do not|did not)\s+ever\b/giu, '$1'],
  [
    /\b(?:every single time|every time|each time|all the time)\b(?=\s+(?:i|you|we|they|he|she|it)\b)/giu,
    'often when',
  ],
  [/\b(?:every single time|every time|each time|all the time)\b/giu, 'often'],
  // 'Nobody cares' is a sweeping claim; 'nobody has fixed this' a plain fact that stays.
  [new RegExp(String.raw`\b(?:no one|no-one)\b${SWEEPING}`, 'giu'), 'hardly anyone'],
  [new RegExp(String.raw`\bnobody\b${SWEEPING}`, 'giu'), 'hardly anybody'],
  [new RegExp(String.raw`\bnothing\b${SWEEPING}`, 'giu'), 'hardly anything'],
  [/\beverything\b/giu, 'almost everything'],
  [new RegExp(String.raw`\b(?:everyone|everybody)\b${SWEEPING}`, 'giu'), 'almost everyone'],
  [/\b(?:always|constantly|forever)\b/giu, 'often'],
  // 'never fail to' is praise.
  [/\bnever\b(?!\s+fail)/giu, 'rarely'],
  [/\b(?:furious|livid|enraged|outraged|disgusted|seething)\b/giu, 'unhappy'],
  [/\b(?:infuriating|outrageous|disgraceful|unacceptable)\b/giu, 'hard to accept'],
  [/\bwhining\b/giu, 'venting'],
];

/** Replaces the spans of words; edits must not overlap and come in text order. */
function edit(sentence: string, edits: ReadonlyArray<[number, number, string]>): string {
  let text = '';
  let at = 0;
  for (const [start, end, replacement] of edits) {
    text += sentence.slice(at, start) + replacement;
    at = end;
  }
  return text + sentence.slice(at);
}

const isPast = (word: Word): boolean =>
  word.pos === 'VERB' && word.normal !== word.lemma && !/(?:ing|s)$/u.test(word.normal);

/** 'never showed up' is one missed event, not a habit: it becomes 'didn't show up', not 'rarely'. */
function neverInThePast(sentence: string): string {
  const words = wordsOf(sentence);
  const edits: Array<[number, number, string]> = [];
  words.forEach((word, i) => {
    const verb = words[i + 1];
    if (word.normal !== 'never' || !verb || !isPast(verb) || !word.span || !verb.span) return;
    const written = /^N/u.test(word.text) ? "Didn't" : "didn't";
    edits.push([word.span.start, verb.span.end, `${written} ${verb.lemma}`]);
  });
  return edits.length === 0 ? sentence : edit(sentence, edits);
}

function keepCase(original: string, replacement: string): string {
  return /^[A-Z]/u.test(original) ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

export function softenAbsolutes(sentence: string): { text: string; changed: boolean } {
  let text = neverInThePast(sentence);
  for (const [pattern, replacement] of ABSOLUTE_SOFTENERS) {
    text = text.replace(pattern, (match: string, ...groups: unknown[]) => {
      const filled = replacement.replace('$1', typeof groups[0] === 'string' ? groups[0] : '');
      return keepCase(match, filled);
    });
  }
  return { text, changed: text !== sentence };
}

const INTENSIFIED = new Set(['ADJ', 'ADV', 'VERB']);

/** Insulting adjectives before a noun ('this stupid office'), dropped in harsh sentences. */
const ATTRIBUTIVE_INSULTS: ReadonlySet<string> = new Set([
  'stupid',
  'idiotic',
  'useless',
  'pathetic',
  'ridiculous',
  'crappy',
  'shitty',
  'lousy',
  'dumb',
  'worthless',
  'total',
  'complete',
  'utter',
]);

/**
 * Drops swearing used as emphasis everywhere, and in harsh sentences every intensifier that
 * leans on an adjective, adverb, verb or another intensifier ('so so tired' → 'tired'). 'So'
 * before a clause ('so I left') is a conjunction and stays.
 */
export function dropIntensifiers(sentence: string, harsh: boolean): { text: string; changed: boolean } {
  const words = wordsOf(sentence);
  const cuts: Array<[number, number]> = [];
  words.forEach((word, i) => {
    if (!word.span) return;
    const next = words[i + 1];
    const profane =
      (PROFANE_INTENSIFIERS.has(word.normal) && next?.kind === 'word') ||
      (harsh && ATTRIBUTIVE_INSULTS.has(word.normal) && (next?.pos === 'NOUN' || next?.pos === 'PROPN'));
    const leaning =
      harsh &&
      DROPPED_INTENSIFIERS.has(word.normal) &&
      next !== undefined &&
      (DROPPED_INTENSIFIERS.has(next.normal) ||
        (word.normal === 'so' ? next.pos === 'ADJ' || next.pos === 'ADV' : INTENSIFIED.has(next.pos)));
    if (!profane && !leaning) return;
    let end = word.span.end;
    while (end < sentence.length && /\s/u.test(sentence[end]!)) end++;
    cuts.push([word.span.start, end]);
  });
  if (cuts.length === 0) return { text: sentence, changed: false };
  return {
    text: edit(
      sentence,
      cuts.map(([start, end]) => [start, end, ''] as [number, number, string]),
    ),
    changed: true,
  };
}

/** A harsh sentence ends calmly: a final '!' becomes '.'. */
export function calmEnd(sentence: string): string {
  return sentence.replace(/!+(?=["')\]”’]*\s*$)/u, '.');
}
