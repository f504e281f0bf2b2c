/**
 * Analysis Feedback (spec §1 plain mode): sentiment class, word and character counts at once from
 * the engine; the AI's feedback, empathic response, insights and prompt when /api/analyse/plain
 * answers. In plain mode 'Start ToneLens Analysis' switches the mode to ToneLens and analyses the
 * same text in it (the text is still there: ADR 0008).
 */
import { MessageSquareHeart, ScanSearch } from 'lucide-react';
import type { PlainAnalysisResponse } from '@contract/analysis';
import type { SentimentClass } from '@engine/modes';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { RunStatus } from '../use-analysis';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/format';
import { replyLanguage } from '@/i18n/languages';

const SENTIMENT_HUE: Readonly<Record<SentimentClass, number>> = {
  positive: 135,
  concerned: 27,
  reflective: 252,
  neutral: 200,
};

interface Props {
  wordCount: number;
  characterCount: number;
  sentiment: SentimentClass;
  plain: PlainAnalysisResponse | null;
  status: RunStatus;
  /** Present in plain mode: switches the mode selector to ToneLens and analyses the text again. */
  onStartToneLens?: () => void;
  /** While an analysis runs. */
  startDisabled?: boolean;
}

export function FeedbackCard({
  wordCount,
  characterCount,
  sentiment,
  plain,
  status,
  onStartToneLens,
  startDisabled = false,
}: Props) {
  const { t } = useTranslation();
  const style = { hue: SENTIMENT_HUE[sentiment], label: t(`sentiment.${sentiment}`) };
  return (
    <Card aria-labelledby="feedback-title" className="animate-fade-in">
      <CardHeader>
        <CardTitle id="feedback-title">
          <MessageSquareHeart className="size-5 text-accent" aria-hidden />
          {t('feedback.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          <Stat label={t('feedback.sentiment')}>
            <span
              className="inline-flex items-center gap-1.5 font-semibold"
              style={{ color: `hsl(${style.hue} 85% 75%)` }}
            >
              <span
                className="size-2.5 rounded-full"
                style={{ background: `hsl(${style.hue} 80% 60%)` }}
                aria-hidden
              />
              {style.label}
            </span>
          </Stat>
          <Stat label={t('feedback.words')}>{formatNumber(wordCount)}</Stat>
          <Stat label={t('feedback.characters')}>{formatNumber(characterCount)}</Stat>
        </dl>
        {onStartToneLens !== undefined &&
          (plain ? (
            <div className="grid gap-4 text-sm leading-relaxed" lang={replyLanguage(plain)}>
              <p className="text-base text-foreground">{plain.feedback}</p>
              {plain.empathicResponse && <p className="text-muted">{plain.empathicResponse}</p>}
              {plain.aiInsights.length > 0 && (
                <div>
                  <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-subtle">
                    {t('feedback.insights')}
                  </h3>
                  <ul className="grid gap-2">
                    {plain.aiInsights.map((insight) => (
                      <li key={insight} className="flex gap-2 text-muted">
                        <span className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" aria-hidden />
                        {insight}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {plain.conversationalPrompt && (
                <p className="rounded-xl border border-primary/30 bg-primary/10 px-4 py-3 text-foreground">
                  {plain.conversationalPrompt}
                </p>
              )}
              <p className="text-xs text-subtle">
                <Badge variant="outline">
                  {plain.source === 'model' ? t('feedback.aiModel') : t('feedback.builtInAi')}
                </Badge>
              </p>
            </div>
          ) : status === 'pending' ? (
            <p className="text-sm text-muted">{t('feedback.gathering')}</p>
          ) : null)}
        {onStartToneLens && (
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface-sunken/70 p-4">
            <p className="text-sm text-muted">{t('feedback.goDeeper')}</p>
            <Button variant="secondary" size="sm" onClick={onStartToneLens} disabled={startDisabled}>
              <ScanSearch aria-hidden />
              {t('feedback.start')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function Stat({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-border bg-surface-sunken/70 px-3 py-3 sm:px-4">
      <dt className="text-xs uppercase tracking-wide text-subtle">{label}</dt>
      <dd className="mt-1 text-base font-semibold tabular-nums break-words sm:text-lg">{children}</dd>
    </div>
  );
}
