/**
 * The text visualisation: the analysed text with each character in its colour-mapping colour (a
 * character outside the table is coloured as 0, spec §5, §9), over the 100-stop gradient of the
 * whole text. Long texts show their first TEXT_PREVIEW characters, and neighbouring characters of
 * one colour share a span, so the DOM stays small.
 */
import { useMemo } from 'react';
import { Palette } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/format';
import type { CharacterValues } from '@/lib/engine-result';
import { colourRuns, textGradient } from '../text-colours';

export const TEXT_PREVIEW = 1200;

export function TextVisualisationCard({ text, values }: { text: string; values: CharacterValues }) {
  const { t } = useTranslation();
  // Both read only the characters they draw (text-colours): a 1 MB text costs what a short one does.
  const runs = useMemo(() => colourRuns(text, TEXT_PREVIEW), [text]);
  const gradient = useMemo(() => textGradient(text, 100), [text]);
  const truncated = values.length > TEXT_PREVIEW;
  return (
    <Card aria-labelledby="text-vis-title" className="animate-fade-in">
      <CardHeader>
        <CardTitle id="text-vis-title">
          <Palette className="size-5 text-accent" aria-hidden />
          {t('textVis.title')}
        </CardTitle>
        <CardDescription>{t('textVis.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div
          className="h-3 rounded-full"
          style={{ background: gradient }}
          role="img"
          aria-label={t('textVis.gradient')}
        />
        <p className="max-h-64 overflow-y-auto whitespace-pre-wrap break-words rounded-xl border border-border bg-[#080a14] p-4 font-mono text-sm leading-relaxed">
          {runs.map((run, index) => (
            <span key={index} style={{ color: run.colour }}>
              {run.text}
            </span>
          ))}
          {truncated && <span className="text-subtle">…</span>}
        </p>
        {truncated && (
          <p className="text-xs text-subtle">
            {t('common.showingFirst', {
              shown: formatNumber(TEXT_PREVIEW),
              total: formatNumber(values.length),
            })}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
