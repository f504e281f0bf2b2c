/** The signature trend (spec §4, §9): rising, falling or stable; before 6 values, how many are still needed. */
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { TREND_MIN_ENTRIES, type Trend } from '@engine/signature';
import { useTranslation } from 'react-i18next';

const TRENDS: Record<Trend, { Icon: typeof Minus; className: string }> = {
  rising: {
    Icon: TrendingUp,
    className: 'text-success',
  },
  falling: {
    Icon: TrendingDown,
    className: 'text-[#f5c58a]',
  },
  stable: {
    Icon: Minus,
    className: 'text-accent',
  },
};

export function TrendValue({ trend, count }: { trend: Trend | null; count: number }) {
  const { t } = useTranslation();
  if (trend === null) {
    const needed = TREND_MIN_ENTRIES - count;
    return (
      <>
        <dd className="mt-1 text-lg font-semibold text-muted">{t('signature.notYet')}</dd>
        <dd className="text-xs text-subtle">{t('signature.needed', { count: needed })}</dd>
      </>
    );
  }
  const { Icon, className } = TRENDS[trend];
  return (
    <>
      <dd className={`mt-1 flex items-center gap-1.5 text-lg font-semibold ${className}`} data-trend={trend}>
        <Icon className="size-5" aria-hidden />
        {t(`signature.trends.${trend}.label`)}
      </dd>
      <dd className="text-xs text-subtle">{t(`signature.trends.${trend}.hint`)}</dd>
    </>
  );
}
