/**
 * The engine's quality figures against human judgements (issue 9), with vader-sentiment's
 * figures side by side. Reads dev portions only: EmoBank split=dev, GoEmotions dev.tsv,
 * and the VADER gold sets (which are only ever evaluated on, never trained on).
 */
import vader from 'vader-sentiment';
import { analyse } from '../src/engine/analyse';
import type { SentimentClass } from '../src/engine/modes';
import type { AxisKey } from '../src/engine/lexicons';
import {
  GOEMOTIONS_GROUPS,
  readEmoBank,
  readGoEmotions,
  readVaderSet,
  VADER_SETS,
  type GoEmotionsGroup,
} from './data';
import { auc, f1Report, pearson } from './metrics';

export interface Row {
  /** Stable name of the figure, for the previous release's file (eval/previous-release.json). */
  key: string;
  measure: string;
  ours: number;
  vader: number | null;
  /** The goal as text (e.g. '≥ 0.60') and whether ours meets it. */
  target: string;
  met: boolean | null;
}

export const GROUP_CLASS: Readonly<Record<GoEmotionsGroup, SentimentClass>> = {
  positive: 'positive',
  negative: 'concerned',
  ambiguous: 'reflective',
  neutral: 'neutral',
};

const CLASS_ORDER: readonly SentimentClass[] = GOEMOTIONS_GROUPS.map((group) => GROUP_CLASS[group]);

export function vaderClass(compound: number): SentimentClass {
  if (compound >= 0.05) return 'positive';
  if (compound <= -0.05) return 'concerned';
  return 'neutral';
}

const compoundOf = (text: string): number => vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;

/**
 * The emotions at each axis' two poles (issue 12): the axis should score the first group's
 * GoEmotions single-label rows above the second's (AUC).
 */
export const POLE_GROUPS: readonly {
  axis: AxisKey;
  high: readonly string[];
  low: readonly string[];
  goal: number;
}[] = [
  {
    axis: 'warmthDetachment',
    high: ['caring', 'love', 'gratitude', 'admiration'],
    low: ['anger', 'annoyance', 'disapproval', 'disgust'],
    goal: 0.9,
  },
  {
    axis: 'certaintyAmbiguity',
    high: ['approval', 'realization', 'pride', 'admiration'],
    low: ['confusion', 'curiosity', 'nervousness'],
    goal: 0.85,
  },
  {
    axis: 'intensityRestraint',
    high: ['anger', 'excitement', 'fear', 'disgust', 'amusement'],
    low: ['neutral', 'relief', 'approval', 'realization'],
    goal: 0.75,
  },
  {
    axis: 'conflictCoherence',
    high: ['approval', 'gratitude', 'joy', 'relief'],
    low: ['confusion', 'embarrassment', 'remorse', 'nervousness', 'disappointment'],
    goal: 0.75,
  },
];

const atLeast = (ours: number, goal: number): Pick<Row, 'target' | 'met'> => ({
  target: `≥ ${goal.toFixed(2)}`,
  met: ours >= goal,
});

export async function evaluate(dataDir: string): Promise<Row[]> {
  const rows: Row[] = [];

  const emobank = (await readEmoBank(dataDir)).filter((row) => row.split === 'dev');
  const ours = emobank.map((row) => analyse(row.text, 'tonelens'));
  const compounds = emobank.map((row) => compoundOf(row.text));
  const V = emobank.map((row) => row.V);
  const A = emobank.map((row) => row.A);
  const D = emobank.map((row) => row.D);
  const r = (xs: number[], ys: number[]) => pearson(xs, ys);
  const valence = r(
    ours.map((result) => result.sentimentScore),
    V,
  );
  const arousal = r(
    ours.map((result) => result.intensityRestraint),
    A,
  );
  const dominance = r(
    ours.map((result) => result.certaintyAmbiguity),
    D,
  );
  rows.push(
    {
      key: 'emobank-valence',
      measure: `EmoBank dev (n=${emobank.length}): r sentimentScore ~ V`,
      ours: valence,
      vader: r(compounds, V),
      ...atLeast(valence, 0.6),
    },
    {
      key: 'emobank-arousal',
      measure: 'EmoBank dev: r intensityRestraint ~ A (VADER: abs(compound))',
      ours: arousal,
      vader: r(
        compounds.map((value) => Math.abs(value)),
        A,
      ),
      ...atLeast(arousal, 0.38),
    },
    {
      key: 'emobank-dominance',
      measure: 'EmoBank dev: r certaintyAmbiguity ~ D (VADER: compound)',
      ours: dominance,
      vader: r(compounds, D),
      ...atLeast(dominance, 0.25),
    },
  );

  for (const name of VADER_SETS) {
    const set = await readVaderSet(dataDir, name);
    const ratings = set.map((row) => row.rating);
    const oursR = r(
      set.map((row) => analyse(row.text, 'plain').sentimentScore),
      ratings,
    );
    const vaderR = r(
      set.map((row) => compoundOf(row.text)),
      ratings,
    );
    const goal = name === 'tweets' ? vaderR - 0.05 : vaderR;
    rows.push({
      key: `vader-${name}`,
      measure: `VADER ${name} (n=${set.length}): r sentimentScore ~ rating`,
      ours: oursR,
      vader: vaderR,
      target: name === 'tweets' ? `≥ VADER − 0.05` : '≥ VADER',
      met: oursR >= goal,
    });
  }

  const goemotions = (await readGoEmotions(dataDir, 'dev')).filter((row) => row.labels.length === 1);
  const gold = goemotions.map((row) => GROUP_CLASS[row.groups[0]!]);
  const readings = goemotions.map((row) => analyse(row.text, 'tonelens'));
  const oursReport = f1Report(
    CLASS_ORDER,
    gold,
    readings.map((result) => result.sentimentClassification),
  );
  const vaderReport = f1Report(
    CLASS_ORDER,
    gold,
    goemotions.map((row) => vaderClass(compoundOf(row.text))),
  );
  rows.push({
    key: 'goemotions-macro-f1',
    measure: `GoEmotions dev single-label (n=${goemotions.length}): macro-F1, 4 classes`,
    ours: oursReport.macroF1,
    vader: vaderReport.macroF1,
    ...atLeast(oursReport.macroF1, 0.6),
  });
  for (const label of CLASS_ORDER) {
    const f1 = oursReport.perClass[label].f1;
    rows.push({
      key: `goemotions-f1-${label}`,
      measure: `GoEmotions dev: F1 ${label} (n=${oursReport.perClass[label].support})`,
      ours: f1,
      vader: vaderReport.perClass[label].f1,
      ...(label === 'reflective' ? atLeast(f1, 0.35) : { target: '', met: null }),
    });
  }
  for (const { axis, high, low, goal } of POLE_GROUPS) {
    const scores = (labels: readonly string[]) =>
      readings.flatMap((result, i) => (labels.includes(goemotions[i]!.labels[0]!) ? [result[axis]] : []));
    const highScores = scores(high);
    const lowScores = scores(low);
    const ours = auc(highScores, lowScores);
    // VADER has no such axes; its compound (|compound| for intensity) is the nearest reading.
    const vaderScores = (labels: readonly string[]) =>
      goemotions.flatMap((row) => {
        if (!labels.includes(row.labels[0]!)) return [];
        const compound = compoundOf(row.text);
        return [axis === 'intensityRestraint' ? Math.abs(compound) : compound];
      });
    rows.push({
      key: `poles-${axis}`,
      measure: `GoEmotions dev: AUC ${axis}, poles (n=${highScores.length} vs ${lowScores.length})`,
      ours,
      vader: auc(vaderScores(high), vaderScores(low)),
      ...atLeast(ours, goal),
    });
  }
  return rows;
}

const figure = (value: number | null | undefined) =>
  value === null || value === undefined || Number.isNaN(value) ? '–' : value.toFixed(3);
const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'NOT MET');

/** The previous release's figures by row key (eval/previous-release.json); a new measure has none. */
export type Previous = Readonly<Record<string, number>>;

const cellsOf = (row: Row, previous: Previous) => [
  row.measure,
  figure(previous[row.key]),
  figure(row.ours),
  figure(row.vader),
  row.target,
  verdict(row.met),
];

const HEADER = ['measure', 'previous release', 'ToneLens', 'VADER', 'target', ''];

export function formatTable(rows: readonly Row[], previous: Previous = {}): string {
  const cells = rows.map((row) => cellsOf(row, previous));
  const widths = HEADER.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]!.length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(HEADER), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}

export function formatMarkdown(rows: readonly Row[], previous: Previous = {}): string {
  const lines = [
    `| ${HEADER.join(' | ')} |`,
    '| --- | ---: | ---: | ---: | --- | --- |',
    ...rows.map((row) => `| ${cellsOf(row, previous).join(' | ')} |`),
  ];
  return lines.join('\n');
}
