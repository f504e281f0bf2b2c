/**
 * 'Full Framed Text Interaction' (spec §2): shown once alternative text exists; opens the framed
 * modal in its full view (the page owns the modal and passes `onOpen`).
 */
import { MessagesSquare } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { usePageState, usePageStore } from '@/lib/page-state';

export function FramedOpenButton({ onOpen }: { onOpen: () => void }) {
  const page = usePageStore();
  const alternative = usePageState((state) => state.alternativeText);
  if (!alternative) return null;
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-primary/30 bg-primary/5 p-5 text-center animate-fade-in sm:flex-row sm:justify-between sm:text-left">
      <p className="text-sm leading-relaxed text-muted">
        Your alternative is ready. Compare it with your words and talk it through.
      </p>
      <Button
        variant="spectral"
        onClick={() => {
          page.set({ framedView: 'full' });
          onOpen();
        }}
      >
        <MessagesSquare aria-hidden />
        Full Framed Text Interaction
      </Button>
    </div>
  );
}
