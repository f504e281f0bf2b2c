/**
 * Past reflections, read back in the EchoRoom card: the latest few, each opening to show what
 * the user wrote, the echo they received and the text it was about.
 */
import { useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { EchoReflection } from '@contract/echo-room';
import { relativeDay, useLanguage } from '@/i18n/format';
import { replyLanguage } from '@/i18n/languages';
import { cn } from '@/lib/utils';
import { ECHO_MODE_INFO } from './echo-modes';
import { useReflections } from './echo-room-api';

export const PAST_SHOWN = 3;

export function PastReflections() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useReflections();
  if (isPending || isError) return null;
  return (
    <div className="grid gap-2.5">
      <h3 className="text-xs font-medium uppercase tracking-wider text-subtle">{t('echo.past.title')}</h3>
      {data.length === 0 ? (
        <p className="rounded-xl border border-dashed border-border px-4 py-5 text-center text-sm text-muted">
          {t('echo.past.empty')}
        </p>
      ) : (
        <ul className="grid gap-2" aria-label={t('echo.past.title')}>
          {data.slice(0, PAST_SHOWN).map((reflection) => (
            <PastReflection key={reflection.id} reflection={reflection} />
          ))}
        </ul>
      )}
    </div>
  );
}

function PastReflection({ reflection }: { reflection: EchoReflection }) {
  const { t } = useTranslation();
  // Re-renders the date when the language changes.
  useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = `reflection-${reflection.id}`;
  return (
    <li className="rounded-xl border border-border bg-surface-sunken/60">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-start gap-3 rounded-xl px-3.5 py-3 text-left outline-none transition-colors hover:bg-surface-raised/60 focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="min-w-0 flex-1">
          <span className="flex items-center justify-between gap-2 text-xs text-muted">
            <span className="font-medium text-primary-strong">
              {ECHO_MODE_INFO[reflection.echoMode].label}
            </span>
            <time dateTime={reflection.createdAt}>{relativeDay(reflection.createdAt)}</time>
          </span>
          <span className={cn('mt-1 block text-sm text-foreground', !open && 'line-clamp-2')}>
            {reflection.userReflection}
          </span>
        </span>
        <ChevronDown
          className={cn('mt-0.5 size-4 shrink-0 text-subtle transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </button>
      {open && (
        <div id={panelId} className="grid gap-3 px-3.5 pb-3.5 text-sm animate-fade-in">
          {reflection.resonantReply.trim() !== '' && (
            <div className="relative rounded-lg bg-primary/[0.07] py-2.5 pl-4 pr-3">
              <span className="spectral-gradient absolute inset-y-0 left-0 w-0.5 rounded-full" aria-hidden />
              <p className="text-[0.6875rem] font-medium uppercase tracking-wider text-primary-strong">
                {t('echo.past.echo')}
              </p>
              <p
                className="mt-1 whitespace-pre-wrap leading-relaxed"
                lang={replyLanguage({ language: reflection.replyLanguage })}
              >
                {reflection.resonantReply}
              </p>
            </div>
          )}
          {reflection.originalText.trim() !== '' && (
            <div>
              <p className="text-[0.6875rem] font-medium uppercase tracking-wider text-subtle">
                {t('echo.past.about')}
              </p>
              <p className="mt-1 line-clamp-4 whitespace-pre-wrap leading-relaxed text-muted">
                {reflection.originalText}
              </p>
            </div>
          )}
        </div>
      )}
    </li>
  );
}
