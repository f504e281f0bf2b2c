/**
 * The chart of the 20 newest signature values (spec §9), oldest on the left, on a 0–1 scale with
 * the spectral colours behind it; a visually hidden table gives screen readers the same numbers.
 */
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { emotionalBand } from '@engine/bands';
import { colourOf } from '@engine/colour';
import type { ChartPoint } from './dashboard-data';
import { formatDate, formatDateTime } from './format';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';

interface TooltipPayload {
  payload?: ChartPoint;
}

function ChartTooltip({ active, payload }: { active?: boolean; payload?: readonly TooltipPayload[] }) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  const band = emotionalBand(point.value);
  return (
    <div className="rounded-xl border border-border-strong bg-surface-raised px-3 py-2 text-xs shadow-xl">
      <p className="font-semibold tabular-nums text-foreground">{point.value.toFixed(3)}</p>
      <p className="text-muted">
        {i18n.t(`bands.${band.name}.name`)} · {formatDateTime(point.createdAt)}
      </p>
    </div>
  );
}

export function SignatureChart({ points }: { points: readonly ChartPoint[] }) {
  const { t } = useTranslation();
  const stroke = colourOf(points.at(-1)?.value ?? 0.5).hsl;
  return (
    <figure className="grid gap-2" aria-labelledby="signature-chart-caption">
      <figcaption id="signature-chart-caption" className="sr-only">
        {t('signature.chartCaption', { count: points.length })}
      </figcaption>
      <div className="h-64 w-full sm:h-72" aria-hidden>
        <ResponsiveContainer width="100%" height="100%">
          {/* Hidden from assistive technology (the table below reads better), so not focusable either. */}
          <AreaChart
            data={[...points]}
            margin={{ top: 8, right: 28, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <defs>
              <linearGradient id="signature-fill" x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" stopColor={stroke} stopOpacity={0.45} />
                <stop offset="100%" stopColor={stroke} stopOpacity={0} />
              </linearGradient>
            </defs>
            <CartesianGrid stroke="#2a3058" strokeDasharray="3 6" vertical={false} />
            <XAxis
              dataKey="index"
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#8c93bd', fontSize: 12 }}
              tickFormatter={(index: number) => formatDate(points[index - 1]?.createdAt ?? '')}
              // First and last dates only: a calm axis that still says which span is shown.
              ticks={points.length > 1 ? [1, points.length] : [1]}
              interval={0}
            />
            <YAxis
              domain={[0, 1]}
              ticks={[0, 0.25, 0.5, 0.75, 1]}
              tickLine={false}
              axisLine={false}
              tick={{ fill: '#8c93bd', fontSize: 12 }}
            />
            <Tooltip content={<ChartTooltip />} cursor={{ stroke: '#3d4580' }} />
            <Area
              type="monotone"
              dataKey="value"
              stroke={stroke}
              strokeWidth={2.5}
              fill="url(#signature-fill)"
              dot={{ r: 3, fill: stroke, strokeWidth: 0 }}
              activeDot={{ r: 5 }}
              isAnimationActive={false}
            />
          </AreaChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <thead>
          <tr>
            <th scope="col">{t('signature.date')}</th>
            <th scope="col">{t('signature.value')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.id}>
              <td>{formatDateTime(point.createdAt)}</td>
              <td>{point.value.toFixed(3)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
