/**
 * One dimension of the gradient: name with a help tooltip, level label, percentage, the
 * 'Current emotional colour' swatch, the slider (0..1, step 0.01) and both end labels. The thumb
 * is the accessible slider: named by the dimension, valued as a percentage with its level.
 */
import { Slider as SliderPrimitive } from 'radix-ui';
import { CircleHelp } from 'lucide-react';
import { levelLabel, type DimensionInfo } from '@engine/dimensions';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';
import { percent, STEP, swatchColour } from './gradient-values';
import { useTranslation } from 'react-i18next';

/** Plain names of the three §9 bar colours, for the swatch's accessible name. */
function colourName(value: number): 'redOrange' | 'green' | 'purplePink' {
  if (value <= 0.33) return 'redOrange';
  if (value <= 0.66) return 'green';
  return 'purplePink';
}

interface Props {
  dimension: DimensionInfo;
  value: number;
  locked: boolean;
  /** Four in a row on a large screen (the framed panel): the level and percentage go under the name. */
  compact?: boolean;
  onChange: (value: number) => void;
}

export function GradientSlider({ dimension, value, locked, compact = false, onChange }: Props) {
  const { t } = useTranslation();
  const level = t(`levels.${levelLabel(value)}`);
  const name = t(`axes.${dimension.key}.name`);
  const pct = percent(value);
  const colour = swatchColour(value);
  const split = name.lastIndexOf(' ') + 1;
  const [head, tail] = [name.slice(0, split), name.slice(split)];
  return (
    <div className={cn('grid gap-2', compact && 'lg:gap-1')} data-dimension={dimension.key}>
      <div
        className={cn(
          'flex items-center justify-between gap-3',
          compact && 'lg:flex-col lg:items-start lg:gap-0.5',
        )}
      >
        {/* The help button stays on the line of the name's last word when a narrow screen wraps it. */}
        <div className="min-w-0 text-sm font-semibold leading-snug">
          {head}
          <span className="whitespace-nowrap">
            {tail}
            <Tooltip>
              <TooltipTrigger
                className="ml-1 inline-flex rounded-full p-0.5 align-[-0.2em] text-subtle transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
                aria-label={t('diagnostics.about', { name })}
              >
                <CircleHelp className="size-3.5" aria-hidden />
              </TooltipTrigger>
              <TooltipContent>{t(`axes.${dimension.key}.help`)}</TooltipContent>
            </Tooltip>
          </span>
        </div>
        <div className={cn('flex shrink-0 items-center gap-2 text-sm tabular-nums', compact && 'lg:text-xs')}>
          <span className="text-muted">{level}</span>
          <span className={cn('w-10 text-right font-semibold', compact && 'lg:w-auto')}>{pct}%</span>
          <span
            role="img"
            aria-label={t('gradient.colourIs', { colour: t(`gradient.colours.${colourName(value)}`) })}
            title={t('gradient.colour')}
            className="size-4 rounded-full border border-white/30 shadow-[0_0_12px_-2px] transition-colors duration-300"
            style={{ background: colour, color: colour }}
          />
        </div>
      </div>
      <SliderPrimitive.Root
        value={[value]}
        min={0}
        max={1}
        step={STEP}
        disabled={locked}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
        className={cn(
          'relative flex w-full touch-none select-none items-center py-2 data-[disabled]:cursor-not-allowed',
          compact && 'lg:py-1.5',
        )}
      >
        <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-[linear-gradient(90deg,hsl(15_80%_60%/.35),hsl(135_80%_60%/.35),hsl(310_80%_65%/.35))]">
          <SliderPrimitive.Range
            className={cn('absolute h-full rounded-full transition-colors', locked && 'opacity-60')}
            style={{ background: colour }}
          />
        </SliderPrimitive.Track>
        <SliderPrimitive.Thumb
          aria-label={name}
          aria-valuetext={`${pct}%, ${level}`}
          className={cn(
            'block size-5 rounded-full border-2 border-foreground shadow-lg outline-none transition-transform focus-visible:ring-4 focus-visible:ring-ring/60',
            locked ? 'opacity-70' : 'hover:scale-110',
          )}
          style={{ background: colour }}
        />
      </SliderPrimitive.Root>
      <div className="flex justify-between gap-3 text-xs text-subtle">
        <span>{t(`axes.${dimension.key}.low`)}</span>
        <span className="text-right">{t(`axes.${dimension.key}.high`)}</span>
      </div>
    </div>
  );
}
