/**
 * The collapsible guides under the input card (spec §2): Framework Information (with the Add to
 * Home Screen action and two external Learn More links) and 'Understanding Analysis Modes'.
 */
import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { ANALYSIS_MODES } from '@engine/modes';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { FRAMEWORKS } from './frameworks';
import { useTranslation } from 'react-i18next';

const LEARN_MORE = [
  { href: 'https://en.wikipedia.org/wiki/Sentiment_analysis', key: 'sentiment' },
  { href: 'https://en.wikipedia.org/wiki/Color_psychology', key: 'colour' },
] as const;

export function Guides({ installAction }: { installAction?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="glass-card rounded-2xl px-5 sm:px-6">
      <Accordion type="multiple">
        <AccordionItem value="frameworks">
          <AccordionTrigger>
            <span className="font-display text-base font-semibold">{t('frameworks.title')}</span>
          </AccordionTrigger>
          <AccordionContent className="grid gap-4">
            {FRAMEWORKS.map(({ key, name }) => (
              <div key={key}>
                <h3 className="text-sm font-semibold text-foreground">{name}</h3>
                <p className="mt-1 leading-relaxed text-muted">{t(`frameworks.${key}`)}</p>
              </div>
            ))}
            <div className="flex flex-wrap items-center gap-3">
              {installAction}
              {LEARN_MORE.map(({ href, key }) => (
                <a
                  key={href}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 rounded-lg px-1 text-sm font-medium text-primary-strong underline-offset-4 hover:underline"
                >
                  {t(`guides.learnMore.${key}`)}
                  <ExternalLink className="size-3.5" aria-hidden />
                  <span className="sr-only">{t('common.opensInNewTab')}</span>
                </a>
              ))}
            </div>
          </AccordionContent>
        </AccordionItem>
        <AccordionItem value="modes">
          <AccordionTrigger>
            <span className="font-display text-base font-semibold">{t('guides.modesTitle')}</span>
          </AccordionTrigger>
          <AccordionContent>
            <dl className="grid gap-3 sm:grid-cols-2">
              {ANALYSIS_MODES.map((mode) => (
                <div key={mode} className="rounded-xl border border-border bg-surface-sunken/70 p-4">
                  <dt>
                    <Badge variant="secondary">{t(`modes.${mode}.label`)}</Badge>
                  </dt>
                  <dd className="mt-2 leading-relaxed text-muted">{t(`modes.${mode}.description`)}</dd>
                </div>
              ))}
            </dl>
          </AccordionContent>
        </AccordionItem>
      </Accordion>
    </div>
  );
}
