import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';

/** A progress bar whose width animates over 1 s (spec §9); value null is indeterminate. */
export function Progress({
  className,
  value,
  indicatorClassName,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const indeterminate = value === null || value === undefined;
  return (
    <ProgressPrimitive.Root
      value={value}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-border/70', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'spectral-gradient h-full rounded-full transition-[width] duration-1000 ease-out',
          indeterminate && 'w-1/3 animate-pulse',
          indicatorClassName,
        )}
        style={indeterminate ? undefined : { width: `${Math.max(0, Math.min(100, value))}%` }}
      />
    </ProgressPrimitive.Root>
  );
}
