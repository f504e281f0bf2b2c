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
 * 2. Only a text with almost no English words, and either mostly in another script or with enough
 *    common short words of the other Latin-script languages ("de", "que", "und", "je", "não"),
 *    goes to tinyld (light build: 24 languages, about 68 KB; one bench text in 21,122 gets there).
 *    It says "not English" when tinyld names another language with a score of at least
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

// Frequent short words of the Latin-script languages tinyld's light build knows that are not
// English words (nor words English tweets are full of: "a", "i", "in", "no", "me", "die", "per",
// "con", "com", "op", "er", "um", "hat", "sin", "solo", "era", "ha", "ai", "w"). A text in the Latin
// script goes to the detector only when enough of its words are among these: an English headline
// with no English function words ("Louisiana income tax repeal advances") is not asked about.
const FOREIGN_MARKERS: ReadonlySet<string> = new Set(
  // es
  (
    'de la que el en y los las del se por un una para es lo como más pero sus le ya o este sí ' +
    'porque esta muy sobre también hasta hay donde todo nos uno les ni ese eso esto mí qué yo él ' +
    'ella mucho nada mi mis tú te ti tu tus hoy fue estoy está estaba tengo ' +
    // fr
    'les des du et est une je il elle nous vous ils qui pas ne ce cette dans pour avec sur au aux ' +
    "mais ou où mon ma mes ton ta sa ses très été être avoir fait suis j'ai c'est n'est qu'il " +
    "m'a ça " +
    // de
    'der das und ist nicht ich du er sie es wir ein eine einen dem den mit auf für von zu im ' +
    'auch sich dass aber noch nach wie bei aus oder sehr schon mich mir mein meine habe bin ' +
    'wird kann nur jetzt heute immer wieder weil wenn ' +
    // it
    'il gli di da della che non sono ho ma anche come più questo questa molto ancora oggi ' +
    'sempre mio mia ci si perché quando nel nella alla al dei delle tutto stato essere ero ' +
    // pt
    'os um uma do da dos das em na nos não mais muito para mas eu ele ela meu minha foi estou ' +
    'tenho hoje isso isto ainda já ao à pelo pela ' +
    // nl
    'het een van ik je niet dat te zijn voor ook aan bij nog wel naar mijn heb hebben ben geen ' +
    'heel uit ' +
    // sv, no
    'och att det som är jag inte på för med har av den ett så vi kan mycket idag og ikke jeg til ' +
    // pl
    'się nie jest że jak ale co tak za od już mnie jestem bardzo był była ' +
    // ro, tr, fi, hu
    'și în că nu este pe cu care mai din pentru sunt ve bir bu için çok ne ben ile değil ama ' +
    'ja ei että oli hän mutta minä olen kun niin myös az és hogy egy ez meg van volt csak már még'
  ).split(' '),
);
/** At least this many foreign marker words, and this share of the words, before the detector is asked. */
export const FOREIGN_MIN = 2;
export const FOREIGN_SHARE = 0.15;

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
const LONGEST_MARKER = Math.max(...[...ENGLISH_MARKERS, ...FOREIGN_MARKERS].map((word) => word.length));

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
  let otherScript = 0;
  let english = 0;
  let foreign = 0;
  let start = -1;
  for (let i = 0; i <= sample.length; i++) {
    const unit = i < sample.length ? sample.charCodeAt(i) : 0x20;
    if (isWordUnit(unit)) {
      if (start < 0) start = i;
      // Past Latin Extended-B, and not Latin Extended Additional (Vietnamese): another script.
      if (unit >= 0x250 && (unit < 0x1e00 || unit >= 0x1f00)) otherScript++;
      continue;
    }
    if (start < 0) continue;
    words++;
    letters += i - start;
    if (i - start <= LONGEST_MARKER) {
      const word = sample.slice(start, i);
      if (ENGLISH_MARKERS.has(word)) {
        english++;
        if (english >= enough && letters >= MIN_LETTERS) return ENGLISH;
      } else if (FOREIGN_MARKERS.has(word)) foreign++;
    }
    start = -1;
  }
  if (letters < MIN_LETTERS) return NO_CLAIM;
  if (english >= words * ENGLISH_SHARE) return ENGLISH;
  const latin = otherScript * 2 < letters;
  if (latin && (foreign < FOREIGN_MIN || foreign < words * FOREIGN_SHARE)) return NO_CLAIM;
  const top = detectAll(sample)[0];
  if (!top || top.accuracy < MIN_ACCURACY) return NO_CLAIM;
  if (top.lang === 'en') return ENGLISH;
  if (LATIN_SCRIPT.has(top.lang) !== latin) return NO_CLAIM;
  return { detected: top.lang, readsEnglish: false };
}
