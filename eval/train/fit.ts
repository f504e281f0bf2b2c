/**
 * The engine's learned weights, fitted from training rows only (EmoBank train, GoEmotions train;
 * never a VADER set, never a dev split). Pure functions of their input, so `npm run train`
 * rebuilds the shipped JSON byte for byte and a test can fit a tiny fixture twice.
 */
import { createAxisScorer, type AxisWeights } from '../../src/engine/axes';
import { axisFeatures, fitAxisModels } from './axis-models';
import { textFeatures, type Features } from '../../src/engine/features';
import { LEXICONS, type Pole } from '../../src/engine/lexicons';
import { inflectionCandidates, parseText, type Token } from '../../src/engine/nlp';
import { lexiconValence } from '../../src/engine/valence';
import { SENTIMENT_CLASSES, type SentimentClass } from '../../src/engine/modes';
import { fitRidge, fitSoftmax, type SparseRow } from './linear';
import lexicon from '../../src/engine/weights/lexicon.json';

export interface TrainingData {
  /** EmoBank train rows: text with Valence, Arousal, Dominance (1–5). */
  emobank: { text: string; V: number; A: number; D: number }[];
  /** GoEmotions train rows whose labels fall in one sentiment group, as the product's class. */
  goemotions: { text: string; label: SentimentClass }[];
  /** GoEmotions train rows with exactly one label, and that emotion (the axis models' poles). */
  emotions: { text: string; emotion: string }[];
}

interface Parsed {
  tokens: Token[];
  features: Features;
}

function parse(text: string): Parsed {
  const tokens = parseText(text).tokens;
  return { tokens, features: textFeatures(tokens, lexiconValence(tokens)) };
}

/** Rounds to a fixed number of decimals; -0 becomes 0 so the JSON text never differs. */
const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return rounded === 0 ? 0 : rounded;
};

const byKey = <T>(entries: [string, T][]): [string, T][] =>
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Feature index over keys seen in at least minCount rows; dense '$' cues are always kept. */
function vocabulary(rows: readonly Features[], minCount: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) for (const key of new Set(row.keys)) counts.set(key, (counts.get(key) ?? 0) + 1);
  const keys = [...counts]
    .filter(([key, count]) => count >= minCount || key.startsWith('$'))
    .map(([key]) => key)
    .sort();
  return new Map(keys.map((key, index) => [key, index]));
}

function sparse(features: Features, index: ReadonlyMap<string, number>): SparseRow {
  // A key repeats once per occurrence; the row holds its summed value.
  const sums = new Map<number, number>();
  features.keys.forEach((key, i) => {
    const at = index.get(key);
    if (at !== undefined) sums.set(at, (sums.get(at) ?? 0) + features.values[i]!);
  });
  const pairs = [...sums].sort((a, b) => a[0] - b[0]);
  return {
    indices: Int32Array.from(pairs.map((p) => p[0])),
    values: Float64Array.from(pairs.map((p) => p[1])),
  };
}

/** Per-feature penalty: bag features get l2, dense cues almost none (they carry the lexicon). */
function penalties(index: ReadonlyMap<string, number>, l2: number): Float64Array {
  const result = new Float64Array(index.size);
  for (const [key, at] of index) result[at] = key.startsWith('$') ? 1e-6 : l2;
  return result;
}

// Hyper-parameters, chosen on the dev splits (EmoBank dev, GoEmotions dev); see eval/README.md.
export const SETTINGS = {
  valence: { minCount: 3, l2: 1e-4, goEmotionsShare: 0.3, iterations: 300, decimals: 3, prune: 0.012 },
  classifier: { minCount: 3, l2: 1e-5, classWeightPower: 0.5, iterations: 200, decimals: 2, prune: 0.35 },
  axes: { minCount: 5, l2: 1, iterations: 300, scale: 4, handFloor: 0.25, decimals: 3, prune: 0.01 },
  // Dominance (certaintyAmbiguity): every word counts, function words and negated ones included
  // (modals, pronouns and 'not' carry much of it), counts scaled by 1/√words, and the ridge
  // shrinks each word towards `prior` × its VADER valence instead of towards 0 (dominance follows
  // valence, r ≈ 0.38 on EmoBank train), so rare words keep a sensible sign. See ADR 0003.
  certainty: {
    minCount: 2,
    l2: 4e-4,
    prior: 0.12,
    iterations: 300,
    scale: 4,
    handFloor: 0.1,
    decimals: 3,
    prune: 0.01,
  },
} as const;

export interface AxisFitOptions {
  minCount: number;
  l2: number;
  iterations: number;
  scale: number;
  handFloor: number;
  decimals: number;
  prune: number;
  /** Keep function words and negated words as terms (dominance) or drop them (arousal). */
  allWords?: boolean;
  /** Scale each row's counts by 1/√(words). */
  normalise?: boolean;
  /** Shrink each term towards prior × its VADER valence. */
  prior?: number;
  valences?: Readonly<Record<string, number>>;
}

/** GoEmotions' sentiment groups read as valence on EmoBank's 1–5 scale, for the weak labels. */
const GROUP_VALENCE: Readonly<Record<SentimentClass, number>> = {
  positive: 3.5,
  concerned: 2.5,
  reflective: 3,
  neutral: 3,
};

export interface ValenceWeights {
  intercept: number;
  weights: Record<string, number>;
}

/**
 * Valence: ridge regression of EmoBank's V on the engine's features, with GoEmotions rows as weak
 * labels (positive 3.5, negative 2.5, else 3) making up a fixed share of the total row weight.
 */
export function fitValence(
  emobank: readonly Parsed[],
  targets: readonly number[],
  goemotions: readonly Parsed[],
  labels: readonly SentimentClass[],
): ValenceWeights {
  const settings = SETTINGS.valence;
  const all = [...emobank, ...goemotions];
  const index = vocabulary(
    all.map((row) => row.features),
    settings.minCount,
  );
  const rows = all.map((row) => sparse(row.features, index));
  const y = [...targets, ...labels.map((label) => GROUP_VALENCE[label])];
  const share = goemotions.length === 0 ? 0 : (settings.goEmotionsShare * emobank.length) / goemotions.length;
  const rowWeights = Float64Array.from([...emobank.map(() => 1), ...goemotions.map(() => share)]);
  const model = fitRidge(rows, y, index.size, {
    l2: penalties(index, settings.l2),
    iterations: settings.iterations,
    rowWeights,
  });
  const weights: [string, number][] = [];
  for (const [key, at] of index) {
    const weight = round(model.weights[at]!, settings.decimals);
    if (Math.abs(weight) >= settings.prune || key.startsWith('$')) weights.push([key, weight]);
  }
  return {
    intercept: round(model.intercept, settings.decimals),
    weights: Object.fromEntries(byKey(weights)),
  };
}

export interface ClassifierWeights {
  classes: SentimentClass[];
  biases: number[];
  weights: Record<string, number[]>;
}

/** The sentiment class: multinomial logistic regression on GoEmotions train, classes weighted by 1/√frequency. */
export function fitClassifier(rows: readonly Parsed[], labels: readonly SentimentClass[]): ClassifierWeights {
  const settings = SETTINGS.classifier;
  const classes = [...SENTIMENT_CLASSES];
  const index = vocabulary(
    rows.map((row) => row.features),
    settings.minCount,
  );
  const y = labels.map((label) => classes.indexOf(label));
  const counts = classes.map((_, c) => y.filter((label) => label === c).length);
  const rowWeights = Float64Array.from(
    y.map(
      (label) => (rows.length / classes.length / Math.max(1, counts[label]!)) ** settings.classWeightPower,
    ),
  );
  const model = fitSoftmax(
    rows.map((row) => sparse(row.features, index)),
    y,
    index.size,
    classes.length,
    { l2: penalties(index, settings.l2), iterations: settings.iterations, rowWeights },
  );
  const weights: [string, number[]][] = [];
  for (const [key, at] of index) {
    const vector = classes.map((_, c) => round(model.weights[at * classes.length + c]!, settings.decimals));
    if (vector.some((weight) => Math.abs(weight) >= settings.prune) || key.startsWith('$'))
      weights.push([key, vector]);
  }
  return {
    classes,
    biases: classes.map((_, c) => round(model.biases[c]!, settings.decimals)),
    weights: Object.fromEntries(byKey(weights)),
  };
}

const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an the and or of to in on at for with by from as is are was were be been being am do does did have has
  had i me my we our you your he him his she her it its they them their this that these those there here what
  which who whom whose when where why how not no so than then too very can could will would shall should may
  might must just also only about into over under up down out off again once all any both each few more most
  other some such own same now`.split(/\s+/),
);

/** The lemmas an axis term can match: words outside a negator's scope, no function words. */
const axisTerms = (tokens: readonly Token[]): string[] =>
  tokens
    .filter((token) => token.kind === 'word' && !token.negated && !STOP_WORDS.has(token.lemma))
    .map((token) => token.lemma)
    .filter((lemma) => /^[a-z][a-z'-]+$/.test(lemma));

/** Every word's lemma, function words and words in a negator's scope included. */
const allTerms = (tokens: readonly Token[]): string[] =>
  tokens
    .filter((token) => token.kind === 'word')
    .map((token) => token.lemma)
    .filter((lemma) => /^[a-z][a-z'-]+$/.test(lemma));

/**
 * Learned entries of one axis: ridge regression of an EmoBank dimension on lemma counts (plus the
 * '!' cue for arousal). A term's sign picks its pole and its size, relative to the largest,
 * times SETTINGS.axes.scale, its weight. Hand-written entries keep at least handFloor.
 */
export function fitAxis(
  rows: readonly Parsed[],
  targets: readonly number[],
  poles: { positive: Pole; negative: Pole },
  cues: readonly string[],
  settings: AxisFitOptions = SETTINGS.axes,
): AxisWeights {
  const termsOf = settings.allWords ? allTerms : axisTerms;
  const documentFrequency = new Map<string, number>();
  for (const row of rows)
    for (const term of new Set(termsOf(row.tokens))) {
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    }
  // An inflection of any hand-written entry ('loving' of 'love') is left to that entry, so the
  // engine's inflection fallback still finds it on every axis.
  const hand = new Set(Object.values(LEXICONS).flat());
  const terms = [...documentFrequency]
    .filter(
      ([term, count]) =>
        count >= settings.minCount && !inflectionCandidates(term).some((base) => hand.has(base)),
    )
    .map(([term]) => term);
  // Valence words the training rows never show still get their prior weight (dominance).
  if (settings.prior && settings.valences) {
    const seen = new Set(terms);
    for (const term of Object.keys(settings.valences))
      if (
        !seen.has(term) &&
        /^[a-z][a-z'-]+$/.test(term) &&
        !inflectionCandidates(term).some((base) => hand.has(base))
      )
        terms.push(term);
  }
  terms.sort();
  terms.push(...cues);
  const index = new Map(terms.map((term, at) => [term, at]));
  const sparseRows = rows.map((row): SparseRow => {
    const counts = new Map<number, number>();
    const bump = (term: string) => {
      const at = index.get(term);
      if (at !== undefined) counts.set(at, (counts.get(at) ?? 0) + 1);
    };
    for (const term of termsOf(row.tokens)) bump(term);
    for (const token of row.tokens)
      if (token.kind === 'punctuation' && cues.includes(token.text)) bump(token.text);
    const pairs = [...counts].sort((a, b) => a[0] - b[0]);
    const words = row.tokens.filter((token) => token.kind === 'word').length;
    const factor = settings.normalise ? 1 / Math.sqrt(Math.max(1, words)) : 1;
    return {
      indices: Int32Array.from(pairs.map((p) => p[0])),
      values: Float64Array.from(pairs.map((p) => p[1] * factor)),
    };
  });
  // Shrinking towards a prior m: fit u = w − m on the targets less each row's prior prediction.
  const prior = Float64Array.from(terms, (term) => (settings.prior ?? 0) * (settings.valences?.[term] ?? 0));
  const shifted = sparseRows.map((row, r) => {
    let offset = 0;
    for (let k = 0; k < row.indices.length; k++) offset += prior[row.indices[k]!]! * row.values[k]!;
    return targets[r]! - offset;
  });
  const fitted = fitRidge(sparseRows, shifted, terms.length, {
    l2: settings.l2,
    iterations: settings.iterations,
  });
  const model = { weights: fitted.weights.map((weight, at) => weight + prior[at]!) };
  let largest = 0;
  for (const weight of model.weights) largest = Math.max(largest, Math.abs(weight));
  const positive: [string, number][] = [];
  const negative: [string, number][] = [];
  const weightOf = (coefficient: number) =>
    round((Math.abs(coefficient) / (largest || 1)) * settings.scale, settings.decimals);
  terms.forEach((term, at) => {
    const coefficient = model.weights[at]!;
    const weight = weightOf(coefficient);
    if (weight < settings.prune) return;
    (coefficient > 0 ? positive : negative).push([term, weight]);
  });
  // Hand-written entries stay on their pole; the data may strengthen them, never silence them.
  for (const [pole, list, sign] of [
    [poles.positive, positive, 1],
    [poles.negative, negative, -1],
  ] as const) {
    for (const entry of LEXICONS[pole]) {
      const at = index.get(entry);
      const coefficient = at === undefined ? 0 : model.weights[at]! * sign;
      const weight = Math.max(settings.handFloor, coefficient > 0 ? weightOf(coefficient) : 0);
      const existing = list.findIndex(([term]) => term === entry);
      if (existing >= 0) list.splice(existing, 1);
      list.push([entry, weight]);
    }
  }
  return {
    [poles.positive]: Object.fromEntries(
      byKey(positive.filter(([term]) => !LEXICONS[poles.negative].includes(term))),
    ),
    [poles.negative]: Object.fromEntries(
      byKey(negative.filter(([term]) => !LEXICONS[poles.positive].includes(term))),
    ),
  };
}

/** The JSON text of every learned weight file, keyed by file name. */
export function trainAll(data: TrainingData): Record<string, string> {
  const emobank = data.emobank.map((row) => parse(row.text));
  const goemotions = data.goemotions.map((row) => parse(row.text));
  const labels = data.goemotions.map((row) => row.label);
  const valence = fitValence(
    emobank,
    data.emobank.map((row) => row.V),
    goemotions,
    labels,
  );
  const classifier = fitClassifier(goemotions, labels);
  const poles: AxisWeights = {
    ...fitAxis(
      emobank,
      data.emobank.map((row) => row.A),
      { positive: 'intensity', negative: 'restraint' },
      ['!'],
    ),
    ...fitAxis(
      emobank,
      data.emobank.map((row) => row.D),
      { positive: 'certainty', negative: 'ambiguity' },
      ['!', '?'],
      { ...SETTINGS.certainty, allWords: true, normalise: true, valences: lexicon.valences },
    ),
  };
  // The axis models read the keyword cues of the lexicons with the entries just learned, as the
  // engine will once these files ship.
  const scorer = createAxisScorer(poles);
  const tokensOf = new Map<string, Token[]>();
  const axisRow = (text: string) => {
    let tokens = tokensOf.get(text);
    if (!tokens) tokensOf.set(text, (tokens = parseText(text).tokens));
    return { tokens, features: axisFeatures(tokens, scorer) };
  };
  const models = fitAxisModels(
    data.emotions.map((row) => ({ row: axisRow(row.text), emotion: row.emotion })),
    data.emobank.map((row) => ({ row: axisRow(row.text), A: row.A, D: row.D })),
  );
  const json = (value: unknown) => JSON.stringify(value) + '\n';
  return {
    'valence.json': json({
      source: 'EmoBank train (CC-BY-SA 4.0) + GoEmotions train (Apache-2.0)',
      ...valence,
    }),
    'classifier.json': json({ source: 'GoEmotions train (Apache-2.0)', ...classifier }),
    'axes.json': json({ source: 'EmoBank train (CC-BY-SA 4.0)', poles }),
    'axis-models.json': json({
      source: 'GoEmotions train (Apache-2.0) + EmoBank train (CC-BY-SA 4.0)',
      ...models,
    }),
  };
}
