/**
 * Spectral Binary Analysis: the tone-category breakdown (deep, suspended, bright), the 10-bin
 * frequency chart, opening tone, peak and resolution, the emotional band with its colour and
 * frequency, and a one-line summary. Slots: the Save to Signature button, the tonal playback and
 * whatever the page adds next to them (TuneMind).
 */
import type { ReactNode } from 'react';
import { AudioWaveform } from 'lucide-react';
import type { SpectralSummary } from '@engine/analyse';
import { emotionalBand, toneCategory, type ToneCategory } from '@engine/bands';
import { colourOf, toneColour } from '@engine/colour';
import { tint } from '../visual-data';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/format';

/** The card reads the summary only, never the per-character values (a Float64Array on the page, engine-result.ts). */
type SpectralFigures = Omit<SpectralSummary, 'characterValues'>;

const TONES: readonly { key: ToneCategory; field: keyof SpectralFigures }[] = [
  { key: 'deep', field: 'deepTonePercentage' },
  { key: 'suspended', field: 'suspendedTonePercentage' },
  { key: 'bright', field: 'brightTonePercentage' },
];

export function spectralSummaryText(
  result: SpectralFigures,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  const ranked = [...TONES].sort((a, b) => Number(result[b.field]) - Number(result[a.field]));
  const band = emotionalBand(result.averageValue).name;
  // One key of the three (the typed t takes a union of keys only without options).
  return t(`spectral.summary.${ranked[0]!.key}` as 'spectral.summary.deep', {
    band: t(`bands.${band}.name`),
    mood: t(`bands.${band}.context`),
    opening: formatNumber(Number(result.openingTone.toFixed(2))),
    resolution: formatNumber(Number(result.resolution.toFixed(2))),
  });
}

export function SpectralCard({ result, actions }: { result: SpectralFigures; actions?: ReactNode }) {
  const { t } = useTranslation();
  const colour = colourOf(result.averageValue);
  const band = emotionalBand(result.averageValue).name;
  const maxBin = Math.max(1, ...result.frequencyData);
  return (
    <Card aria-labelledby="spectral-title" className="animate-fade-in">
      <CardHeader>
        <CardTitle id="spectral-title">
          <AudioWaveform className="size-5 text-accent" aria-hidden />
          {t('spectral.title')}
        </CardTitle>
        <p className="text-sm leading-relaxed text-muted">{spectralSummaryText(result, t)}</p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-label={t('spectral.breakdown')} className="grid gap-3">
          <div className="flex h-3 overflow-hidden rounded-full bg-border/60" aria-hidden>
            {TONES.map(({ key, field }) => (
              <span key={key} style={{ width: `${Number(result[field])}%`, background: toneColour(key) }} />
            ))}
          </div>
          <dl className="grid grid-cols-3 gap-3">
            {TONES.map(({ key, field }) => (
              <div key={key} className="rounded-xl border border-border bg-surface-sunken/70 p-3">
                <dt className="flex items-center gap-2 text-xs text-muted">
                  <span
                    className="size-2.5 rounded-full"
                    style={{ background: toneColour(key) }}
                    aria-hidden
                  />
                  {t(`spectral.tones.${key}`)}
                </dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums">
                  {formatNumber(Number(Number(result[field]).toFixed(1)))}%
                </dd>
              </div>
            ))}
          </dl>
        </section>

        <section aria-labelledby="frequency-heading">
          <h3
            id="frequency-heading"
            className="mb-3 text-xs font-semibold uppercase tracking-wide text-subtle"
          >
            {t('spectral.distribution')}
          </h3>
          <div className="flex h-32 items-end gap-1.5" role="list" aria-label={t('spectral.perRange')}>
            {result.frequencyData.map((count, bin) => {
              const centre = bin / 10 + 0.05;
              return (
                <div
                  key={bin}
                  role="listitem"
                  aria-label={t('spectral.bin', {
                    from: formatNumber(bin / 10),
                    to: formatNumber((bin + 1) / 10),
                    count,
                  })}
                  className="flex h-full flex-1 flex-col justify-end"
                >
                  <div
                    className="w-full rounded-t-md transition-[height] duration-1000"
                    style={{
                      height: `${Math.max(count > 0 ? 4 : 1, (count / maxBin) * 100)}%`,
                      background: `linear-gradient(180deg, ${tint(centre, 1)}, ${tint(centre, 0.3)})`,
                    }}
                  />
                </div>
              );
            })}
          </div>
          <div className="mt-1.5 flex justify-between text-xs text-subtle" aria-hidden>
            <span>0</span>
            <span>0.5</span>
            <span>1</span>
          </div>
        </section>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Metric label={t('spectral.opening')} value={formatNumber(Number(result.openingTone.toFixed(2)))} />
          <Metric label={t('spectral.peak')} value={formatNumber(Number(result.peakIntensity.toFixed(2)))} />
          <Metric
            label={t('spectral.resolution')}
            value={formatNumber(Number(result.resolution.toFixed(2)))}
          />
          <Metric label={t('spectral.frequency')} value={`${result.frequencyHz} Hz`} />
        </dl>

        <div className="flex items-center gap-4 rounded-xl border border-border bg-surface-sunken/70 p-4">
          <span
            className="size-12 shrink-0 rounded-xl shadow-[0_0_30px_-4px_currentColor]"
            style={{ background: colour.hsl, color: colour.hsl }}
            aria-hidden
          />
          <div className="min-w-0">
            <p className="text-xs uppercase tracking-wide text-subtle">{t('spectral.band')}</p>
            <p className="font-semibold">
              {t(`bands.${band}.name`)}{' '}
              <span className="font-normal text-muted">· {t(`bands.${band}.context`)}</span>
            </p>
            <p className="truncate text-xs text-subtle">
              {t('spectral.average', { value: formatNumber(Number(result.averageValue.toFixed(3))) })} ·{' '}
              {t(`spectral.tones.${toneCategory(result.averageValue)}`)} · {colour.rgb}
            </p>
          </div>
        </div>
      </CardContent>
      {actions && <CardFooter className="flex-wrap">{actions}</CardFooter>}
    </Card>
  );
}

function Metric({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface-sunken/70 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
