/**
 * 'Full Framed Text Interaction' (spec §2): shown once alternative text exists; opens the framed
 * modal in the view the input card's 'Interaction view' switch has chosen (issue 14: the switch
 * decides, the button does not override it). The page owns the modal and passes `onOpen`.
 */
import { MessagesSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageState } from '@/lib/page-state';
import { useTranslation } from 'react-i18next';

export function FramedOpenButton({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation();
  const alternative = usePageState((state) => state.alternativeText);
  const view = usePageState((state) => state.framedView);
  if (!alternative) return null;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-5 text-center animate-fade-in sm:flex-row sm:justify-between sm:text-left">
      <div className="grid gap-1">
        <p className="text-sm leading-relaxed text-muted">{t('framed.openIntro')}</p>
        <p id="framed-open-view" className="text-xs text-subtle">
          {t('gradient.opensIn', {
            view: t(view === 'full' ? 'input.view.full' : 'input.view.gradientOnly'),
          })}
        </p>
      </div>
      <Button variant="spectral" onClick={onOpen} aria-describedby="framed-open-view">
        <MessagesSquare aria-hidden />
        {t('framed.open')}
      </Button>
    </div>
  );
}
