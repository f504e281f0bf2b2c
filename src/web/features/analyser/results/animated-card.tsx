/**
 * Animated Emotional Visualization (spec §2): the live canvas labelled with the character count,
 * the dominant-emotion panel and the emotional-intensity bar, on a card tinted by the dominant
 * colour; the spec's empty state when there is no text. It follows the draft as you type and
 * keeps showing the analysed text after the input is cleared.
 *
 * The bar is the average spectral value of the characters. It is named 'Spectral intensity', not
 * 'Emotional intensity', because the ToneLens axis 'Intensity vs Restraint' reads the words and
 * gives another number for the same text (issue 12, "One voice").
 */
import { useDeferredValue, useMemo } from 'react';
import { Activity } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AnimatedCanvas } from '../animated-canvas';
import { tint, visualDataOf } from '../visual-data';
import { useTranslation } from 'react-i18next';
import { emotionalBand } from '@engine/bands';
import { formatNumber } from '@/i18n/format';

export function AnimatedCard({ text }: { text: string }) {
  const { t } = useTranslation();
  const deferred = useDeferredValue(text);
  const data = useMemo(() => visualDataOf(deferred.trim() === '' ? '' : deferred), [deferred]);
  const dominant = data.dominant;
  const intensity = Math.round(data.intensity * 100);
  return (
    <Card
      aria-labelledby="animated-title"
      style={
        dominant
          ? {
              backgroundImage: `radial-gradient(120% 80% at 0% 0%, ${tint(dominant.value, 0.14)}, transparent 60%)`,
            }
          : undefined
      }
      className="transition-[background-image] duration-700"
    >
      <CardHeader>
        <CardTitle id="animated-title">
          <Activity className="size-5 text-accent" aria-hidden />
          {t('animated.title')}
        </CardTitle>
        <CardDescription>{t('animated.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {dominant === null ? (
          <div className="flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-border-strong px-6 py-12 text-center">
            <p className="font-medium">{t('animated.emptyTitle')}</p>
            <p className="text-sm text-muted">{t('animated.emptyText')}</p>
          </div>
        ) : (
          <div className="grid gap-4">
            <figure className="overflow-hidden rounded-xl border border-border bg-surface-sunken/80 p-3">
              <AnimatedCanvas
                data={data}
                label={t('animated.canvasLabel', {
                  count: data.characterCount,
                  formatted: formatNumber(data.characterCount),
                })}
              />
              <figcaption className="mt-2 text-xs text-muted">
                {t('common.characters', {
                  count: data.characterCount,
                  formatted: formatNumber(data.characterCount),
                })}
              </figcaption>
            </figure>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="flex items-center gap-3 rounded-xl border border-border bg-surface-sunken/70 p-4">
                <span
                  className="size-10 shrink-0 rounded-full shadow-[0_0_24px_-2px_currentColor]"
                  style={{ background: dominant.hsl, color: dominant.hsl }}
                  aria-hidden
                />
                <div>
                  <p className="text-xs uppercase tracking-wide text-subtle">{t('animated.dominant')}</p>
                  <p className="font-semibold">{t(`bands.${emotionalBand(dominant.value).name}.name`)}</p>
                  <p className="text-sm text-muted">
                    {t(`bands.${emotionalBand(dominant.value).name}.context`)}
                  </p>
                </div>
              </div>
              <div className="rounded-xl border border-border bg-surface-sunken/70 p-4">
                <div className="flex items-center justify-between text-sm">
                  <span id="intensity-label" className="text-xs uppercase tracking-wide text-subtle">
                    {t('animated.intensity')}
                  </span>
                  <span className="font-semibold tabular-nums">{intensity}%</span>
                </div>
                <div
                  className="mt-3 h-2.5 overflow-hidden rounded-full bg-border/70"
                  role="meter"
                  aria-labelledby="intensity-label"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={intensity}
                  aria-describedby="intensity-note"
                >
                  <div
                    className="h-full rounded-full transition-[width] duration-1000"
                    style={{
                      width: `${intensity}%`,
                      background: `linear-gradient(90deg, ${tint(0.1, 1)}, ${tint(data.intensity, 1)})`,
                    }}
                  />
                </div>
                <p id="intensity-note" className="mt-2 text-xs leading-snug text-muted">
                  {t('animated.intensityNote')}
                </p>
              </div>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
