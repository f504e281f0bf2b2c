/**
 * Full-screen 'Analyzing Your Text' overlay (spec §2 "Loading overlays"): rotating step message,
 * progress bar, 'Step N of M', a supportive tip line and three pulsing dots. The local result is
 * instant, so the overlay only appears when the server part takes longer than OVERLAY_DELAY_MS:
 * a calm app does not flash a modal for a fast answer.
 */
import { useEffect, useState } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { AnalysisMode } from '@engine/modes';
import { Progress } from '@/components/ui/progress';
import { revealAfterModal } from '@/lib/reveal';
import {
  LOADING_MESSAGE_COUNTS,
  MESSAGE_INTERVAL_MS,
  REASSURANCE_INTERVAL_MS,
  REASSURANCE_COUNT,
} from './loading-messages';
import { RESULTS_HEADING_ID } from './results/results-header';
import { useTicker } from './use-ticker';
import { useTranslation } from 'react-i18next';

export const OVERLAY_DELAY_MS = 1500;

export function AnalysingOverlay({ active, type }: { active: boolean; type: AnalysisMode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!active) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [active]);
  const { t } = useTranslation();
  const count = LOADING_MESSAGE_COUNTS[type];
  const tick = useTicker(visible, MESSAGE_INTERVAL_MS);
  const tip = useTicker(visible, REASSURANCE_INTERVAL_MS);
  const step = Math.min(tick, count - 1);
  return (
    <DialogPrimitive.Root open={visible}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-[#05060f]/85 backdrop-blur-md" />
        <DialogPrimitive.Content
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-3xl p-8 text-center outline-none"
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          // Focus goes to the results, not back to where it was when the overlay opened: when the
          // engine loads slowly the overlay opens before the results exist, and would otherwise
          // hand focus back to the Analyse button (or nowhere), away from what just arrived.
          onCloseAutoFocus={(event) => {
            const heading = document.getElementById(RESULTS_HEADING_ID);
            if (heading) {
              event.preventDefault();
              revealAfterModal(heading);
            }
          }}
          aria-describedby="analysing-step"
          data-analysing-overlay
        >
          <div
            className="spectral-gradient mx-auto mb-6 size-16 animate-pulse rounded-full blur-[2px]"
            aria-hidden
          />
          <DialogPrimitive.Title className="font-display text-2xl font-semibold">
            {t('loading.overlayTitle')}
          </DialogPrimitive.Title>
          <p id="analysing-step" className="mt-3 text-base text-foreground" aria-live="polite">
            {t(`loading.${type}.${step}` as never)}
          </p>
          <Progress value={((step + 1) / count) * 100} className="mt-6" aria-label={t('loading.progress')} />
          <p className="mt-2 text-sm text-muted">{t('loading.step', { step: step + 1, count })}</p>
          <p className="mt-5 text-sm italic text-subtle">
            {t(`loading.reassurance.${tip % REASSURANCE_COUNT}` as never)}
          </p>
          <div className="mt-5 flex justify-center gap-2" aria-hidden>
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                className="size-2.5 animate-pulse-dot rounded-full bg-primary"
                style={{ animationDelay: `${dot * 0.2}s` }}
              />
            ))}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
