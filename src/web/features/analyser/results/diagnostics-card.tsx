/**
 * ToneLens Diagnostics: the four axes with their level labels and end labels, the summary,
 * tension, and axis exploration: 'All' or one selected axis (tapping it again deselects) with a
 * deep-dive reading. The AI's conversational response appears when /api/analyse/enhanced answers.
 */
import { useState } from 'react';
import { CircleHelp, Gauge } from 'lucide-react';
import type { ToneLensResult } from '@engine/analyse';
import { gradientBarColour } from '@engine/colour';
import { DIMENSIONS, levelLabel, type DimensionInfo } from '@engine/dimensions';
import { deepDiveReading } from '@engine/voice';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import type { RunStatus } from '../use-analysis';
import { useTranslation } from 'react-i18next';
import { readingOf } from '@engine/dimensions';
import type { Language } from '@contract/auth';
import { ENGINE_TEXT_LANGUAGE } from '@/i18n/languages';

interface Props {
  result: ToneLensResult;
  conversationalResponse: string | null;
  /** The language the response is written in (absent: English). */
  conversationalLanguage?: Language | null;
  status: RunStatus;
}

export function DiagnosticsCard({ result, conversationalResponse, conversationalLanguage, status }: Props) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<DimensionInfo['key'] | null>(null);
  const shown = selected ? DIMENSIONS.filter((dimension) => dimension.key === selected) : DIMENSIONS;
  return (
    <Card aria-labelledby="diagnostics-title" className="animate-fade-in">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle id="diagnostics-title">
            <Gauge className="size-5 text-accent" aria-hidden />
            {t('diagnostics.title')}
          </CardTitle>
          {result.tensionDetected ? (
            <Badge variant="warning">{t('diagnostics.tension')}</Badge>
          ) : (
            <Badge variant="success">{t('diagnostics.balanced')}</Badge>
          )}
        </div>
        <p className="text-sm leading-relaxed text-muted">
          {DIMENSIONS.map(({ key }) => t(`diagnostics.summary.${key}.${readingOf(result[key])}`)).join(' ')}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div role="group" aria-label={t('diagnostics.explore')} className="flex flex-wrap gap-2">
          <AxisChip active={selected === null} onClick={() => setSelected(null)}>
            {t('diagnostics.all')}
          </AxisChip>
          {DIMENSIONS.map((dimension) => (
            <AxisChip
              key={dimension.key}
              active={selected === dimension.key}
              onClick={() => setSelected((current) => (current === dimension.key ? null : dimension.key))}
            >
              {t(`axes.${dimension.key}.short`)}
            </AxisChip>
          ))}
        </div>
        <ul className="grid gap-5">
          {shown.map((dimension) => (
            <AxisRow
              key={dimension.key}
              dimension={dimension}
              value={result[dimension.key]}
              deepDive={selected !== null}
            />
          ))}
        </ul>
        {conversationalResponse ? (
          <section aria-label={t('diagnostics.aiReading')}>
            <blockquote
              lang={conversationalLanguage ?? ENGINE_TEXT_LANGUAGE}
              className="rounded-xl border border-primary/30 bg-primary/10 px-4 py-3 text-sm leading-relaxed"
            >
              {conversationalResponse}
            </blockquote>
          </section>
        ) : status === 'pending' ? (
          <p className="text-sm text-muted">{t('diagnostics.listening')}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}

function AxisChip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'rounded-full border px-3 py-1 text-xs font-medium transition-colors',
        active
          ? 'border-primary bg-primary/20 text-primary-strong'
          : 'border-border-strong text-muted hover:border-primary/60 hover:text-foreground',
      )}
    >
      {children}
    </button>
  );
}

function AxisRow({
  dimension,
  value,
  deepDive,
}: {
  dimension: DimensionInfo;
  value: number;
  deepDive: boolean;
}) {
  const { t } = useTranslation();
  const percent = Math.round(value * 100);
  const level = t(`levels.${levelLabel(value)}`);
  const name = t(`axes.${dimension.key}.name`);
  return (
    <li>
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-1.5">
          <h3 className="text-sm font-semibold">{name}</h3>
          <Tooltip>
            <TooltipTrigger
              className="rounded-full p-0.5 text-subtle hover:text-foreground"
              aria-label={t('diagnostics.about', { name })}
            >
              <CircleHelp className="size-3.5" aria-hidden />
            </TooltipTrigger>
            <TooltipContent>{t(`axes.${dimension.key}.help`)}</TooltipContent>
          </Tooltip>
        </div>
        <span className="text-sm tabular-nums text-muted">
          <span className="font-semibold text-foreground">{percent}%</span> · {level}
        </span>
      </div>
      <div className="relative mx-2 mt-2.5 h-2.5 rounded-full bg-[linear-gradient(90deg,hsl(15_80%_60%/.55),hsl(135_80%_60%/.55),hsl(310_80%_65%/.55))]">
        <span
          className="absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-foreground shadow-lg transition-[left] duration-1000"
          style={{ left: `${percent}%`, background: gradientBarColour(value) }}
          aria-hidden
        />
      </div>
      <div className="mt-1.5 flex justify-between text-xs text-subtle">
        <span>{t(`axes.${dimension.key}.low`)}</span>
        <span>{t(`axes.${dimension.key}.high`)}</span>
      </div>
      {deepDive && (
        <p className="mt-3 rounded-xl border border-border bg-surface-sunken/70 p-4 text-sm leading-relaxed text-muted animate-fade-in">
          <span className="font-semibold text-foreground">{level}. </span>
          {deepDiveReading(dimension, value)}
        </p>
      )}
    </li>
  );
}
