/**
 * The Interactive Emotion Gradient body (spec §2, §4): Locked/Adjustable badge, lock/unlock,
 * reset (only while unlocked), an optional save, minimise on iPhone only, the live gradient bar
 * and the four sliders. Values are the page's (use-gradient-values); the lock is per view.
 */
import { useState } from 'react';
import { ChevronsDownUp, ChevronsUpDown, Lock, LockOpen, RotateCcw, Save } from 'lucide-react';
import { DIMENSIONS } from '@engine/dimensions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { GradientSlider } from './gradient-slider';
import { gradientBackground, isIPhone, NEUTRAL_GRADIENT, percent } from './gradient-values';
import { useGradientValues } from './use-gradient-values';
import { useTranslation } from 'react-i18next';

export interface EmotionGradientProps {
  /** Spec §4: sliders start Locked unless unlocked by default (the gradient-only framed view). */
  defaultUnlocked?: boolean;
  /** The optional save button and what it does. */
  onSave?: () => void;
  /** Two columns of sliders where there is room (the framed view). */
  wide?: boolean;
  /**
   * The framed view's gradient panel (a third of the dialog): on a large screen the badge, bar and
   * buttons share one line and the four sliders one row, so all four show without scrolling.
   */
  compact?: boolean;
  /** Also tells a view of its own (the framed modal hides the page's toasts from screen readers). */
  onNotify?: (message: string) => void;
  className?: string;
}

export function EmotionGradient({
  defaultUnlocked = false,
  onSave,
  wide = false,
  compact = false,
  onNotify,
  className,
}: EmotionGradientProps) {
  const { t } = useTranslation();
  const { values, setValue, setAll } = useGradientValues();
  const [locked, setLocked] = useState(!defaultUnlocked);
  const [minimised, setMinimised] = useState(false);
  const [iPhone] = useState(() => typeof navigator !== 'undefined' && isIPhone(navigator.userAgent));

  const notify = (title: string, description: string) => {
    toast({ title, description });
    onNotify?.(`${title}. ${description}`);
  };

  const toggleLock = () => {
    setLocked((was) => !was);
    if (locked) {
      notify(t('gradient.unlocked.title'), t('gradient.unlocked.description'));
    } else {
      notify(t('gradient.locked.title'), t('gradient.locked.description'));
    }
  };

  const reset = () => {
    if (locked) return;
    setAll(NEUTRAL_GRADIENT);
    notify(t('gradient.reset.title'), t('gradient.reset.description'));
  };

  const summary = DIMENSIONS.map((d) => `${t(`axes.${d.key}.short`)} ${percent(values[d.key])}%`).join(', ');

  const bar = (
    <div
      role="img"
      aria-label={t('gradient.barLabel', { summary })}
      className={cn(
        'h-3 rounded-full shadow-[0_0_24px_-8px_rgba(185,168,255,0.6)] transition-[background] duration-500',
        // Compact: its own line below the badge and buttons, or between them on a large screen.
        compact && 'order-3 w-full lg:order-2 lg:w-auto lg:flex-1',
      )}
      style={{ background: gradientBackground(values) }}
      data-testid="gradient-bar"
    />
  );

  return (
    <div className={cn('grid gap-4', compact && 'lg:gap-3', className)}>
      <div className={cn('flex flex-wrap items-center justify-between gap-3', compact && 'lg:flex-nowrap')}>
        {locked ? (
          <Badge variant="secondary" aria-live="polite" className="order-1">
            <Lock aria-hidden />
            {t('gradient.lockedBadge')}
          </Badge>
        ) : (
          <Badge variant="success" aria-live="polite" className="order-1">
            <LockOpen aria-hidden />
            {t('gradient.adjustable')}
          </Badge>
        )}
        {compact && bar}
        <div className="order-2 flex flex-wrap items-center gap-2 lg:order-3">
          <Button variant="outline" size="sm" onClick={toggleLock}>
            {locked ? <LockOpen aria-hidden /> : <Lock aria-hidden />}
            {locked ? t('gradient.unlock') : t('gradient.lock')}
          </Button>
          <Button variant="ghost" size="sm" onClick={reset} disabled={locked}>
            <RotateCcw aria-hidden />
            {t('gradient.resetButton')}
          </Button>
          {onSave && (
            <Button variant="secondary" size="sm" onClick={onSave}>
              <Save aria-hidden />
              {t('common.save')}
            </Button>
          )}
          {iPhone && (
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={!minimised}
              onClick={() => setMinimised((was) => !was)}
            >
              {minimised ? <ChevronsUpDown aria-hidden /> : <ChevronsDownUp aria-hidden />}
              {minimised ? t('gradient.expand') : t('gradient.minimise')}
            </Button>
          )}
        </div>
      </div>

      {!compact && bar}

      {!minimised && (
        <div
          className={cn(
            'grid gap-5',
            wide && 'md:grid-cols-2 md:gap-x-8',
            compact && 'lg:grid-cols-4 lg:gap-x-6',
          )}
        >
          {DIMENSIONS.map((dimension) => (
            <GradientSlider
              key={dimension.key}
              dimension={dimension}
              value={values[dimension.key]}
              locked={locked}
              compact={compact}
              onChange={(value) => setValue(dimension.key, value)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
