/**
 * Does the text read as English? (issue 18, ADR 0018.) The engine's lexicons and models are English,
 * so on a Spanish paragraph its numbers mean little, and the result says so. Two steps, because the
 * detector alone is neither cheap enough nor careful enough on English (alone, tinyld called 233 of
 * the 69,958 English eval texts another language with a score of 0.9 or more, and it costs about
 * 0.6 µs a character, more than the whole analysis of a short text):
 *
 * 1. A scan of the first LANGUAGE_CAP characters, links and @handles left out, counts the words
 *    and how many of them are common English words that are not also common words of the
 *    languages around it ("the", "and", "you"; not "a", "in", "is", "me", "was", "die"). Fewer than
 *    MIN_LETTERS letters: no claim either way. At least ENGLISH_SHARE of the words English ones: the
 *    text reads English. Nearly every English text ends here, in a few microseconds.
 * 2. Only a text with almost no English words goes to tinyld (light build: 24 languages, about
 *    68 KB). It says "not English" when tinyld names another language with a score of at least
 *    MIN_ACCURACY, written in the script the text is written in; otherwise no claim.
 *
 * The thresholds were chosen on the English eval sets and the samples of eval/language-samples.ts;
 * eval/language.ts measures them (eval/results.md).
 */
import { detectAll } from 'tinyld/light';

export interface LanguageReading {
  /**
   * ISO 639-1 code of the language the text reads as ('en', 'es'…), or null when the engine makes
   * no claim (a short text, or a detector that is not sure).
   */
  detected: string | null;
  /** False only when the text confidently reads as another language: the numbers then mean little. */
  readsEnglish: boolean;
}

/** Only the start of a text is read: a megabyte costs the same as a page. */
export const LANGUAGE_CAP = 2000;
/** Fewer letters than this in the part read: no claim either way (short texts fool detectors). */
export const MIN_LETTERS = 40;
/** At least this share of the words are English marker words: the text reads English. */
export const ENGLISH_SHARE = 0.03;
/**
 * The detector's score for its top language must reach this to say "not English". Low on its own,
 * but it is asked only about texts with almost no English words, and there it names the language
 * the samples were written in every time it reaches this score (eval/language.ts).
 */
export const MIN_ACCURACY = 0.2;

// Frequent English words that are not frequent words of es, fr, de, it, pt, nl, sv, no, pl (the words
// a, i, in, is, on, so, do, no, me, an, am, as, he, was, will, die, we, had, for, over, even stay out:
// they are common there too).
const ENGLISH_MARKERS: ReadonlySet<string> = new Set(
  (
    'the and of to you that it are with this have but not they she my your our their them what ' +
    'just can would could should about there from has been were when which who how why or by all ' +
    'one his him its be if up out some more very than then into after these those being does did ' +
    'make going today still much only good never always something nothing need love thanks ' +
    'thank people yeah lol got said say way well new now right back here where other any every ' +
    'too off down ' +
    "really because think know like get feel want don't i'm it's didn't can't i've i'll i'd " +
    "doesn't isn't wasn't won't that's you're we're they're"
  ).split(' '),
);

// The languages of tinyld's light build written in the Latin script: a text mostly in another script
// is not one of them, and a Latin-script text is not Russian or Hindi whatever the detector says
// (it named both for English tweets full of links and names).
const LATIN_SCRIPT = new Set([
  'en',
  'fr',
  'de',
  'es',
  'pt',
  'it',
  'nl',
  'sv',
  'fi',
  'no',
  'hu',
  'ro',
  'pl',
  'tr',
]);

const NO_CLAIM: LanguageReading = { detected: null, readsEnglish: true };
const ENGLISH: LanguageReading = { detected: 'en', readsEnglish: true };

/** Links, @handles, #tags, snake_case names and HTML entities: no language's words, and they mislead the detector. */
const NOISE = /(?:https?:\/\/|www\.)\S*|\S*_\S*|[@#]\S+|&\w+;/gu;

/** Takes the noise out, only when there can be some: the replace costs more than the rest of the scan. */
function withoutNoise(text: string): string {
  const noisy =
    text.includes('@') ||
    text.includes('#') ||
    text.includes('_') ||
    text.includes('&') ||
    text.includes('://') ||
    text.includes('www.');
  return noisy ? text.replace(NOISE, ' ') : text;
}

/**
 * A code unit of a word of the lower-cased text: a-z, the apostrophe, or any code unit from U+00C0
 * on but ×, ÷, general punctuation to miscellaneous symbols (U+2000–U+2BFF), CJK punctuation and
 * surrogates (emoji). Close enough to \p{L} for counting words, and a regex costs twice as much.
 */
function isWordUnit(unit: number): boolean {
  if (unit < 0xc0) return (unit >= 0x61 && unit <= 0x7a) || unit === 0x27;
  if (unit === 0xd7 || unit === 0xf7) return false;
  if (unit >= 0x2000 && unit <= 0x2bff) return false;
  if (unit >= 0x3000 && unit <= 0x303f) return false;
  return unit < 0xd800 || unit > 0xdfff;
}

/** The longest marker word ("something"): longer words are not looked up. */
const LONGEST_MARKER = Math.max(...[...ENGLISH_MARKERS].map((word) => word.length));

/** Share of the letters of `text` in the Latin script (Basic Latin to Latin Extended-B, Latin Extended Additional). */
function latinShare(text: string): number {
  let letters = 0;
  let latin = 0;
  for (const [letter] of text.matchAll(/\p{L}/gu)) {
    letters++;
    const code = letter.codePointAt(0)!;
    if (code < 0x250 || (code >= 0x1e00 && code < 0x1f00)) latin++;
  }
  return letters === 0 ? 0 : latin / letters;
}

/** How the start of `text` reads (see the module comment). */
export function readLanguage(text: string): LanguageReading {
  // Lower-cased once for the marker look-ups (one native pass, not one string per word).
  const sample = withoutNoise(text.length > LANGUAGE_CAP ? text.slice(0, LANGUAGE_CAP) : text)
    .replaceAll('’', "'")
    .toLowerCase();
  // Words are at least a letter and a space apart, so this many markers settle it before the end.
  const enough = ENGLISH_SHARE * ((sample.length + 1) / 2);
  let words = 0;
  let letters = 0;
  let english = 0;
  let start = -1;
  for (let i = 0; i <= sample.length; i++) {
    if (i < sample.length && isWordUnit(sample.charCodeAt(i))) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    words++;
    letters += i - start;
    if (i - start <= LONGEST_MARKER && ENGLISH_MARKERS.has(sample.slice(start, i))) {
      english++;
      if (english >= enough && letters >= MIN_LETTERS) return ENGLISH;
    }
    start = -1;
  }
  if (letters < MIN_LETTERS) return NO_CLAIM;
  if (english >= words * ENGLISH_SHARE) return ENGLISH;
  const top = detectAll(sample)[0];
  if (!top || top.accuracy < MIN_ACCURACY) return NO_CLAIM;
  if (top.lang === 'en') return ENGLISH;
  if (LATIN_SCRIPT.has(top.lang) !== latinShare(sample) >= 0.5) return NO_CLAIM;
  return { detected: top.lang, readsEnglish: false };
}
