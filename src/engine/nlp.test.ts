import { describe, expect, it } from 'vitest';
import { parseText } from './nlp';
import { createWinkReader } from './wink-reader';

/** The words of a text in a negator's scope. */
const negated = (text: string) =>
  parseText(text)
    .tokens.filter((token) => token.negated)
    .map((token) => token.text);

describe('negation scope', () => {
  it("keeps wink-nlp's scope for 'not' and 'never'", () => {
    expect(negated('I am not happy at all.')).toEqual(['happy', 'at', 'all']);
    expect(negated('I never liked it, but I love it now.')).toEqual(['liked', 'it']);
  });

  it("gives 'nobody', 'nothing' and 'nowhere' the same scope, to the clause's end (issue 12)", () => {
    expect(negated('Honestly, nobody cares about my work.')).toEqual(['cares', 'about', 'my', 'work']);
    expect(negated('Nothing is wrong, but I am sad.')).toEqual(['is', 'wrong']);
    expect(negated('Nobody asked. I am happy.')).toEqual(['asked']);
    expect(negated('Everybody cares about it.')).toEqual([]);
  });
});

describe('tokens', () => {
  it('are the same whatever was read before (wink-nlp remembers the unknown words it has read)', () => {
    const text = "It's fun, but the code talk will fly right over everyone's head";
    const first = parseText(text).tokens.map((token) => token.text);
    expect(first.slice(-3)).toEqual(['everyone', "'s", 'head']);
    // wink-nlp tokenises "everyone's." as one word and remembered it: the same text then read
    // "everyone's" as one token, and its sentiment moved from 0.0855 to 0.0759.
    parseText("Disney may own its idea of Mickey Mouse, but not everyone's.");
    expect(parseText(text).tokens.map((token) => token.text)).toEqual(first);
  });
});

describe('token fields', () => {
  // What wink-nlp's own five walks give each token of one fresh reading: parseText reads them in
  // one walk, working out each word once (issue 15), and must give exactly these values.
  const reader = createWinkReader(['sbd', 'negation']);
  const { its } = reader.current();
  function byFiveWalks(text: string) {
    const doc = reader.current().readDoc(text);
    const all = doc.tokens();
    const texts = all.out() as string[];
    const normals = all.out(its.normal) as string[];
    const lemmas = all.out(its.lemma as never) as string[];
    const types = all.out(its.type) as string[];
    const negations = all.out(its.negationFlag) as unknown as boolean[];
    return texts.map((value, i) => ({
      text: value,
      normal: normals[i],
      lemma: (lemmas[i] ?? normals[i] ?? '').toLowerCase(),
      kind: ['word', 'number', 'punctuation', 'emoji', 'emoticon', 'symbol'].includes(types[i]!)
        ? types[i]
        : 'other',
      negated: negations[i] === true,
    }));
  }
  const fields = (text: string) =>
    parseText(text).tokens.map(({ text: value, normal, lemma, kind, negated: isNegated }) => ({
      text: value,
      normal,
      lemma,
      kind,
      negated: isNegated,
    }));

  it('are the values of wink-nlp’s walks, for repeated words, contractions and unknown words', () => {
    // 'can't' and "won't" are contractions: their parts carry their own normal and lemma, so the
    // 'wo' of "won't" reads 'will' while a later 'wo' of the same lexeme reads 'wo'. 'Ran' and
    // 'ran' are one lemma of two lexemes, 'zorblax' is unknown, and each repeats.
    const text =
      "I can't believe it. Ran home, ran HOME :) #blessed @ana https://x.io 42 zorblax! " +
      "I won't go. Wo is me, wo. I'm sure I can't. Zorblax, zorblax… I'm not sure it isn't 💜.";
    const read = fields(text);
    expect(read.map((token) => token.text)).toContain("n't");
    expect(read).toEqual(byFiveWalks(text));
  });

  it('are the same when a long text is read in slices', () => {
    const sentence = "She wasn't wrong, and the zorblax ran fast :( but we're fine. ";
    const long = sentence.repeat(Math.ceil(50_000 / sentence.length));
    const read = fields(long);
    expect(read.length).toBe(byFiveWalks(sentence).length * Math.ceil(50_000 / sentence.length));
    expect(read.slice(0, byFiveWalks(sentence).length)).toEqual(byFiveWalks(sentence));
    expect(new Set(parseText(long).tokens.map((token) => token.sentence)).size).toBe(
      parseText(long).sentenceCount,
    );
  });
});
