import { describe, expect, it } from 'vitest';
import { buildDashboard, chartHeading, signatureExport, signatureFileName } from './dashboard-data';

/** A ToneLens analysis whose four scores all equal `value`, so its signature value is `value`. */
const tonelens = (n: number, value: number, text = `text ${n}`) => ({
  id: `a${n}`,
  createdAt: new Date(Date.UTC(2025, 5, 1, 0, n)).toISOString(),
  inputText: text,
  mode: 'tonelens',
  warmthDetachment: value,
  certaintyAmbiguity: value,
  intensityRestraint: value,
  conflictCoherence: value,
});

describe('signature dashboard data (spec §9)', () => {
  it('is empty for a new user', () => {
    const dashboard = buildDashboard([]);
    expect(dashboard).toMatchObject({
      series: [],
      chart: [],
      recent: [],
      trend: null,
      latest: null,
      average: null,
    });
  });

  it('charts the newest 20 of the latest 50, oldest first, and lists the newest 5', () => {
    const analyses = Array.from({ length: 60 }, (_, n) => tonelens(n, n / 100));
    const dashboard = buildDashboard(analyses);
    expect(dashboard.series).toHaveLength(50);
    expect(dashboard.chart.map((point) => point.id)).toEqual(
      Array.from({ length: 20 }, (_, n) => `a${40 + n}`),
    );
    expect(dashboard.chart[0]?.index).toBe(1);
    expect(dashboard.recent.map((item) => item.id)).toEqual(['a59', 'a58', 'a57', 'a56', 'a55']);
    expect(dashboard.latest).toBeCloseTo(0.59);
  });

  it('skips plain analyses, which have no signature value', () => {
    const plain = { ...tonelens(9, 0.5), mode: 'plain' };
    expect(buildDashboard([tonelens(1, 0.4), plain]).series.map((point) => point.id)).toEqual(['a1']);
  });

  it('needs 6 values for a trend, then compares the newest 3 with the oldest 3', () => {
    const five = [0.1, 0.1, 0.1, 0.9, 0.9].map((value, n) => tonelens(n, value));
    expect(buildDashboard(five).trend).toBeNull();
    const rising = [0.2, 0.2, 0.2, 0.31, 0.31, 0.31].map((value, n) => tonelens(n, value));
    expect(buildDashboard(rising).trend).toBe('rising');
    const stable = [0.2, 0.2, 0.2, 0.3, 0.3, 0.3].map((value, n) => tonelens(n, value));
    expect(buildDashboard(stable).trend).toBe('stable');
    const falling = [0.6, 0.6, 0.6, 0.49, 0.49, 0.49].map((value, n) => tonelens(n, value));
    expect(buildDashboard(falling).trend).toBe('falling');
  });

  it('cuts list snippets to 100 characters and says when it did', () => {
    const long = tonelens(1, 0.5, 'x'.repeat(101));
    const short = tonelens(2, 0.5, 'y'.repeat(100));
    const [second, first] = buildDashboard([long, short]).recent;
    expect(second).toMatchObject({ snippet: 'y'.repeat(100), truncated: false });
    expect(first).toMatchObject({ snippet: 'x'.repeat(100), truncated: true });
  });

  it('charts spectral analyses by their average value, so their line is not flat at 1/3', () => {
    const spectral = (n: number, averageValue: number) => ({
      ...tonelens(n, 0),
      mode: 'spectral',
      deepTonePercentage: 40,
      suspendedTonePercentage: 35,
      brightTonePercentage: 25,
      averageValue,
    });
    const dashboard = buildDashboard([spectral(1, 0.42), spectral(2, 0.51)]);
    expect(dashboard.chart.map((point) => point.value)).toEqual([0.42, 0.51]);
  });

  it('says "Last analysis" for one and "Last N analyses" for more', () => {
    expect(chartHeading(1)).toBe('Last analysis');
    expect(chartHeading(2)).toBe('Last 2 analyses');
    expect(chartHeading(20)).toBe('Last 20 analyses');
  });

  it('names the download by the local date', () => {
    expect(signatureFileName(new Date(2025, 5, 13, 23, 59))).toBe('tonelens-signature-2025-06-13.json');
    expect(signatureFileName(new Date(2026, 0, 2, 0, 1))).toBe('tonelens-signature-2026-01-02.json');
  });

  it('exports the trend, each value with its frequency and band, and the saved tones', () => {
    const dashboard = buildDashboard([tonelens(1, 0.5, 'z'.repeat(150))]);
    const file = signatureExport(dashboard, [{ id: 's1' }], new Date('2025-06-13T10:00:00Z'));
    expect(file).toEqual({
      exportedAt: '2025-06-13T10:00:00.000Z',
      trend: null,
      averageValue: 0.5,
      analyses: [
        {
          id: 'a1',
          createdAt: '2025-06-01T00:01:00.000Z',
          signatureValue: 0.5,
          frequencyHz: 550,
          emotionalRange: 'Serenity',
          text: 'z'.repeat(100),
        },
      ],
      savedTones: [{ id: 's1' }],
    });
  });
});
