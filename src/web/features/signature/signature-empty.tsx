/** The new user's dashboard: what the signature is and how it starts. */
import { Activity, FileText, LineChart, Sparkles } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { useTranslation } from 'react-i18next';

const STEPS = [
  { Icon: FileText, key: 'analyse' },
  { Icon: Sparkles, key: 'value' },
  { Icon: LineChart, key: 'trend' },
] as const;

export function SignatureEmpty() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="signature-empty-title" className="animate-fade-in">
      <CardContent className="grid justify-items-center gap-6 px-6 py-12 text-center sm:py-16">
        <span className="grid size-16 place-items-center rounded-full border border-border bg-surface-sunken">
          <Activity className="size-7 text-accent" aria-hidden />
        </span>
        <div className="grid max-w-md gap-2">
          <h2 id="signature-empty-title" className="font-display text-xl font-semibold">
            {t('signature.empty.title')}
          </h2>
          <p className="text-sm leading-relaxed text-muted">{t('signature.empty.text')}</p>
        </div>
        <ol className="grid w-full max-w-2xl gap-3 text-left sm:grid-cols-3">
          {STEPS.map(({ Icon, key }, step) => (
            <li key={key} className="grid gap-2 rounded-xl border border-border bg-surface-sunken/70 p-4">
              <span className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-subtle">
                <Icon className="size-4 text-accent" aria-hidden />
                {t('signature.empty.step', { number: step + 1 })}
              </span>
              <span className="text-sm text-muted">{t(`signature.empty.steps.${key}`)}</span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
