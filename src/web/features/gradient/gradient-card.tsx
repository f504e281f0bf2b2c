/**
 * The Interactive Emotion Gradient card shown after a ToneLens, spectral or full analysis (spec
 * §2): a collapsible accordion around the gradient, and the button that opens the Framed Text
 * Interaction in the view the input card's 'Interaction view' switch has chosen (issue 14: the
 * switch decides, the button does not override it). The page owns the modal and passes `onOpenView`.
 */
import { SlidersHorizontal, Sparkles } from 'lucide-react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Card, CardFooter } from '@/components/ui/card';
import { usePageState } from '@/lib/page-state';
import { EmotionGradient } from './emotion-gradient';
import { useTranslation } from 'react-i18next';

export function GradientCard({ onOpenView }: { onOpenView?: () => void }) {
  const { t } = useTranslation();
  const view = usePageState((state) => state.framedView);
  return (
    <Card aria-labelledby="gradient-card-title" className="animate-fade-in">
      <Accordion type="single" collapsible defaultValue="gradient" className="px-5 sm:px-6">
        <AccordionItem value="gradient" className="border-b-0">
          <AccordionTrigger id="gradient-card-title" className="py-5 text-lg font-semibold sm:py-6">
            <span className="flex items-center gap-2">
              <SlidersHorizontal className="size-5 text-accent" aria-hidden />
              {t('gradient.title')}
            </span>
          </AccordionTrigger>
          <AccordionContent className="grid gap-2 pb-5 sm:pb-6">
            <p className="text-sm leading-relaxed text-muted">{t('gradient.description')}</p>
            <EmotionGradient className="pt-2" />
          </AccordionContent>
        </AccordionItem>
      </Accordion>
      {onOpenView && (
        <CardFooter className="flex-wrap justify-between gap-3 border-t border-border pt-4 sm:pt-5">
          <p id="gradient-open-view" className="text-xs text-subtle">
            {t('gradient.opensIn', {
              view: t(view === 'full' ? 'input.view.full' : 'input.view.gradientOnly'),
            })}
          </p>
          <Button variant="outline" onClick={onOpenView} aria-describedby="gradient-open-view">
            <Sparkles aria-hidden />
            {t('gradient.open')}
          </Button>
        </CardFooter>
      )}
    </Card>
  );
}
