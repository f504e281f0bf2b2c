import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/**
 * A progress bar whose width animates over 1 s (spec §9); value null is indeterminate.
 *
 * The visible width moves by a transform, not by the `width` property: a transition of `width` lays
 * out and paints the page on its main thread in every frame of the second, and the bar moves every
 * 1.2 s while an analysis runs, so those frames hardly stopped (issue 15 "The page never freezes",
 * ADR 0046). The indicator is as wide as the track and slides in from the left (translateX); the
 * track clips it. A transform runs on the compositor. (Sliding the gradient back inside it, to
 * uncover a still spectrum, took a second transition, which fell out of step with the first while
 * the page's thread was busy: a gap opened at the left. One moving part cannot.)
 */
export function Progress({
  className,
  value,
  indicatorClassName,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const indeterminate = value === null || value === undefined;
  const hidden = indeterminate ? 0 : 100 - Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root
      value={value}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-border/70', className)}
      {...props}
    >
      {/* Keyed apart: the determinate bar starts where it is, not in a transition from the other. */}
      {indeterminate ? (
        <ProgressPrimitive.Indicator
          key="indeterminate"
          className={cn('spectral-gradient h-full w-1/3 animate-pulse rounded-full', indicatorClassName)}
        />
      ) : (
        <ProgressPrimitive.Indicator
          key="determinate"
          className={cn(
            'spectral-gradient h-full w-full rounded-full transition-transform duration-1000 ease-out',
            indicatorClassName,
          )}
          style={{ transform: `translateX(-${hidden}%)` }}
        />
      )}
    </ProgressPrimitive.Root>
  );
}
