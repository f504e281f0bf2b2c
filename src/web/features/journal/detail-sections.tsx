/**
 * What an opened journal entry shows, per kind: an analysis' stored text, summary, alternative
 * text, tone percentages and axes (spec §7), under the analyser's notice when the text read as
 * another language (ADR 0018); a framed conversation's texts and messages; a
 * reflection's text, echo and the text it was about.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredAnalysis } from '@contract/analysis';
import type { EchoReflection } from '@contract/echo-room';
import type { FramedConversation } from '@contract/framed';
import { DIMENSIONS, levelLabel } from '@engine/dimensions';
import { toneColour } from '@engine/colour';
import { ReadsEnglishNotice } from '@/components/reads-english-notice';
import { formatNumber, formatPercent } from '@/i18n/format';
import { ENGINE_TEXT_LANGUAGE, replyLanguage } from '@/i18n/languages';
import { cn } from '@/lib/utils';

/** Framework names, not translated (ADR 0017 point 7). */
const ECHO_LABEL = {
  solo: 'Solo Echo',
  message: 'Message Echo',
  thread: 'Thread Return',
  spectral: 'Spectral Meaning',
} as const;

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={cn('grid gap-1.5', className)}>
      <h3 className="text-[0.6875rem] font-medium uppercase tracking-wider text-subtle">{title}</h3>
      {children}
    </section>
  );
}

function Quote({ text }: { text: string | null }) {
  const { t } = useTranslation();
  const value = text?.trim() ?? '';
  return (
    <p
      className={cn(
        'max-h-60 overflow-y-auto whitespace-pre-wrap rounded-xl border border-border bg-surface-sunken/70 px-4 py-3 text-sm leading-relaxed',
        value === '' && 'italic text-muted',
      )}
    >
      {value || t('journal.noText')}
    </p>
  );
}

function Chip({ children }: { children: ReactNode }) {
  return (
    <span className="rounded-full border border-border-strong bg-surface-raised px-2.5 py-0.5 text-xs text-foreground">
      {children}
    </span>
  );
}

export function AnalysisDetail({ analysis }: { analysis: StoredAnalysis }) {
  const { t } = useTranslation();
  const tones = [
    { key: 'deep', value: analysis.deepTonePercentage },
    { key: 'suspended', value: analysis.suspendedTonePercentage },
    { key: 'bright', value: analysis.brightTonePercentage },
  ] as const;
  const hasTones = tones.every((tone) => tone.value !== null);
  const axes = DIMENSIONS.map((dimension) => ({ ...dimension, value: analysis[dimension.key] }));
  const hasAxes = axes.every((axis) => axis.value !== null);
  return (
    <div className="grid gap-5">
      <ReadsEnglishNotice language={analysis.language} />
      <div className="flex flex-wrap gap-2">
        <Chip>{t(`modes.${analysis.mode}.label`)}</Chip>
        <Chip>
          {t('journal.detail.words', {
            count: analysis.wordCount,
            formatted: formatNumber(analysis.wordCount),
          })}
        </Chip>
        {analysis.tensionDetected && <Chip>{t('diagnostics.tension')}</Chip>}
      </div>
      <Section title={t('framed.yourText')}>
        <Quote text={analysis.inputText} />
      </Section>
      {analysis.toneLensSummary && (
        <Section title={t('journal.detail.summary')}>
          {/* The engine's sentence, stored in English (ADR 0017 point 5). */}
          <p className="text-sm leading-relaxed text-foreground" lang={ENGINE_TEXT_LANGUAGE}>
            {analysis.toneLensSummary}
          </p>
        </Section>
      )}
      {analysis.alternativeText && (
        <Section title={t('journal.detail.alternative')}>
          <Quote text={analysis.alternativeText} />
        </Section>
      )}
      {hasTones && (
        <Section title={t('journal.detail.tones')}>
          <div className="flex h-2 overflow-hidden rounded-full bg-surface-sunken" aria-hidden>
            {tones.map((tone) => (
              <span key={tone.key} style={{ width: `${tone.value}%`, background: toneColour(tone.key) }} />
            ))}
          </div>
          <dl className="grid grid-cols-3 gap-2">
            {tones.map((tone) => (
              <div key={tone.key} className="rounded-xl border border-border bg-surface-sunken/70 px-3 py-2">
                <dt className="flex items-center gap-1.5 text-xs text-muted">
                  <span
                    className="size-2 rounded-full"
                    style={{ background: toneColour(tone.key) }}
                    aria-hidden
                  />
                  {t(`spectral.tones.${tone.key}`)}
                </dt>
                <dd className="font-display text-lg font-semibold">{formatPercent(tone.value ?? 0, 1)}</dd>
              </div>
            ))}
          </dl>
        </Section>
      )}
      {hasAxes && (
        <Section title={t('journal.detail.axes')}>
          <dl className="grid gap-3">
            {axes.map((axis) => {
              const value = axis.value ?? 0.5;
              return (
                <div key={axis.key} className="grid grid-cols-[1fr_auto] items-baseline gap-x-2 gap-y-1">
                  <dt className="text-sm font-medium">{t(`axes.${axis.key}.name`)}</dt>
                  <dd className="text-xs text-muted">
                    {formatPercent(Math.round(value * 100))} · {t(`levels.${levelLabel(value)}`)}
                  </dd>
                  <dd className="col-span-2 grid gap-1">
                    <span className="relative block h-1.5 rounded-full bg-[linear-gradient(90deg,hsl(15,80%,60%),hsl(135,80%,60%),hsl(324,80%,65%))] opacity-80">
                      <span
                        className="absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-background bg-foreground"
                        style={{ left: `${value * 100}%` }}
                        aria-hidden
                      />
                    </span>
                    <span className="flex justify-between text-[0.6875rem] text-subtle">
                      <span>{t(`axes.${axis.key}.low`)}</span>
                      <span>{t(`axes.${axis.key}.high`)}</span>
                    </span>
                  </dd>
                </div>
              );
            })}
          </dl>
        </Section>
      )}
    </div>
  );
}

export function ConversationDetail({ conversation }: { conversation: FramedConversation }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <Section title={t('journal.detail.original')}>
        <Quote text={conversation.originalText} />
      </Section>
      {conversation.aiGeneratedText && (
        <Section title={t('framed.aiAlternative')}>
          <Quote text={conversation.aiGeneratedText} />
        </Section>
      )}
      <Section title={t('framed.conversation')}>
        {conversation.conversation.length === 0 ? (
          <p className="text-sm italic text-muted">{t('journal.detail.noMessages')}</p>
        ) : (
          <ol className="grid gap-2">
            {conversation.conversation.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'grid gap-1 rounded-xl px-3.5 py-2.5 text-sm',
                  message.type === 'user'
                    ? 'ml-6 border border-primary/25 bg-primary/10'
                    : 'mr-6 border border-border bg-surface-sunken/70',
                )}
              >
                <span className="text-xs font-medium text-muted">
                  {message.type === 'user' ? t('framed.you') : t('framed.assistant')}
                </span>
                <span
                  className="whitespace-pre-wrap leading-relaxed"
                  lang={message.type === 'user' ? undefined : replyLanguage(message)}
                >
                  {message.content}
                </span>
              </li>
            ))}
          </ol>
        )}
      </Section>
    </div>
  );
}

export function ReflectionDetail({ reflection }: { reflection: EchoReflection }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap gap-2">
        <Chip>{ECHO_LABEL[reflection.echoMode]}</Chip>
      </div>
      <Section title={t('journal.detail.reflection')}>
        <Quote text={reflection.userReflection} />
      </Section>
      {reflection.resonantReply.trim() !== '' && (
        <Section title={t('journal.detail.echo')}>
          <p
            lang={replyLanguage({ language: reflection.replyLanguage })}
            className="relative whitespace-pre-wrap rounded-xl border border-primary/25 bg-primary/[0.07] py-3 pl-5 pr-4 text-sm leading-relaxed"
          >
            <span className="spectral-gradient absolute inset-y-0 left-0 w-1 rounded-l-xl" aria-hidden />
            {reflection.resonantReply}
          </p>
        </Section>
      )}
      {reflection.originalText.trim() !== '' && (
        <Section title={t('journal.detail.reflectingOn')}>
          <Quote text={reflection.originalText} />
        </Section>
      )}
    </div>
  );
}
