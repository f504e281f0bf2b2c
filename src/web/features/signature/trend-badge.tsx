/** The signature trend (spec §4, §9): rising, falling or stable; before 6 values, how many are still needed. */
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { TREND_MIN_ENTRIES, type Trend } from '@engine/signature';

const TRENDS: Record<Trend, { label: string; hint: string; Icon: typeof Minus; className: string }> = {
  rising: {
    label: 'Rising',
    hint: 'Your latest three analyses sit higher than your earliest three.',
    Icon: TrendingUp,
    className: 'text-success',
  },
  falling: {
    label: 'Falling',
    hint: 'Your latest three analyses sit lower than your earliest three.',
    Icon: TrendingDown,
    className: 'text-[#f5c58a]',
  },
  stable: {
    label: 'Stable',
    hint: 'Your latest three analyses sit close to your earliest three.',
    Icon: Minus,
    className: 'text-accent',
  },
};

export function TrendValue({ trend, count }: { trend: Trend | null; count: number }) {
  if (trend === null) {
    const needed = TREND_MIN_ENTRIES - count;
    return (
      <>
        <dd className="mt-1 text-lg font-semibold text-muted">Not yet</dd>
        <dd className="text-xs text-subtle">
          {needed} more {needed === 1 ? 'analysis' : 'analyses'} to show a trend
        </dd>
      </>
    );
  }
  const { label, hint, Icon, className } = TRENDS[trend];
  return (
    <>
      <dd className={`mt-1 flex items-center gap-1.5 text-lg font-semibold ${className}`} data-trend={trend}>
        <Icon className="size-5" aria-hidden />
        {label}
      </dd>
      <dd className="text-xs text-subtle">{hint}</dd>
    </>
  );
}
