/**
 * The four EchoRoom modes, shown in the tension panel. When an analysis suggests a mode, that
 * mode is marked; choosing one opens its view in the EchoRoom Reflection card.
 */
import { BookA, MessageCircleHeart, Repeat2, Sparkles, type LucideIcon } from 'lucide-react';
import type { EchoMode } from '@contract/echo-room';
import { usePageState } from '@/lib/page-state';
import { cn } from '@/lib/utils';
import { useEchoRoom } from './echo-room-context';
import { ECHO_MODE_INFO, ECHO_MODE_ORDER, suggestedMode } from './echo-modes';
import { useTranslation } from 'react-i18next';

export const MODE_ICON: Readonly<Record<EchoMode, LucideIcon>> = {
  solo: Sparkles,
  message: MessageCircleHeart,
  thread: Repeat2,
  spectral: BookA,
};

export function EchoModePicker() {
  const { t } = useTranslation();
  const { mode: openMode, open } = useEchoRoom();
  const suggested = usePageState((state) => (state.tensionDetected ? suggestedMode(state.suggestion) : null));
  return (
    <div className="grid gap-2.5" role="group" aria-labelledby="echo-modes-label">
      <p id="echo-modes-label" className="text-xs font-medium uppercase tracking-wider text-subtle">
        EchoRoom
      </p>
      <div className="grid grid-cols-2 gap-2">
        {ECHO_MODE_ORDER.map((mode) => {
          const info = ECHO_MODE_INFO[mode];
          const Icon = MODE_ICON[mode];
          const isSuggested = suggested === mode;
          return (
            <button
              key={mode}
              type="button"
              onClick={() => open(mode)}
              aria-pressed={openMode === mode}
              aria-describedby={isSuggested ? 'echo-suggested-note' : undefined}
              className={cn(
                'group relative flex min-h-16 flex-col items-start gap-1 rounded-xl border border-border bg-surface-sunken/70 px-3 py-2.5 text-left outline-none transition-colors hover:border-primary/60 hover:bg-surface-raised focus-visible:ring-2 focus-visible:ring-ring',
                openMode === mode && 'border-primary/70 bg-primary/10',
                isSuggested && openMode !== mode && 'border-[#f5c58a]/50',
              )}
            >
              <span className="flex items-center gap-1.5 text-sm font-medium text-foreground">
                <Icon className="size-4 text-primary" aria-hidden />
                {info.label}
              </span>
              <span className="text-xs leading-snug text-muted">{t(`echo.modes.${mode}.focus`)}</span>
              {isSuggested && (
                <span className="absolute -top-2 right-2 rounded-full border border-[#f5c58a]/40 bg-[#2a2418] px-1.5 text-[0.6875rem] font-medium text-[#f5c58a]">
                  {t('echo.suggested')}
                </span>
              )}
            </button>
          );
        })}
      </div>
      {suggested && (
        <p id="echo-suggested-note" className="sr-only">
          {t('echo.suggestedNote')}
        </p>
      )}
    </div>
  );
}
