/**
 * 'Full Framed Text Interaction' (spec §2): shown once alternative text exists; opens the framed
 * modal in the view the input card's 'Interaction view' switch has chosen (issue 14: the switch
 * decides, the button does not override it). The page owns the modal and passes `onOpen`.
 */
import { MessagesSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FRAMED_VIEW_NAMES, usePageState } from '@/lib/page-state';

export function FramedOpenButton({ onOpen }: { onOpen: () => void }) {
  const alternative = usePageState((state) => state.alternativeText);
  const view = usePageState((state) => state.framedView);
  if (!alternative) return null;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-5 text-center animate-fade-in sm:flex-row sm:justify-between sm:text-left">
      <div className="grid gap-1">
        <p className="text-sm leading-relaxed text-muted">
          Your alternative is ready. Compare it with your words and talk it through.
        </p>
        <p id="framed-open-view" className="text-xs text-subtle">
          Opens in the {FRAMED_VIEW_NAMES[view]} view (Interaction view, above).
        </p>
      </div>
      <Button variant="spectral" onClick={onOpen} aria-describedby="framed-open-view">
        <MessagesSquare aria-hidden />
        Full Framed Text Interaction
      </Button>
    </div>
  );
}
