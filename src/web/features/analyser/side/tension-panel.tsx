/**
 * The tension/suggestion panel (spec §2 side column): 'Awaiting Transmission' before any
 * analysis; after one, tension detected with the EchoRoom suggestion, or 'Emotional Balance'.
 * It reads the page state (tensionDetected, suggestion, inputText, analysisId, the analysis flag).
 * `children` is where the page mounts actions for the state (the EchoRoom modes, issue 7).
 */
import type { ReactNode } from 'react';
import { Radio, ShieldCheck, TriangleAlert } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { usePageState } from '@/lib/page-state';
import { useTranslation } from 'react-i18next';
import { suggestionText } from '@/i18n/suggestion-text';

export function TensionPanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const analysed = usePageState((state) => state.analysedMode !== null);
  const tension = usePageState((state) => state.tensionDetected);
  // The engine's English suggestion, shown in the interface's language (ADR 0017 point 5).
  const suggestion = suggestionText(
    t,
    usePageState((state) => state.suggestion),
  );
  const axesMeasured = usePageState(
    (state) => state.analysedMode === 'tonelens' || state.analysedMode === 'full',
  );
  const awaiting = !analysed || !axesMeasured;
  return (
    <Card aria-labelledby="tension-title" aria-live="polite">
      <CardHeader>
        <CardTitle id="tension-title">
          {awaiting ? (
            <Radio className="size-5 text-primary" aria-hidden />
          ) : tension ? (
            <TriangleAlert className="size-5 text-[#f5c58a]" aria-hidden />
          ) : (
            <ShieldCheck className="size-5 text-success" aria-hidden />
          )}
          {awaiting ? t('tension.awaiting') : tension ? t('tension.detected') : t('tension.balanced')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm leading-relaxed text-muted">
        {awaiting ? (
          <p>{t('tension.awaitingText')}</p>
        ) : tension ? (
          <p
            lang={suggestion?.lang}
            className="rounded-xl border border-[#f5c58a]/30 bg-[#f5c58a]/10 p-4 text-foreground"
          >
            {suggestion?.text ?? t('tension.fallback')}
          </p>
        ) : (
          <p>{t('tension.balancedText')}</p>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
