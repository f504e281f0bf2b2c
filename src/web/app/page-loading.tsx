/** Shown while a lazily loaded page arrives. */
import { useTranslation } from 'react-i18next';
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4">
        <div className="spectral-gradient h-1 w-40 animate-pulse rounded-full" aria-hidden />
        <p className="text-sm text-muted">{label ?? t('common.loadingToneLens')}</p>
      </div>
    </div>
  );
}
