import { describe, expect, it } from 'vitest';
import { alternatingThroughput } from './engine';

describe('alternatingThroughput', () => {
  it('passes every text through each function in every round and gives one rate per function', () => {
    const texts = Array.from({ length: 25 }, (_, i) => `text ${i}`);
    const seen = [new Map<string, number>(), new Map<string, number>()];
    const counter = (f: number) => (text: string) => seen[f]!.set(text, (seen[f]!.get(text) ?? 0) + 1);
    const rates = alternatingThroughput(texts, [counter(0), counter(1)], 2, 10);
    expect(rates).toHaveLength(2);
    for (const rate of rates) expect(rate).toBeGreaterThan(0);
    // One warm-up pass and two timed rounds: each text three times through each function.
    for (const counts of seen) {
      expect(counts.size).toBe(texts.length);
      expect([...counts.values()].every((count) => count === 3)).toBe(true);
    }
  });

  it('times each chunk by the clock it is given (the CPU clock in bench/engine-compare.ts)', () => {
    const texts = Array.from({ length: 25 }, (_, i) => `text ${i}`);
    // A clock that moves 1 ms per reading: each chunk takes 1 ms, so 3 chunks make a 3 ms pass.
    let now = 0;
    const rates = alternatingThroughput(texts, [() => 0, () => 0], 2, 10, () => now++);
    expect(rates).toEqual([(25 / 3) * 1000, (25 / 3) * 1000]);
  });
});
