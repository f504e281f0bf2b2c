/** What the music buttons say when TUNEMIND_URL is unset: no service, use the built-in preview. */
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export function NoServiceNote({ id }: { id?: string }) {
  const { t } = useTranslation();
  return (
    <p
      id={id}
      className="flex items-start gap-2 rounded-xl border border-border bg-surface-sunken/70 p-3 text-sm text-muted"
    >
      <Info className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden />
      <span>
        {t('tunemind.noService')} {t('tunemind.playInstead')}
      </span>
    </p>
  );
}
