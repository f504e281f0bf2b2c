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

const TONES: readonly { key: ToneCategory; label: string; field: keyof SpectralSummary }[] = [
  { key: 'deep', label: 'Deep', field: 'deepTonePercentage' },
  { key: 'suspended', label: 'Suspended', field: 'suspendedTonePercentage' },
  { key: 'bright', label: 'Bright', field: 'brightTonePercentage' },
];

export function spectralSummaryText(result: SpectralSummary): string {
  const ranked = [...TONES].sort((a, b) => Number(result[b.field]) - Number(result[a.field]));
  const band = emotionalBand(result.averageValue);
  return `Mostly ${ranked[0]!.label.toLowerCase()} tones, resonating in ${band.name}: ${band.context}. It opens at ${result.openingTone.toFixed(2)} and resolves at ${result.resolution.toFixed(2)}.`;
}

export function SpectralCard({ result, actions }: { result: SpectralSummary; actions?: ReactNode }) {
  const colour = colourOf(result.averageValue);
  const maxBin = Math.max(1, ...result.frequencyData);
  return (
    <Card aria-labelledby="spectral-title" className="animate-fade-in">
      <CardHeader>
        <CardTitle id="spectral-title">
          <AudioWaveform className="size-5 text-accent" aria-hidden />
          Spectral Binary Analysis
        </CardTitle>
        <p className="text-sm leading-relaxed text-muted">{spectralSummaryText(result)}</p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <section aria-label="Tone breakdown" className="grid gap-3">
          <div className="flex h-3 overflow-hidden rounded-full bg-border/60" aria-hidden>
            {TONES.map(({ key, field }) => (
              <span key={key} style={{ width: `${Number(result[field])}%`, background: toneColour(key) }} />
            ))}
          </div>
          <dl className="grid grid-cols-3 gap-3">
            {TONES.map(({ key, label, field }) => (
              <div key={key} className="rounded-xl border border-border bg-surface-sunken/70 p-3">
                <dt className="flex items-center gap-2 text-xs text-muted">
                  <span
                    className="size-2.5 rounded-full"
                    style={{ background: toneColour(key) }}
                    aria-hidden
                  />
                  {label}
                </dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums">
                  {Number(result[field]).toFixed(1)}%
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
            Frequency distribution
          </h3>
          <div className="flex h-32 items-end gap-1.5" role="list" aria-label="Characters per value range">
            {result.frequencyData.map((count, bin) => {
              const centre = bin / 10 + 0.05;
              return (
                <div
                  key={bin}
                  role="listitem"
                  aria-label={`${(bin / 10).toFixed(1)} to ${((bin + 1) / 10).toFixed(1)}: ${count} characters`}
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
          <Metric label="Opening tone" value={result.openingTone.toFixed(2)} />
          <Metric label="Peak spectral value" value={result.peakIntensity.toFixed(2)} />
          <Metric label="Resolution" value={result.resolution.toFixed(2)} />
          <Metric label="Frequency" value={`${result.frequencyHz} Hz`} />
        </dl>

        <div className="flex items-center gap-4 rounded-xl border border-border bg-surface-sunken/70 p-4">
          <span
            className="size-12 shrink-0 rounded-xl shadow-[0_0_30px_-4px_currentColor]"
            style={{ background: colour.hsl, color: colour.hsl }}
            aria-hidden
          />
          <div className="min-w-0">
            <p className="text-xs uppercase tracking-wide text-subtle">Emotional band</p>
            <p className="font-semibold">
              {colour.emotion} <span className="font-normal text-muted">· {colour.label}</span>
            </p>
            <p className="truncate text-xs text-subtle">
              Average {result.averageValue.toFixed(3)} · {toneCategory(result.averageValue)} · {colour.rgb}
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
