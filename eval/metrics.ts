/**
 * The evaluation's statistics: Pearson's r, and per-class and macro-averaged F1.
 */

/** Pearson's correlation coefficient; NaN when either series is constant or they differ in length. */
export function pearson(xs: readonly number[], ys: readonly number[]): number {
  const n = xs.length;
  if (n !== ys.length || n < 2) return Number.NaN;
  let meanX = 0;
  let meanY = 0;
  for (let i = 0; i < n; i++) {
    meanX += xs[i]!;
    meanY += ys[i]!;
  }
  meanX /= n;
  meanY /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i]! - meanX;
    const dy = ys[i]! - meanY;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return Number.NaN;
  return sxy / Math.sqrt(sxx * syy);
}

export interface ClassScores {
  precision: number;
  recall: number;
  f1: number;
  /** How many gold rows carry the class. */
  support: number;
}

export interface F1Report<C extends string> {
  perClass: Record<C, ClassScores>;
  macroF1: number;
  accuracy: number;
}

/**
 * F1 per class (a class never predicted and never gold scores 0) and their unweighted mean.
 */
export function f1Report<C extends string>(
  classes: readonly C[],
  gold: readonly C[],
  predicted: readonly C[],
): F1Report<C> {
  if (gold.length !== predicted.length) throw new Error('gold and predicted differ in length');
  const perClass = {} as Record<C, ClassScores>;
  let correct = 0;
  for (let i = 0; i < gold.length; i++) if (gold[i] === predicted[i]) correct++;
  for (const label of classes) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (let i = 0; i < gold.length; i++) {
      const isGold = gold[i] === label;
      const isPredicted = predicted[i] === label;
      if (isGold && isPredicted) tp++;
      else if (isPredicted) fp++;
      else if (isGold) fn++;
    }
    const precision = tp + fp === 0 ? 0 : tp / (tp + fp);
    const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
    const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
    perClass[label] = { precision, recall, f1, support: tp + fn };
  }
  const macroF1 = classes.reduce((sum, label) => sum + perClass[label].f1, 0) / classes.length;
  return { perClass, macroF1, accuracy: gold.length === 0 ? 0 : correct / gold.length };
}

/**
 * Area under the ROC curve: the chance that a random positive scores above a random negative
 * (ties count half). NaN when either group is empty. Ranks with mid-ranks for ties (Mann–Whitney U).
 */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  const n1 = positives.length;
  const n0 = negatives.length;
  if (n1 === 0 || n0 === 0) return Number.NaN;
  const all = [
    ...positives.map((value) => ({ value, positive: true })),
    ...negatives.map((value) => ({ value, positive: false })),
  ];
  all.sort((a, b) => a.value - b.value);
  let rankSum = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]!.value === all[i]!.value) j++;
    const midRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) if (all[k]!.positive) rankSum += midRank;
    i = j + 1;
  }
  return (rankSum - (n1 * (n1 + 1)) / 2) / (n1 * n0);
}
