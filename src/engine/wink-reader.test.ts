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
