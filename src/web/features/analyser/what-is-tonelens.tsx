/** The collapsible 'What is ToneLens?' panel with four use-case tiles (spec §1, §2). */
import { useState } from 'react';
import { Brain, ChevronDown, Eye, Feather, MessageCircleHeart } from 'lucide-react';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { cn } from '@/lib/utils';

const TILES = [
  {
    title: 'Message drafting',
    text: 'Check how a message might land before you send it, and soften or sharpen it on purpose.',
    icon: MessageCircleHeart,
    hue: 27,
  },
  {
    title: 'Emotional clarity',
    text: 'Name the feelings in your own writing, a steady aid for everyone, including neurodivergent minds.',
    icon: Brain,
    hue: 135,
  },
  {
    title: 'Creative writing tests',
    text: "Hear whether a scene carries the tone you meant, and how a character's voice shifts.",
    icon: Feather,
    hue: 220,
  },
  {
    title: 'Revealing hidden subtext',
    text: 'Surface tension, distance or doubt that sits beneath the words.',
    icon: Eye,
    hue: 310,
  },
] as const;

export function WhatIsToneLens() {
  const [open, setOpen] = useState(false);
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="glass-card rounded-2xl">
      <CollapsibleTrigger className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left sm:px-6">
        <span>
          <span className="block font-display text-base font-semibold">What is ToneLens?</span>
          <span className="block text-sm text-muted">A lens for the feeling inside your words.</span>
        </span>
        <ChevronDown
          className={cn('size-5 shrink-0 text-muted transition-transform', open && 'rotate-180')}
          aria-hidden
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-5 pb-5 sm:px-6">
        <p className="mb-4 text-sm leading-relaxed text-muted">
          ToneLens analyses the emotional tone of text you write. Choose a mode, analyse, then reflect: see
          your words as a spectrum, measure four emotional dimensions, and keep what you learn in your
          journal.
        </p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {TILES.map(({ title, text, icon: Icon, hue }) => (
            <li key={title} className="rounded-xl border border-border bg-surface-sunken/70 p-4">
              <div className="flex items-center gap-2.5">
                <span
                  className="flex size-8 items-center justify-center rounded-lg"
                  style={{ background: `hsl(${hue} 80% 60% / 0.15)`, color: `hsl(${hue} 85% 72%)` }}
                >
                  <Icon className="size-4" aria-hidden />
                </span>
                <h3 className="text-sm font-semibold">{title}</h3>
              </div>
              <p className="mt-2 text-sm leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}
