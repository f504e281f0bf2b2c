/**
 * The engine's quality figures against human judgements (issue 9), with vader-sentiment's
 * figures side by side. Reads dev portions only: EmoBank split=dev, GoEmotions dev.tsv,
 * and the VADER gold sets (which are only ever evaluated on, never trained on).
 */
import vader from 'vader-sentiment';
import { analyse } from '../src/engine/analyse';
import type { SentimentClass } from '../src/engine/modes';
import {
  GOEMOTIONS_GROUPS,
  readEmoBank,
  readGoEmotions,
  readVaderSet,
  VADER_SETS,
  type GoEmotionsGroup,
} from './data';
import { f1Report, pearson } from './metrics';

export interface Row {
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
      measure: `EmoBank dev (n=${emobank.length}): r sentimentScore ~ V`,
      ours: valence,
      vader: r(compounds, V),
      ...atLeast(valence, 0.6),
    },
    {
      measure: 'EmoBank dev: r intensityRestraint ~ A (VADER: abs(compound))',
      ours: arousal,
      vader: r(
        compounds.map((value) => Math.abs(value)),
        A,
      ),
      ...atLeast(arousal, 0.35),
    },
    {
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
      measure: `VADER ${name} (n=${set.length}): r sentimentScore ~ rating`,
      ours: oursR,
      vader: vaderR,
      target: name === 'tweets' ? `≥ VADER − 0.05` : '≥ VADER',
      met: oursR >= goal,
    });
  }

  const goemotions = (await readGoEmotions(dataDir, 'dev')).filter((row) => row.labels.length === 1);
  const gold = goemotions.map((row) => GROUP_CLASS[row.groups[0]!]);
  const oursReport = f1Report(
    CLASS_ORDER,
    gold,
    goemotions.map((row) => analyse(row.text, 'plain').sentimentClassification),
  );
  const vaderReport = f1Report(
    CLASS_ORDER,
    gold,
    goemotions.map((row) => vaderClass(compoundOf(row.text))),
  );
  rows.push({
    measure: `GoEmotions dev single-label (n=${goemotions.length}): macro-F1, 4 classes`,
    ours: oursReport.macroF1,
    vader: vaderReport.macroF1,
    ...atLeast(oursReport.macroF1, 0.6),
  });
  for (const label of CLASS_ORDER) {
    const f1 = oursReport.perClass[label].f1;
    rows.push({
      measure: `GoEmotions dev: F1 ${label} (n=${oursReport.perClass[label].support})`,
      ours: f1,
      vader: vaderReport.perClass[label].f1,
      ...(label === 'reflective' ? atLeast(f1, 0.35) : { target: '', met: null }),
    });
  }
  return rows;
}

const figure = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : value.toFixed(3));
const verdict = (met: boolean | null) => (met === null ? '' : met ? 'met' : 'NOT MET');

export function formatTable(rows: readonly Row[]): string {
  const header = ['measure', 'ToneLens', 'VADER', 'target', ''];
  const cells = rows.map((row) => [
    row.measure,
    figure(row.ours),
    figure(row.vader),
    row.target,
    verdict(row.met),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((line) => line[column]!.length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...cells.map(line)].join('\n');
}

export function formatMarkdown(rows: readonly Row[]): string {
  const lines = [
    '| measure | ToneLens | VADER | target | |',
    '| --- | ---: | ---: | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${row.measure} | ${figure(row.ours)} | ${figure(row.vader)} | ${row.target} | ${verdict(row.met)} |`,
    ),
  ];
  return lines.join('\n');
}
