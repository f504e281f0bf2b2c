import { describe, expect, it } from 'vitest';
import { createWinkReader } from './wink-reader';

const tokensOf = (reader: ReturnType<typeof createWinkReader>, text: string) =>
  reader.current().readDoc(text).tokens().out() as string[];

describe('createWinkReader', () => {
  it('is rebuilt once it remembers more unknown words than its limit, reading the same tokens after', () => {
    const reader = createWinkReader(['sbd', 'negation'], 1_000);
    const sample = "Nobody cares, but everyone's fine. I'm not sure it isn't over!";
    const before = tokensOf(reader, sample);
    const first = reader.current();
    // 1,500 made-up words, each one wink-nlp has never seen.
    const unknown = Array.from({ length: 1_500 }, (_, i) => `zq${i.toString(36)}x`).join(' ');
    tokensOf(reader, unknown);
    expect(reader.rememberedWords()).toBeGreaterThan(1_000);
    expect(tokensOf(reader, sample)).toEqual(before);
    expect(reader.current()).not.toBe(first);
    expect(reader.rememberedWords()).toBeLessThan(100);
  });

  it('keeps its reader while under the limit', () => {
    const reader = createWinkReader(['sbd', 'negation'], 1_000);
    const first = reader.current();
    tokensOf(reader, 'zqalpha zqbeta zqgamma');
    expect(reader.current()).toBe(first);
  });
});

describe('remembered words', () => {
  // Unknown words in every place wink-nlp's tokenizer looks words up: alone, before and after
  // punctuation, between brackets, inside a word it splits further, and ones it splits itself
  // ("everyone's.", a word ending in a full stop, an emoticon-like run); numbers, a link, a
  // mention, a hashtag, an e-mail address and a decade, which it keeps whole.
  const texts = [
    "Zqorp met Blorf. Zqorp's plan? (Zqorp) said 'blorf' -- zqorp, zqorp! not everyone's. Over everyone's head",
    'zqorp/blorf zqorp-blorf Zqorp... "Zqorp" 1984zq zq1984 12:30zq 3rd 90s www.zqorp.com @zqorp #zqorp',
    'a@zqorp.io BLORF?! blorf. Blorf.. zqorp: zqorp; zqorp) (zqorp zqorp’s blorf’ ‘blorf naïveté naïveté.',
    "He's zqorp'd, they zqorp'll and I'd zqorp. U.S.zq e.g.zq etc. Mr.Zqorp :-)zq <3zq zqorp:) ;)",
  ];

  it('read the same tokens when answered early as when forgotten every time, however often read before', () => {
    const forgetting = createWinkReader(['sbd', 'negation'], undefined, { answerWholeWords: false });
    const reader = createWinkReader(['sbd', 'negation']);
    // Read three times over in two orders, so each text meets words the readers remember.
    for (const order of [texts, [...texts].reverse(), texts])
      for (const text of order) expect(tokensOf(reader, text)).toEqual(tokensOf(forgetting, text));
    expect(reader.rememberedWords()).toBeGreaterThan(10);
    // The first reading, by a reader that remembers nothing yet, is the reading of every later one.
    const fresh = createWinkReader(['sbd', 'negation']);
    expect(tokensOf(fresh, texts[0]!)).toEqual(tokensOf(reader, texts[0]!));
    expect(tokensOf(reader, texts[0]!)).toContain("'s");
  });
});
