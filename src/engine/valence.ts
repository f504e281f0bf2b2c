/**
 * Lexicon valence of a tokenised text: VADER's rules (Hutto & Gilbert, ICWSM 2014) applied to
 * wink-nlp's tokens instead of VADER's whitespace split. Word valences come from VADER's
 * MIT-licensed lexicon (weights/lexicon.json, rebuilt by `npm run train`).
 *
 * Per word with a valence v (looked up by its lower-case form, then its lemma):
 * - ALL CAPS in a text that is not all caps adds ±0.733 (towards the sign of v);
 * - each booster or dampener among the three words before it adds ±0.293 (×0.95, ×0.9 further
 *   away), a capitalised booster a further ±0.733;
 * - each negator among the three words before it multiplies it by -0.74 (VADER's window; wink-nlp's
 *   own negation scope runs to the end of the clause, which flips too much: "I've not paid and it
 *   works great");
 * - in a sentence with 'but', words before it count half and words after it 1.5 times.
 * The sum gains 0.292 per '!' (at most 4) and 0.18 per '?' when there are 2 or 3 (0.96 beyond),
 * in the direction of its sign, and compound = sum / sqrt(sum² + 15), as in VADER.
 */
import type { Token, TokenWords, WordForm, WordTable } from './nlp';
import lexicon from './weights/lexicon.json';

export interface LexiconValence {
  /** Sum of the adjusted word valences and punctuation emphasis (VADER's scale, unbounded). */
  sum: number;
  /** sum / sqrt(sum² + 15): -1..1. */
  compound: number;
  /** Sum of positive adjusted valences. */
  positive: number;
  /** Sum of negative adjusted valences (≤ 0). */
  negative: number;
  /** Most positive and most negative adjusted word valence (0 when none). */
  max: number;
  min: number;
  /** Words and emoticons that carried a valence. */
  hits: number;
  /** Words and emoticons looked at. */
  words: number;
}

const LEXICON = lexicon.valences as Readonly<Record<string, number>>;

const BOOST = 0.293;
const CAPS_BOOST = 0.733;
const NEGATION_SCALAR = -0.74;
const NORMALISE_ALPHA = 15;

const BOOSTERS: ReadonlyMap<string, number> = new Map([
  ...`absolutely amazingly awfully completely considerably decidedly deeply effing enormously entirely
  especially exceptionally extremely fabulously flipping flippin fricking frickin frigging friggin fully
  fucking greatly hella highly hugely incredibly intensely majorly more most particularly purely quite
  really remarkably so substantially thoroughly totally tremendously uber unbelievably unusually utterly
  very`
    .split(/\s+/)
    .map((word) => [word, BOOST] as const),
  ...`almost barely hardly less little marginally occasionally partly scarcely slightly somewhat sorta
  kinda`
    .split(/\s+/)
    .map((word) => [word, -BOOST] as const),
]);

// VADER's list, plus 'nobody' (issue 12: "nobody cares" is no caring; VADER's list has 'none' and
// 'nothing' but not 'nobody').
const NEGATORS: ReadonlySet<string> = new Set(
  `nobody not never none nope nor nothing nowhere without neither cannot rarely seldom despite uhuh uh-uh aint
  arent cant couldnt darent didnt doesnt dont hadnt hasnt havent isnt mightnt mustnt neednt oughtnt shant
  shouldnt wasnt werent wont wouldnt`.split(/\s+/),
);

const hasOwn = (word: string): boolean => Object.prototype.hasOwnProperty.call(LEXICON, word);

/** The lexicon valence of a word or emoticon, or 0. */
export function wordValence(token: WordForm): number {
  let key = token.normal;
  // Like VADER, single characters carry no valence (a stray 'l' of ':l', an 'x' of '4x6').
  if (key.length < 2) return 0;
  if (token.kind === 'other' && key.startsWith('#')) key = key.slice(1);
  // wink-nlp keeps the full stop of abbreviation-like words ('NO.').
  if (key.endsWith('.') && key.length > 2) key = key.slice(0, -1);
  if (hasOwn(key)) return LEXICON[key]!;
  if (token.lemma !== key && hasOwn(token.lemma)) return LEXICON[token.lemma]!;
  return 0;
}

/** Has an ASCII capital and no ASCII small letter (what /[A-Z]/ and !/[a-z]/ test, without two regexes). */
function isUpper(word: string): boolean {
  let capital = false;
  for (let i = 0; i < word.length; i++) {
    const unit = word.charCodeAt(i);
    if (unit >= 97 && unit <= 122) return false;
    if (unit >= 65 && unit <= 90) capital = true;
  }
  return capital;
}

const isWordLike = (token: WordForm): boolean => token.kind !== 'punctuation' && token.kind !== 'symbol';

// A token's flags (PreparedValence.flags). UPPER and NEGATOR only for a word-like token; the others,
// what the rules ask of any token, so valencesOfRange and lexiconValenceOfRange read one number per
// token rather than its kind, normal and text (issue 15).
const UPPER = 1;
const NEGATOR = 2;
/** isWordLike. */
const WORD_LIKE = 4;
/** kind 'word'. */
const WORD = 8;
const EMOTICON = 16;
/** normal 'kind' ('kind of' is a booster). */
const KIND = 32;
/** normal 'of'. */
const OF = 64;
/** normal 'but' (shifts a sentence's weight). */
const BUT = 128;
/** normal 'http', 'https' or 'ftp': an emoticon after it is part of a link. */
const LINK_SCHEME = 256;
/** text '!'. */
const EXCLAMATION = 512;
/** text '?'. */
const QUESTION = 1024;

/** The flags by name, for the tests that check each against the token fields it stands for. */
export const VALENCE_FLAGS = {
  UPPER,
  NEGATOR,
  WORD_LIKE,
  WORD,
  EMOTICON,
  KIND,
  OF,
  BUT,
  LINK_SCHEME,
  EXCLAMATION,
  QUESTION,
} as const;

/**
 * What tokenValences needs of each token on its own, looked up once per text (issue 15) so the
 * whole text and each of its sentences read them from arrays instead of the lexicon and word lists.
 */
export interface PreparedValence {
  /** wordValence of a word-like token, else 0. */
  word: Float64Array;
  /** A booster's scalar (±0.293; never 0), else 0. */
  boost: Float64Array;
  /** The flags above. */
  flags: Uint16Array;
  /** Each token's sentence (Token.sentence): the rules read no token object (issue 15). */
  sentences: Int32Array;
}

/** The flags a token has whatever its kind (all but UPPER and NEGATOR). */
function kindFlags(token: WordForm): number {
  const { normal, text } = token;
  return (
    (isWordLike(token) ? WORD_LIKE : 0) |
    (token.kind === 'word' ? WORD : 0) |
    (token.kind === 'emoticon' ? EMOTICON : 0) |
    (normal === 'kind' ? KIND : 0) |
    (normal === 'of' ? OF : 0) |
    (normal === 'but' ? BUT : 0) |
    // What /^https?$|^ftp$/ matches.
    (normal === 'http' || normal === 'https' || normal === 'ftp' ? LINK_SCHEME : 0) |
    (text === '!' ? EXCLAMATION : 0) |
    (text === '?' ? QUESTION : 0)
  );
}

export function prepareValence(tokens: readonly Token[]): PreparedValence {
  const prepared = valenceFacts(tokens.length);
  fillValenceFacts(tokens, prepared);
  return prepared;
}

/** Writes a word's facts (0 for one that is not word-like) into slot `at` of `into`. */
function writeWordFacts(token: WordForm, into: PreparedValence, at: number): void {
  const flags = kindFlags(token);
  if ((flags & WORD_LIKE) === 0) {
    into.word[at] = into.boost[at] = 0;
    into.flags[at] = flags;
    return;
  }
  into.word[at] = wordValence(token);
  into.boost[at] = BOOSTERS.get(token.normal) ?? 0;
  into.flags[at] = flags | (isUpper(token.text) ? UPPER : 0) | (NEGATORS.has(token.normal) ? NEGATOR : 0);
}

/** Writes every token's facts into `into`, which may be longer. */
function fillValenceFacts(tokens: readonly Token[], into: PreparedValence): void {
  for (let i = 0; i < tokens.length; i++) {
    writeWordFacts(tokens[i]!, into, i);
    into.sentences[i] = tokens[i]!.sentence;
  }
}

// tokenValences' facts, reused from call to call (they never leave it): three typed arrays per
// text cost the short texts, most of the engine's calls, more than the lookups themselves.
// Up to SCRATCH_LIMIT tokens, so a long text leaves no large arrays behind.
const SCRATCH_LIMIT = 4096;
const valenceFacts = (size: number, sentences: Int32Array = new Int32Array(size)): PreparedValence => ({
  word: new Float64Array(size),
  boost: new Float64Array(size),
  flags: new Uint16Array(size),
  sentences,
});
// Facts by word id have no sentence.
const NO_SENTENCES = new Int32Array(0);
let scratch = valenceFacts(64);

// The facts of every word of one word table, by word id (ADR 0027): each word's lexicon and list
// lookups are done once while its reader lives instead of once per token.
let factsTable: WordTable | null = null;
let wordFacts = valenceFacts(1024, NO_SENTENCES);
let wordsKnown = 0;

function factsOfWords(table: WordTable): PreparedValence {
  if (table !== factsTable) {
    factsTable = table;
    wordFacts = valenceFacts(1024, NO_SENTENCES);
    wordsKnown = 0;
  }
  const { words } = table;
  if (wordFacts.word.length < words.length) {
    const grown = valenceFacts(Math.max(2 * wordFacts.word.length, words.length), NO_SENTENCES);
    grown.word.set(wordFacts.word);
    grown.boost.set(wordFacts.boost);
    grown.flags.set(wordFacts.flags);
    wordFacts = grown;
  }
  for (; wordsKnown < words.length; wordsKnown++) writeWordFacts(words[wordsKnown]!, wordFacts, wordsKnown);
  return wordFacts;
}

/** prepareValence(tokens) from the tokens' word ids (parseText's ParsedText.words): the same facts. */
export function prepareValenceOfWords(words: TokenWords): PreparedValence {
  const facts = factsOfWords(words.table);
  const { ids } = words;
  const prepared = valenceFacts(ids.length, words.sentences);
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    prepared.word[i] = facts.word[id]!;
    prepared.boost[i] = facts.boost[id]!;
    prepared.flags[i] = facts.flags[id]!;
  }
  return prepared;
}

// Token indexes of the word-like tokens so far in the sentence (reused; never escapes).
const previous: number[] = [];

/**
 * tokenValences(tokens.slice(from, to)) written to valences[from..to), from prepareValence(tokens):
 * the same rules in the same order (tokenValences is this over the whole text), so the same numbers.
 */
export function valencesOfRange(
  prepared: PreparedValence,
  from: number,
  to: number,
  valences: number[] | Float64Array,
): void {
  const { word, boost, flags, sentences } = prepared;
  let words = 0;
  let upperWords = 0;
  for (let i = from; i < to; i++) {
    if ((flags[i]! & WORD) === 0) continue;
    words++;
    if ((flags[i]! & UPPER) !== 0) upperWords++;
  }
  const capsDifferential = upperWords > 0 && upperWords < words;

  previous.length = 0;
  let sentence = -1;
  for (let i = from; i < to; i++) {
    const tokenSentence = sentences[i]!;
    const tokenFlags = flags[i]!;
    valences[i] = 0;
    if (tokenSentence !== sentence) {
      sentence = tokenSentence;
      previous.length = 0;
    }
    if ((tokenFlags & WORD_LIKE) === 0) continue;
    const isBooster =
      boost[i] !== 0 || ((tokenFlags & KIND) !== 0 && i + 1 < to && (flags[i + 1]! & OF) !== 0);
    // 'http://…' without a known domain splits into 'http' + '://', which is no emoticon.
    const inLink = (tokenFlags & EMOTICON) !== 0 && i > from && (flags[i - 1]! & LINK_SCHEME) !== 0;
    let valence = isBooster || inLink ? 0 : word[i]!;
    if (valence !== 0) {
      if (capsDifferential && (tokenFlags & WORD) !== 0 && (tokenFlags & UPPER) !== 0) {
        valence += valence > 0 ? CAPS_BOOST : -CAPS_BOOST;
      }
      for (let back = 0; back < 3 && back < previous.length; back++) {
        const before = previous[previous.length - 1 - back]!;
        const scale = boost[before]!;
        if (scale !== 0) {
          let scalar = valence < 0 ? -scale : scale;
          if (capsDifferential && (flags[before]! & UPPER) !== 0)
            scalar += valence > 0 ? CAPS_BOOST : -CAPS_BOOST;
          valence += scalar * (back === 0 ? 1 : back === 1 ? 0.95 : 0.9);
        }
        if ((flags[before]! & NEGATOR) !== 0) valence *= NEGATION_SCALAR;
      }
    }
    valences[i] = valence;
    previous.push(i);
  }

  // 'but' shifts the weight of a sentence to what follows it.
  let start = from;
  while (start < to) {
    const current = sentences[start]!;
    let end = start;
    let but = -1;
    while (end < to && sentences[end] === current) {
      if (but === -1 && (flags[end]! & BUT) !== 0) but = end;
      end++;
    }
    if (but !== -1) {
      for (let i = start; i < end; i++) {
        if (i < but) valences[i]! *= 0.5;
        else if (i > but) valences[i]! *= 1.5;
      }
    }
    start = end;
  }
}

/** Adjusted valence per token (0 where none), following VADER's rules on wink-nlp tokens. */
export function tokenValences(tokens: readonly Token[]): number[] {
  const n = tokens.length;
  let facts = scratch;
  if (n > SCRATCH_LIMIT) facts = prepareValence(tokens);
  else {
    if (scratch.word.length < n) scratch = facts = valenceFacts(Math.min(SCRATCH_LIMIT, 2 * n));
    fillValenceFacts(tokens, facts);
  }
  const valences = new Array<number>(n).fill(0);
  valencesOfRange(facts, 0, n, valences);
  return valences;
}

export function normaliseValence(sum: number): number {
  const value = sum / Math.sqrt(sum * sum + NORMALISE_ALPHA);
  return Math.max(-1, Math.min(1, value));
}

export function lexiconValence(tokens: readonly Token[], valences = tokenValences(tokens)): LexiconValence {
  return lexiconValenceOfRange(tokens, 0, tokens.length, valences);
}

/** lexiconValence(tokens.slice(from, to), valences.slice(from, to)). */
export function lexiconValenceOfRange(
  tokens: readonly Token[],
  from: number,
  to: number,
  valences: readonly number[] | Float64Array,
): LexiconValence {
  let sum = 0;
  let positive = 0;
  let negative = 0;
  let hits = 0;
  let words = 0;
  let max = 0;
  let min = 0;
  let exclamations = 0;
  let questions = 0;
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (token.text === '!') exclamations++;
    else if (token.text === '?') questions++;
    if (!isWordLike(token)) continue;
    words++;
    const valence = valences[i]!;
    if (valence === 0) continue;
    hits++;
    sum += valence;
    if (valence > max) max = valence;
    if (valence < min) min = valence;
    if (valence > 0) positive += valence;
    else negative += valence;
  }
  return withEmphasis(sum, positive, negative, max, min, hits, words, exclamations, questions);
}

/**
 * lexiconValenceOfRange(tokens, from, to, valences) from prepareValence(tokens): the same walk,
 * reading each token's flags instead of its kind and text.
 */
export function lexiconValenceOfPrepared(
  prepared: PreparedValence,
  from: number,
  to: number,
  valences: Float64Array,
): LexiconValence {
  const { flags } = prepared;
  let sum = 0;
  let positive = 0;
  let negative = 0;
  let hits = 0;
  let words = 0;
  let max = 0;
  let min = 0;
  let exclamations = 0;
  let questions = 0;
  for (let i = from; i < to; i++) {
    const tokenFlags = flags[i]!;
    if ((tokenFlags & EXCLAMATION) !== 0) exclamations++;
    else if ((tokenFlags & QUESTION) !== 0) questions++;
    if ((tokenFlags & WORD_LIKE) === 0) continue;
    words++;
    const valence = valences[i]!;
    if (valence === 0) continue;
    hits++;
    sum += valence;
    if (valence > max) max = valence;
    if (valence < min) min = valence;
    if (valence > 0) positive += valence;
    else negative += valence;
  }
  return withEmphasis(sum, positive, negative, max, min, hits, words, exclamations, questions);
}

/** The LexiconValence of a walk's sums, with the punctuation's emphasis added in the sum's direction. */
function withEmphasis(
  sum: number,
  positive: number,
  negative: number,
  max: number,
  min: number,
  hits: number,
  words: number,
  exclamations: number,
  questions: number,
): LexiconValence {
  const emphasis =
    Math.min(exclamations, 4) * 0.292 + (questions > 1 ? (questions <= 3 ? questions * 0.18 : 0.96) : 0);
  if (sum > 0) sum += emphasis;
  else if (sum < 0) sum -= emphasis;
  return { sum, compound: normaliseValence(sum), positive, negative, max, min, hits, words };
}
