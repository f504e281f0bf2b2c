/**
 * The inline loading-progress display (spec §4): a message per analysis type every 1.2 s, a
 * reassurance line every 3 s, a dot counter every 0.8 s; states indeterminate → loading → complete;
 * everything resets when it is hidden.
 */
import type { AnalysisMode } from '@engine/modes';
import { Progress } from '@/components/ui/progress';
import {
  DOT_INTERVAL_MS,
  LOADING_MESSAGE_COUNTS,
  MESSAGE_INTERVAL_MS,
  REASSURANCE_INTERVAL_MS,
  REASSURANCE_COUNT,
} from './loading-messages';
import { useTicker } from './use-ticker';
import { useTranslation } from 'react-i18next';

export type ProgressState = 'indeterminate' | 'loading' | 'complete';

export function LoadingProgress({ type, state }: { type: AnalysisMode; state: ProgressState }) {
  const active = state !== 'complete';
  const { t } = useTranslation();
  const count = LOADING_MESSAGE_COUNTS[type];
  const messageTick = useTicker(active, MESSAGE_INTERVAL_MS);
  const reassuranceTick = useTicker(active, REASSURANCE_INTERVAL_MS);
  const dots = (useTicker(active, DOT_INTERVAL_MS) % 3) + 1;
  const step = Math.min(messageTick, count - 1);
  const value = state === 'complete' ? 100 : state === 'indeterminate' ? null : ((step + 1) / count) * 100;
  return (
    <div className="glass-card animate-fade-in rounded-2xl p-5" role="status" aria-live="polite">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">
          {state === 'complete' ? t('loading.ready') : t(`loading.${type}.${step}` as never)}
        </span>
        <span className="w-6 font-mono text-muted" aria-hidden>
          {state === 'complete' ? '' : '.'.repeat(dots)}
        </span>
      </div>
      <Progress value={value} className="mt-3" aria-label={t('loading.progress')} />
      <p className="mt-2 text-xs text-subtle">
        {t(`loading.reassurance.${reassuranceTick % REASSURANCE_COUNT}` as never)}
      </p>
    </div>
  );
}
