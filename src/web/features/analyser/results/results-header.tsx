/**
 * Above the result cards: the mode, whether the analysis is saved to the journal, and 'Copy
 * analysis' (spec §8: 'Copy Failed' / 'Unable to copy analysis data to clipboard.').
 */
import { Check, ClipboardCopy, CloudOff, Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { AnalysisRun } from '../use-analysis';
import { analysisSummary } from './analysis-summary';
import { useTranslation } from 'react-i18next';

/** Id of the results' heading, which names the results section and takes focus when new results arrive. */
export const RESULTS_HEADING_ID = 'results-title';

export function ResultsHeader({ run }: { run: AnalysisRun }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(analysisSummary(run.text, run.local));
      toast({ title: t('copy.copied'), description: t('copy.analysisCopied') });
    } catch {
      toast({ title: t('copy.failed'), description: t('copy.analysisFailed') });
    }
  };
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={RESULTS_HEADING_ID} tabIndex={-1} className="font-display text-xl font-semibold outline-none">
          {t('results.title')}
        </h2>
        <Badge variant="secondary">{t(`modes.${run.mode}.label`)}</Badge>
        <span className="inline-flex items-center gap-1.5 text-xs text-muted" aria-live="polite">
          {run.status === 'pending' && (
            <>
              <Loader2 className="size-3.5 animate-spin" aria-hidden /> {t('results.saving')}
            </>
          )}
          {run.status === 'saved' && (
            <>
              <Check className="size-3.5 text-success" aria-hidden /> {t('results.saved')}
            </>
          )}
          {run.status === 'failed' && (
            <>
              <CloudOff className="size-3.5 text-destructive" aria-hidden /> {t('results.notSaved')}
            </>
          )}
        </span>
      </div>
      <Button variant="ghost" size="sm" onClick={() => void copy()}>
        <ClipboardCopy aria-hidden />
        {t('results.copy')}
      </Button>
    </div>
  );
}
