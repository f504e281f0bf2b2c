/**
 * Resonance Signature maths (spec §9): one value per analysis, the latest 50, and the trend.
 * A spectral analysis counts by its average spectral value (ADR 0009), not by its tone
 * percentages summed over 300, which is 1/3 for every text.
 */

export const SIGNATURE_WINDOW = 50;
export const SIGNATURE_CHART_SIZE = 20;
export const SIGNATURE_LIST_SIZE = 5;
export const SIGNATURE_SNIPPET_LENGTH = 100;
export const TREND_MIN_ENTRIES = 6;
export const TREND_THRESHOLD = 0.1;

export interface SignatureSource {
  mode: string;
  deepTonePercentage?: number | null;
  suspendedTonePercentage?: number | null;
  brightTonePercentage?: number | null;
  warmthDetachment?: number | null;
  certaintyAmbiguity?: number | null;
  intensityRestraint?: number | null;
  conflictCoherence?: number | null;
  /** Mean character value of a spectral analysis (what a saved tone stores). */
  averageValue?: number | null;
}

const isNumber = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * The signature value of one analysis: for a ToneLens or full analysis the mean of the four
 * scores; for a spectral analysis its average spectral value, the number 'Save to Signature'
 * keeps for the same text, so one text reads the same under 'Recent analyses' and 'Saved tones'.
 * (Spec §9's percentages summed over 300 are always 1/3: ADR 0009.) Null when the analysis
 * carries neither (a plain analysis).
 */
export function signatureValue(analysis: SignatureSource): number | null {
  const axes = [
    analysis.warmthDetachment,
    analysis.certaintyAmbiguity,
    analysis.intensityRestraint,
    analysis.conflictCoherence,
  ];
  if ((analysis.mode === 'tonelens' || analysis.mode === 'full') && axes.every(isNumber)) {
    return axes.reduce((sum, value) => sum + value, 0) / 4;
  }
  if (analysis.mode === 'spectral' && isNumber(analysis.averageValue)) {
    return Math.min(1, Math.max(0, analysis.averageValue));
  }
  return null;
}

export interface SignaturePoint {
  id: string;
  createdAt: string;
  value: number;
  text: string;
}

/** The latest 50 analyses that have a signature value, newest first. */
export function signatureSeries<
  T extends SignatureSource & { id: string; createdAt: string; inputText: string },
>(analyses: readonly T[]): SignaturePoint[] {
  return [...analyses]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .flatMap((analysis) => {
      const value = signatureValue(analysis);
      return value === null
        ? []
        : [{ id: analysis.id, createdAt: analysis.createdAt, value, text: analysis.inputText }];
    })
    .slice(0, SIGNATURE_WINDOW);
}

export type Trend = 'rising' | 'falling' | 'stable';

/**
 * Trend of values given newest first: mean of the newest 3 minus mean of the oldest 3;
 * above 0.1 rising, below -0.1 falling, else stable. Null with fewer than 6 values.
 */
export function signatureTrend(newestFirst: readonly number[]): Trend | null {
  if (newestFirst.length < TREND_MIN_ENTRIES) return null;
  const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  // Rounding to 10 decimals keeps 0.1 exactly at the boundary despite binary floating point.
  const difference = Math.round((mean(newestFirst.slice(0, 3)) - mean(newestFirst.slice(-3))) * 1e10) / 1e10;
  if (difference > TREND_THRESHOLD) return 'rising';
  if (difference < -TREND_THRESHOLD) return 'falling';
  return 'stable';
}

/** First 100 characters (code points) of a text, for signature entries and lists. */
export function snippet(text: string, length = SIGNATURE_SNIPPET_LENGTH): string {
  return Array.from(text).slice(0, length).join('');
}
