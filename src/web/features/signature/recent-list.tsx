/** The 5 latest signature values (spec §9) with their band colour, date and a 100-character snippet. */
import { History } from 'lucide-react';
import { emotionalBand } from '@engine/bands';
import { colourOf } from '@engine/colour';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { RecentItem } from './dashboard-data';
import { formatDateTime } from './format';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/format';

export function RecentList({ items }: { items: readonly RecentItem[] }) {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="signature-recent-title">
      <CardHeader>
        <CardTitle id="signature-recent-title">
          <History className="size-5 text-accent" aria-hidden />
          {t('signature.recent')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted">{t('signature.recentEmpty')}</p>
        ) : (
          <ol className="grid gap-3" aria-label={t('signature.recentLabel')}>
            {items.map((item) => {
              const band = emotionalBand(item.value);
              return (
                <li
                  key={item.id}
                  className="grid gap-1.5 rounded-xl border border-border bg-surface-sunken/70 p-3"
                >
                  <div className="flex items-center justify-between gap-3 text-xs">
                    <span className="flex items-center gap-2 font-semibold tabular-nums text-foreground">
                      <span
                        className="size-2.5 rounded-full"
                        style={{ background: colourOf(item.value).hsl }}
                        aria-hidden
                      />
                      {formatNumber(Number(item.value.toFixed(3)))}
                      <span className="font-normal text-muted">{t(`bands.${band.name}.name`)}</span>
                    </span>
                    <time dateTime={item.createdAt} className="text-subtle">
                      {formatDateTime(item.createdAt)}
                    </time>
                  </div>
                  <p className="break-words text-sm leading-relaxed text-muted">
                    {item.snippet}
                    {item.truncated && '…'}
                  </p>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
