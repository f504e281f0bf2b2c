/**
 * What the Signature Dashboard shows (spec §9), from the stored analyses: the value of each of the
 * latest 50 analyses that have one, the 20 newest of them for the chart (oldest first, as time
 * reads left to right), the 5 newest for the list with 100-character snippets, the trend, and the
 * downloadable file. The maths is the engine's; this module only arranges it.
 */
import { frequencyHz, emotionalBand } from '@engine/bands';
import {
  SIGNATURE_CHART_SIZE,
  SIGNATURE_LIST_SIZE,
  signatureSeries,
  signatureTrend,
  snippet,
  type SignaturePoint,
  type SignatureSource,
  type Trend,
} from '@engine/signature';

export interface ChartPoint {
  id: string;
  createdAt: string;
  value: number;
  /** 1 for the oldest point on the chart. */
  index: number;
}

export interface RecentItem extends SignaturePoint {
  snippet: string;
  truncated: boolean;
}

export interface Dashboard {
  /** Newest first, at most 50. */
  series: SignaturePoint[];
  /** Oldest first, at most 20. */
  chart: ChartPoint[];
  /** Newest first, at most 5. */
  recent: RecentItem[];
  trend: Trend | null;
  latest: number | null;
  average: number | null;
}

type Analysis = SignatureSource & { id: string; createdAt: string; inputText: string };

export function buildDashboard(analyses: readonly Analysis[]): Dashboard {
  const series = signatureSeries(analyses);
  const chart = series
    .slice(0, SIGNATURE_CHART_SIZE)
    .reverse()
    .map((point, position) => ({
      id: point.id,
      createdAt: point.createdAt,
      value: point.value,
      index: position + 1,
    }));
  const recent = series.slice(0, SIGNATURE_LIST_SIZE).map((point) => {
    const short = snippet(point.text);
    return { ...point, snippet: short, truncated: short.length < point.text.length };
  });
  const values = series.map((point) => point.value);
  return {
    series,
    chart,
    recent,
    trend: signatureTrend(values),
    latest: values[0] ?? null,
    average: values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length,
  };
}

/** The chart's heading: 'Last analysis', 'Last 2 analyses', … 'Last 20 analyses'. */
export function chartHeading(count: number): string {
  return count === 1 ? 'Last analysis' : `Last ${count} analyses`;
}

/** `tonelens-signature-2025-06-13.json`, dated in the user's own time zone. */
export function signatureFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return `tonelens-signature-${date}.json`;
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/** The downloaded file: the trend, the charted values with their frequency and band, and the saved tones. */
export function signatureExport<E>(dashboard: Dashboard, savedTones: readonly E[], now: Date) {
  return {
    exportedAt: now.toISOString(),
    trend: dashboard.trend,
    averageValue: dashboard.average === null ? null : round(dashboard.average),
    analyses: dashboard.series.map((point) => ({
      id: point.id,
      createdAt: point.createdAt,
      signatureValue: round(point.value),
      frequencyHz: frequencyHz(point.value),
      emotionalRange: emotionalBand(point.value).name,
      text: snippet(point.text),
    })),
    savedTones,
  };
}
