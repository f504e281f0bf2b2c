/**
 * The Signature Dashboard tab (spec §2 "Resonance Signature page", §9): the signature value per
 * analysis, the chart of 20, the trend, the 5 latest with 100-character snippets, the tones saved
 * from the analyser, and the download as a JSON file named by date. New users see a friendly
 * empty state. Loaded lazily with recharts, so neither the landing page nor the analyser pays for it.
 */
import { Activity, Download, Loader2 } from 'lucide-react';
import { emotionalBand } from '@engine/bands';
import { colourOf } from '@engine/colour';
import type { SignatureEntry } from '@contract/signature';
import { SIGNATURE_CHART_SIZE } from '@engine/signature';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/lib/toast';
import { buildDashboard, signatureExport, signatureFileName, type Dashboard } from './dashboard-data';
import { RecentList } from './recent-list';
import { SavedTones } from './saved-tones';
import { SignatureChart } from './signature-chart';
import { SignatureEmpty } from './signature-empty';
import { TrendValue } from './trend-badge';
import { useAnalyses, useSavedTones } from './use-signature-data';
import { useTranslation } from 'react-i18next';
import { i18n } from '@/i18n/i18n';
import { formatNumber } from '@/i18n/format';

function download(dashboard: Dashboard, savedTones: readonly SignatureEntry[]) {
  const now = new Date();
  const name = signatureFileName(now);
  const blob = new Blob([JSON.stringify(signatureExport(dashboard, savedTones, now), null, 2)], {
    type: 'application/json',
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  toast({
    title: i18n.t('signature.downloaded.title'),
    description: i18n.t('signature.downloaded.description', { name }),
  });
}

export default function SignatureDashboard() {
  const { t } = useTranslation();
  const analyses = useAnalyses();
  const saved = useSavedTones();

  if (analyses.isPending || saved.isPending) {
    return (
      <div className="flex items-center justify-center gap-3 py-24 text-sm text-muted" role="status">
        <Loader2 className="size-5 animate-spin" aria-hidden />
        {t('main.loadingSignature')}
      </div>
    );
  }
  if (analyses.isError || saved.isError) {
    return (
      <Card>
        <CardContent className="grid justify-items-start gap-3 pt-6">
          <p className="text-sm text-muted">{t('signature.loadFailed')}</p>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              void analyses.refetch();
              void saved.refetch();
            }}
          >
            {t('signature.retry')}
          </Button>
        </CardContent>
      </Card>
    );
  }

  const dashboard = buildDashboard(analyses.data);
  const tones = saved.data;
  if (dashboard.series.length === 0 && tones.length === 0) return <SignatureEmpty />;

  return (
    <div className="grid gap-5 sm:gap-6 [&>*]:min-w-0">
      <Card aria-labelledby="signature-title">
        <CardHeader className="sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle id="signature-title">
              <Activity className="size-5 text-accent" aria-hidden />
              {t('signature.title')}
            </CardTitle>
            <CardDescription>
              {t('signature.description', { count: dashboard.series.length })}
            </CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={() => download(dashboard, tones)}>
            <Download aria-hidden />
            {t('signature.download')}
          </Button>
        </CardHeader>
        <CardContent className="grid gap-6">
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat label={t('signature.latest')} value={dashboard.latest} />
            <Stat label={t('signature.average')} value={dashboard.average} />
            <div className="col-span-2 rounded-xl border border-border bg-surface-sunken/70 p-4 sm:col-span-1">
              <dt className="text-xs text-muted">{t('signature.trend')}</dt>
              <TrendValue trend={dashboard.trend} count={dashboard.series.length} />
            </div>
          </dl>
          {dashboard.chart.length > 0 ? (
            <section aria-labelledby="signature-chart-heading" className="grid gap-3">
              <h3
                id="signature-chart-heading"
                className="text-xs font-semibold uppercase tracking-wide text-subtle"
              >
                {t('signature.chartHeading', {
                  count: Math.min(SIGNATURE_CHART_SIZE, dashboard.chart.length),
                })}
              </h3>
              <SignatureChart points={dashboard.chart} />
            </section>
          ) : (
            <p className="text-sm text-muted">{t('signature.noChart')}</p>
          )}
        </CardContent>
      </Card>

      <div className="grid items-start gap-5 sm:gap-6 lg:grid-cols-2 [&>*]:min-w-0">
        <RecentList items={dashboard.recent} />
        <SavedTones tones={tones} />
      </div>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number | null }) {
  const { t } = useTranslation();
  const band = value === null ? null : emotionalBand(value).name;
  return (
    <div className="rounded-xl border border-border bg-surface-sunken/70 p-4">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-1 flex items-center gap-2 text-lg font-semibold tabular-nums">
        {value !== null && (
          <span className="size-2.5 rounded-full" style={{ background: colourOf(value).hsl }} aria-hidden />
        )}
        {value === null ? '—' : formatNumber(Number(value.toFixed(3)))}
      </dd>
      <dd className="text-xs text-subtle">
        {band ? `${t(`bands.${band}.name`)} – ${t(`bands.${band}.context`)}` : t('signature.noValue')}
      </dd>
    </div>
  );
}
