import { describe, expect, it } from 'vitest';
import { auc, f1Report, pearson } from './metrics';

describe('pearson', () => {
  it('is 1 for a perfect line, -1 for a falling one', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1, 12);
  });

  it('matches a hand-computed case', () => {
    // x mean 2.5, y mean 2.5; Σdxdy = 3.5 (2.25·? ) — computed: dx = [-1.5,-.5,.5,1.5], dy = [-1.5,.5,-.5,1.5]
    // Σdxdy = 2.25 - .25 - .25 + 2.25 = 4; Σdx² = Σdy² = 5 → r = 0.8
    expect(pearson([1, 2, 3, 4], [1, 3, 2, 4])).toBeCloseTo(0.8, 12);
  });

  it('is NaN for a constant series or mismatched lengths', () => {
    expect(pearson([1, 1, 1], [1, 2, 3])).toBeNaN();
    expect(pearson([1, 2], [1, 2, 3])).toBeNaN();
  });
});

describe('f1Report', () => {
  it('computes per-class and macro F1 on a hand-computed case', () => {
    const gold = ['a', 'a', 'b', 'b', 'c'] as const;
    const predicted = ['a', 'b', 'b', 'b', 'a'] as const;
    const report = f1Report(['a', 'b', 'c'], [...gold], [...predicted]);
    // a: tp 1, fp 1, fn 1 → P .5, R .5, F1 .5; b: tp 2, fp 1, fn 0 → P 2/3, R 1, F1 .8; c: 0
    expect(report.perClass.a.f1).toBeCloseTo(0.5, 12);
    expect(report.perClass.b.f1).toBeCloseTo(0.8, 12);
    expect(report.perClass.c).toEqual({ precision: 0, recall: 0, f1: 0, support: 1 });
    expect(report.macroF1).toBeCloseTo(1.3 / 3, 12);
    expect(report.accuracy).toBeCloseTo(3 / 5, 12);
  });
});

describe('auc', () => {
  it('is 1 when every positive outranks every negative, 0 the other way, 0.5 for ties', () => {
    expect(auc([3, 4], [1, 2])).toBe(1);
    expect(auc([1, 2], [3, 4])).toBe(0);
    expect(auc([1, 1], [1, 1])).toBe(0.5);
  });

  it('matches a hand-counted case', () => {
    // pairs (p > n): 2>1 yes, 2>3 no, 4>1 yes, 4>3 yes → 3 of 4
    expect(auc([2, 4], [1, 3])).toBe(0.75);
  });
});
