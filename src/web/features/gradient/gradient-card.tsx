/**
 * The Interactive Emotion Gradient card shown after a ToneLens, spectral or full analysis (spec
 * §2): a collapsible accordion around the gradient, and the button that opens the gradient view
 * of the Framed Text Interaction (the page owns the modal and passes `onOpenView`).
 */
import { SlidersHorizontal, Sparkles } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card, CardFooter } from '@/components/ui/card';
import { usePageStore } from '@/lib/page-state';
import { EmotionGradient } from './emotion-gradient';

export function GradientCard({ onOpenView }: { onOpenView?: () => void }) {
  const page = usePageStore();
  return (
    <Card aria-labelledby="gradient-card-title" className="animate-fade-in">
      <Accordion type="single" collapsible defaultValue="gradient" className="px-5 sm:px-6">
        <AccordionItem value="gradient" className="border-b-0">
          <AccordionTrigger id="gradient-card-title" className="py-5 text-lg font-semibold sm:py-6">
            <span className="flex items-center gap-2">
              <SlidersHorizontal className="size-5 text-accent" aria-hidden />
              Interactive Emotion Gradient
            </span>
          </AccordionTrigger>
          <AccordionContent className="grid gap-2 pb-5 sm:pb-6">
            <p className="text-sm leading-relaxed text-muted">
              Your text’s four dimensions. Unlock them to explore how a different tone would feel.
            </p>
            <EmotionGradient className="pt-2" />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
      {onOpenView && (
        <CardFooter className="justify-end border-t border-border pt-4 sm:pt-5">
          <Button
            variant="outline"
            onClick={() => {
              page.set({ framedView: 'gradient-only' });
              onOpenView();
            }}
          >
            <Sparkles aria-hidden />
            Open Interactive Emotion Gradient
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
