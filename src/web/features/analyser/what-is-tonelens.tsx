/** The collapsible 'What is ToneLens?' panel with four use-case tiles (spec §1, §2). */
import { useState } from 'react';
import { Brain, ChevronDown, Eye, Feather, MessageCircleHeart } from 'lucide-react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';
import { useTranslation } from 'react-i18next';

const TILES = [
  {
    key: 'drafting',
    icon: MessageCircleHeart,
    hue: 27,
  },
  {
    key: 'clarity',
    icon: Brain,
    hue: 135,
  },
  {
    key: 'creative',
    icon: Feather,
    hue: 220,
  },
  {
    key: 'subtext',
    icon: Eye,
    hue: 310,
  },
] as const;

export function WhatIsToneLens() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="glass-card rounded-2xl">
      <CollapsibleTrigger className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left sm:px-6">
        <span>
          <span className="block font-display text-base font-semibold">{t('whatIs.title')}</span>
          <span className="block text-sm text-muted">{t('whatIs.subtitle')}</span>
        </span>
        <ChevronDown
          className={cn('size-5 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-5 pb-5 sm:px-6">
        <p className="mb-4 text-sm leading-relaxed text-muted">{t('whatIs.intro')}</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {TILES.map(({ key, icon: Icon, hue }) => (
            <li key={key} className="rounded-xl border border-border bg-surface-sunken/70 p-4">
              <div className="flex items-center gap-2.5">
                <span
                  className="flex size-8 items-center justify-center rounded-lg"
                  style={{ background: `hsl(${hue} 80% 60% / 0.15)`, color: `hsl(${hue} 85% 72%)` }}
                >
                  <Icon className="size-4" aria-hidden />
                </span>
                <h3 className="text-sm font-semibold">{t(`whatIs.tiles.${key}.title`)}</h3>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-muted">{t(`whatIs.tiles.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}
