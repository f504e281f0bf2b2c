/**
 * The four axis models (issue 12, ADR 0004): one logistic regression per axis over the engine's
 * features and the keyword cues (src/engine/axis-model.ts), fitted on GoEmotions train rows with
 * one label from either of the axis' two pole groups, plus every EmoBank train row with its
 * arousal (intensity) or dominance (certainty) scaled to 0..1 as a soft target. Deterministic
 * (see linear.ts).
 */
import { AXIS_KEYS, type AxisScorer } from '../../src/engine/axes';
import { AXIS_DENSE_KEYS, axisDenseValues, type AxisModelWeights } from '../../src/engine/axis-model';
import { DENSE_KEYS, textFeatures, type Features } from '../../src/engine/features';
import type { LinearHead } from '../../src/engine/linear';
import type { AxisKey } from '../../src/engine/lexicons';
import type { Token } from '../../src/engine/nlp';
import { lexiconValence } from '../../src/engine/valence';
import { fitLogistic, type SparseRow } from './linear';

/**
 * The emotions at each axis' poles (issue 12; the same groups eval/evaluate.ts measures on dev),
 * and the EmoBank dimension whose thirds join the training rows, if any.
 */
export const AXIS_TRAINING: Readonly<
  Record<
    AxisKey,
    {
      high: readonly string[];
      low: readonly string[];
      emobank: 'A' | 'D' | null;
      /** Dense cues this axis' model does not read. */
      exclude?: readonly string[];
      /** This axis' emotionBalance, when not the settings' one. */
      balance?: number;
      /**
       * Emotions that belong between the poles, nearer one of them: their rows join with a soft
       * target (0..1) and a total weight of `share` times a pole's.
       */
      between?: { emotions: readonly string[]; target: number; share: number };
    }
  >
> = {
  warmthDetachment: {
    high: ['caring', 'love', 'gratitude', 'admiration'],
    low: ['anger', 'annoyance', 'disapproval', 'disgust'],
    emobank: null,
  },
  certaintyAmbiguity: {
    high: ['approval', 'realization', 'pride', 'admiration'],
    low: ['confusion', 'curiosity', 'nervousness'],
    emobank: 'D',
    // Anger is a sure feeling (high dominance in affect norms), not a doubtful one; without it
    // the model read every negative text as unsure, since its certain pole is all glad emotions
    // and EmoBank dominance follows valence ("I am so angry I could scream." certainty 0.13).
    between: { emotions: ['anger', 'annoyance', 'disgust', 'disapproval'], target: 0.6, share: 0.5 },
  },
  intensityRestraint: {
    high: ['anger', 'excitement', 'fear', 'disgust', 'amusement'],
    low: ['neutral', 'relief', 'approval', 'realization'],
    emobank: 'A',
    // The certainty cues are EmoBank dominance fitted with a valence prior (ADR 0003): read by the
    // intensity model they made every glad or decided sentence intense ("I am confident this is
    // the correct answer." 0.70). Without them, and with 'neutral' (4 in 5 restrained rows) no
    // longer speaking for its whole pole, dev r with arousal 0.386, AUC 0.803 (ADR 0004).
    exclude: ['$hit:certainty', '$hit:ambiguity', '$kw:certaintyAmbiguity'],
    balance: 0.25,
    // Gratitude, caring and admiration are warm but calm: livelier than a neutral remark (EmoBank
    // rates thankful texts above average arousal) and well below anger or excitement. Left out,
    // the model read them as intense as anger (dev means 0.66 vs 0.70, ADR 0004).
    between: { emotions: ['gratitude', 'caring', 'admiration'], target: 0.3, share: 1 },
  },
  conflictCoherence: {
    high: ['approval', 'gratitude', 'joy', 'relief'],
    low: ['confusion', 'embarrassment', 'remorse', 'nervousness', 'disappointment'],
    emobank: null,
  },
};

export interface AxisModelSettings {
  /** A bag feature is kept when at least this many of the axis' training rows have it. */
  minCount: number;
  /** L2 penalty of bag features (dense cues get denseL2). */
  l2: number;
  denseL2: number;
  iterations: number;
  /** How far each emotion of a pole is weighed alike rather than by its row count (0..1). */
  emotionBalance: number;
  /** EmoBank rows' total weight relative to a GoEmotions pole's, per dimension. */
  emobankShare: Readonly<Record<'A' | 'D', number>>;
  /**
   * Every EmoBank row with its rating scaled to 0..1 as the target, instead of the outer thirds
   * as 0 and 1. Soft targets shrink the logits (most ratings sit near the middle), so the model's
   * scale is then refitted on its GoEmotions pole rows (temperature), keeping its 0.5 point.
   */
  emobankSoft: boolean;
  decimals: number;
  /** Bag weights smaller than this are dropped. */
  prune: number;
}

// Chosen on the dev splits only (GoEmotions dev pole AUCs, EmoBank dev r); see ADR 0004.
export const AXIS_MODEL_SETTINGS: AxisModelSettings = {
  minCount: 3,
  l2: 1e-4,
  denseL2: 1e-5,
  iterations: 250,
  // Soft EmoBank targets (every row, not the outer thirds) carry the ratings' order, so they need
  // more weight than the thirds did (A 2, D 3) to speak: at 12 dev r with arousal 0.392 (thirds
  // 0.386), with dominance 0.267 (0.254), ADR 0004 third step.
  emobankShare: { A: 12, D: 12 },
  emobankSoft: true,
  emotionBalance: 0,
  decimals: 3,
  prune: 0.02,
};

export interface AxisRow {
  tokens: Token[];
  features: Features;
}

/** The features an axis model is fitted on: textFeatures' bag and lexicon cues, then the keyword cues. */
export function axisFeatures(tokens: Token[], scorer: AxisScorer): Features {
  const valence = lexiconValence(tokens);
  const { keys, values } = textFeatures(tokens, valence);
  const dense = axisDenseValues(tokens, valence, scorer);
  keys.push(...AXIS_DENSE_KEYS.slice(DENSE_KEYS.length));
  values.push(...dense.slice(DENSE_KEYS.length));
  return { keys, values };
}

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
};

/** A head's logit of a row (the same sum the engine makes, before the logistic function). */
function logitOf(head: LinearHead, row: Features): number {
  let sum = head.bias;
  row.keys.forEach((key, i) => (sum += (head.weights[key] ?? 0) * row.values[i]!));
  return sum;
}

/**
 * The head with its bias and weights scaled by the k that best fits the pole rows' 0/1 targets
 * (weighted log-loss, golden-section search over k in 0.2..20): the same order and 0.5 point,
 * the spread of a model fitted on hard labels.
 */
function temper(
  head: LinearHead,
  rows: readonly Features[],
  targets: readonly number[],
  weights: readonly number[],
  settings: AxisModelSettings,
): LinearHead {
  const logits = rows.map((row) => logitOf(head, row));
  const loss = (k: number) => {
    let sum = 0;
    logits.forEach((logit, i) => {
      const margin = targets[i] === 1 ? k * logit : -k * logit;
      sum += weights[i]! * Math.log1p(Math.exp(-margin));
    });
    return sum;
  };
  let [low, high] = [0.2, 20];
  for (let step = 0; step < 80; step++) {
    const a = low + (high - low) / 3;
    const b = high - (high - low) / 3;
    if (loss(a) < loss(b)) high = b;
    else low = a;
  }
  const k = (low + high) / 2;
  const scaled = Object.entries(head.weights).map(([key, weight]): [string, number] => [
    key,
    round(weight * k, settings.decimals),
  ]);
  return { bias: round(head.bias * k, settings.decimals), weights: Object.fromEntries(scaled) };
}

/** The value below which a third of the values lie, and the one above which a third lie. */
function thirds(values: readonly number[]): [number, number] {
  const sorted = [...values].sort((a, b) => a - b);
  return [sorted[Math.floor(sorted.length / 3)]!, sorted[Math.floor((2 * sorted.length) / 3)]!];
}

function fitHead(
  rows: readonly Features[],
  targets: readonly number[],
  rowWeights: Float64Array,
  settings: AxisModelSettings,
  exclude: readonly string[] = [],
): LinearHead {
  const counts = new Map<string, number>();
  for (const row of rows) for (const key of new Set(row.keys)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const keys = [...counts]
    .filter(([key, count]) => count >= settings.minCount || key.startsWith('$'))
    .map(([key]) => key)
    .filter((key) => !exclude.includes(key))
    .sort();
  const index = new Map(keys.map((key, at) => [key, at]));
  const sparseRows = rows.map((row): SparseRow => {
    const sums = new Map<number, number>();
    row.keys.forEach((key, i) => {
      const at = index.get(key);
      if (at !== undefined) sums.set(at, (sums.get(at) ?? 0) + row.values[i]!);
    });
    const pairs = [...sums].sort((a, b) => a[0] - b[0]);
    return {
      indices: Int32Array.from(pairs.map((p) => p[0])),
      values: Float64Array.from(pairs.map((p) => p[1])),
    };
  });
  const l2 = Float64Array.from(keys, (key) => (key.startsWith('$') ? settings.denseL2 : settings.l2));
  const model = fitLogistic(sparseRows, targets, keys.length, {
    l2,
    iterations: settings.iterations,
    rowWeights,
  });
  const weights: [string, number][] = [];
  keys.forEach((key, at) => {
    const weight = round(model.weights[at]!, settings.decimals);
    if (key.startsWith('$') || Math.abs(weight) >= settings.prune) weights.push([key, weight]);
  });
  return { bias: round(model.intercept, settings.decimals), weights: Object.fromEntries(weights) };
}

/**
 * Fits the four axis models. goemotions: single-label train rows with their emotion; emobank: train
 * rows with arousal and dominance. Rows are parsed once by the caller.
 */
export function fitAxisModels(
  goemotions: readonly { row: AxisRow; emotion: string }[],
  emobank: readonly { row: AxisRow; A: number; D: number }[],
  settings: AxisModelSettings = AXIS_MODEL_SETTINGS,
  training: typeof AXIS_TRAINING = AXIS_TRAINING,
): AxisModelWeights {
  const axes = {} as Record<AxisKey, LinearHead>;
  for (const axis of AXIS_KEYS) {
    const { high, low, emobank: dimension, exclude, balance, between } = training[axis];
    const emotionBalance = balance ?? settings.emotionBalance;
    const rows: Features[] = [];
    const targets: number[] = [];
    const emotions: string[] = [];
    for (const { row, emotion } of goemotions) {
      const target = high.includes(emotion) ? 1 : low.includes(emotion) ? 0 : -1;
      if (target < 0) continue;
      rows.push(row.features);
      targets.push(target);
      emotions.push(emotion);
    }
    // Each pole weighs half; within a pole an emotion with n rows weighs n^emotionBalance (0: by
    // rows, 1: every emotion alike), so a large group such as 'neutral' need not speak for its pole.
    const emotionCounts = new Map<string, number>();
    for (const emotion of emotions) emotionCounts.set(emotion, (emotionCounts.get(emotion) ?? 0) + 1);
    const rowShare = (emotion: string) => emotionCounts.get(emotion)! ** -emotionBalance;
    const poleTotals = [0, 0];
    emotions.forEach((emotion, i) => (poleTotals[targets[i]!]! += rowShare(emotion)));
    const weights = emotions.map((emotion, i) => (0.5 * rowShare(emotion)) / poleTotals[targets[i]!]!);
    const poleRows = rows.length;
    if (between) {
      const inBetween = goemotions.filter(({ emotion }) => between.emotions.includes(emotion));
      for (const { row } of inBetween) {
        rows.push(row.features);
        targets.push(between.target);
        weights.push((0.5 * between.share) / inBetween.length);
      }
    }
    if (dimension !== null && settings.emobankShare[dimension] > 0) {
      const share = settings.emobankShare[dimension];
      if (settings.emobankSoft) {
        const values = emobank.map((row) => row[dimension]);
        const min = Math.min(...values);
        const max = Math.max(...values);
        for (const row of emobank) {
          rows.push(row.row.features);
          targets.push((row[dimension] - min) / (max - min || 1));
          weights.push(share / emobank.length);
        }
      } else {
        const [lower, upper] = thirds(emobank.map((row) => row[dimension]));
        const chosen = emobank.flatMap((row) =>
          row[dimension] >= upper
            ? [{ row, target: 1 }]
            : row[dimension] <= lower
              ? [{ row, target: 0 }]
              : [],
        );
        const ebHigh = chosen.filter((row) => row.target === 1).length;
        for (const { row, target } of chosen) {
          rows.push(row.row.features);
          targets.push(target);
          weights.push((share * 0.5) / (target === 1 ? ebHigh : chosen.length - ebHigh));
        }
      }
    }
    const head = fitHead(rows, targets, Float64Array.from(weights), settings, exclude);
    axes[axis] =
      dimension !== null && settings.emobankSoft
        ? temper(
            head,
            rows.slice(0, poleRows),
            targets.slice(0, poleRows),
            weights.slice(0, poleRows),
            settings,
          )
        : head;
  }
  return { axes };
}
