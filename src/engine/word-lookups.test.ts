import { describe, expect, it } from 'vitest';
import { NO_ENTRIES } from './axes';
import { parseText, type ParsedText, type TokenWords, type WordForm } from './nlp';
import { prepareLookups, type TextLookups } from './sentences';
import { memoPerWord } from './word-memo';

// Unknown words ('zorblax'), contractions ("can't", "won't", "I'm"), two-word entries ('kind of',
// 'at all'), boosters and negators, capitals, emoji, emoticons, a hashtag, a mention, a link and
// a number, over several sentences, each word more than once.
const VARIED =
  "I can't believe it, I am SO happy :) but kind of worried about the zorblax. " +
  "Nobody cares at all. I won't go! I'm not sure it isn't 💜 #blessed @ana https://x.io 42 times. " +
  'Thank you, thank you so much; I really love it and I hate that I did that. ' +
  "Zorblax zorblax… It's NEVER fine, honestly :( I am very very kind and not unkind. " +
  'Why? Why?? Well, I was a little bit angry but mostly glad 😂.';

/** Each slot where the lookups by word id differ from the lookups by string, named. */
function differences(byId: TextLookups, byString: TextLookups): string[] {
  const found: string[] = [];
  const compare = (name: string, a: ArrayLike<unknown>, b: ArrayLike<unknown>) => {
    if (a.length !== b.length) found.push(`${name}: length ${a.length} vs ${b.length}`);
    for (let i = 0; i < Math.max(a.length, b.length); i++)
      if (!Object.is(a[i], b[i])) found.push(`${name}[${i}]`);
  };
  compare('valence.word', byId.valence.word, byString.valence.word);
  compare('valence.boost', byId.valence.boost, byString.valence.boost);
  compare('valence.flags', byId.valence.flags, byString.valence.flags);
  // Weight vectors by where they start in their flat array: each is the one vector of its feature.
  compare('sentiment.unigrams', byId.sentiment.unigrams, byString.sentiment.unigrams);
  compare('sentiment.bigrams', byId.sentiment.bigrams, byString.sentiment.bigrams);
  compare('sentiment.items', byId.sentiment.items, byString.sentiment.items);
  compare('sentiment.words', byId.sentiment.words, byString.sentiment.words);
  compare('axes.bag.unigrams', byId.axes.bag.unigrams, byString.axes.bag.unigrams);
  compare('axes.bag.bigrams', byId.axes.bag.bigrams, byString.axes.bag.bigrams);
  compare('axes.bag.items', byId.axes.bag.items, byString.axes.bag.items);
  compare('axes.hits.single', byId.axes.hits.single, byString.axes.hits.single);
  compare('axes.hits.singleIsPair', byId.axes.hits.singleIsPair, byString.axes.hits.singleIsPair);
  compare('axes.hits.pair', byId.axes.hits.pair, byString.axes.hits.pair);
  compare('axes.hits.intensifier', byId.axes.hits.intensifier, byString.axes.hits.intensifier);
  compare('axes.hits.roles', byId.axes.hits.roles, byString.axes.hits.roles);
  compare('axes.hits.negated', byId.axes.hits.negated, byString.axes.hits.negated);
  return found;
}

const wordsOf = (parsed: ParsedText): TokenWords => {
  expect(parsed.words).toBeDefined();
  return parsed.words!;
};

/** The lookups by string: the tokens alone, as a caller that builds its own tokens passes them. */
const byStrings = (parsed: ParsedText): TextLookups =>
  prepareLookups({ tokens: parsed.tokens, sentenceCount: parsed.sentenceCount });
/** The lookups by the given word ids. */
const byIds = (parsed: ParsedText, words: TokenWords): TextLookups => prepareLookups({ ...parsed, words });

describe('lookups by word id (ADR 0027)', () => {
  it("give every token the string-keyed lookups' values", () => {
    const parsed = parseText(VARIED);
    const byString = byStrings(parsed);
    expect(differences(byIds(parsed, wordsOf(parsed)), byString)).toEqual([]);
    // The text reaches every kind of lookup: a lexicon valence, a booster, a negator's flag, a
    // negated and a plain unigram weight, a bigram weight, a two-word axis entry, an intensifier.
    const { tokens } = parsed;
    const at = (text: string) => tokens.findIndex((token) => token.text === text);
    expect(byString.valence.word[at('happy')]).not.toBe(0);
    expect(byString.valence.boost[at('SO')]).not.toBe(0);
    expect(byString.valence.flags[at('Nobody')]).not.toBe(0);
    expect(tokens.some((token, i) => token.negated && byString.sentiment.unigrams[i] !== -1)).toBe(true);
    expect(byString.sentiment.unigrams[at('💜')]).not.toBe(-1);
    expect(byString.sentiment.bigrams.some((start) => start !== -1)).toBe(true);
    expect(byString.axes.hits.pair.some((entries) => entries !== NO_ENTRIES)).toBe(true);
    expect(byString.axes.hits.intensifier.some((flag) => flag === 1)).toBe(true);
    expect(tokens.filter((token) => token.text === "n't")).toHaveLength(3);
  });

  it('stay right as the word table grows from text to text, and for a text read again', () => {
    const texts = [
      VARIED,
      'Quibblewomp and flarnish: totally not what I wanted, thank you very much. Sad :(',
      "We're fine, honestly. Nobody's perfect!! I kind of love the quibblewomp.",
      VARIED,
    ];
    for (const text of texts) {
      const parsed = parseText(text);
      expect(differences(byIds(parsed, wordsOf(parsed)), byStrings(parsed))).toEqual([]);
    }
  });

  it("are worked out afresh for another reader's table, which numbers the words afresh", () => {
    const parsed = parseText(VARIED);
    byIds(parsed, wordsOf(parsed));
    // A rebuilt reader's table: the same words in the reverse order, so every id means another word.
    const { table, ids } = wordsOf(parsed);
    const words = [...table.words].reverse();
    const rebuilt = { ...wordsOf(parsed), table: { words }, ids: ids.map((id) => words.length - 1 - id) };
    expect(differences(byIds(parsed, rebuilt), byStrings(parsed))).toEqual([]);
    // And back to the reader's own table.
    expect(differences(byIds(parsed, wordsOf(parsed)), byStrings(parsed))).toEqual([]);
  });

  it('would differ from the string-keyed lookups if a token were given another word', () => {
    // The check above can fail: ids shifted by one word read other words' lookups.
    const parsed = parseText(VARIED);
    const { table, ids } = wordsOf(parsed);
    const shifted = ids.map((id) => (id + 1) % table.words.length);
    const found = differences(byIds(parsed, { ...wordsOf(parsed), ids: shifted }), byStrings(parsed));
    expect(found.length).toBeGreaterThan(10);
  });

  it('give tokens the text, normal, lemma and kind of their word', () => {
    const parsed = parseText(VARIED);
    const { table, ids } = wordsOf(parsed);
    const mismatched = parsed.tokens.filter((token, i) => {
      const word = table.words[ids[i]!]!;
      return (
        word.text !== token.text ||
        word.normal !== token.normal ||
        word.lemma !== token.lemma ||
        word.kind !== token.kind
      );
    });
    expect(mismatched).toEqual([]);
    // The 'wo' of "won't" reads the normal 'will'; the lexeme 'wo' on its own reads 'wo': two words.
    const woText = parseText("I won't go. Wo is me, wo.");
    const wo = woText.tokens.flatMap((token, i) => (token.text === 'wo' ? [i] : []));
    expect(wo.map((i) => woText.tokens[i]!.normal)).toEqual(['will', 'wo']);
    expect(new Set(wo.map((i) => wordsOf(woText).ids[i])).size).toBe(2);
  });
});

describe('memoPerWord', () => {
  const word = (text: string): WordForm => ({ text, normal: text, lemma: text, kind: 'word' });

  it('works each word out once per table, and afresh for another table', () => {
    const computed: string[] = [];
    const lengths = memoPerWord((form) => {
      computed.push(form.text);
      return form.text.length;
    });
    const table = { words: [word('a'), word('bb')] };
    expect(lengths(table)).toEqual([1, 2]);
    table.words.push(word('ccc'));
    expect(lengths(table)).toEqual([1, 2, 3]);
    expect(computed).toEqual(['a', 'bb', 'ccc']);
    // A rebuilt reader's table numbers its words afresh: id 0 is now another word.
    expect(lengths({ words: [word('dddd')] })).toEqual([4]);
    expect(computed).toEqual(['a', 'bb', 'ccc', 'dddd']);
  });
});
