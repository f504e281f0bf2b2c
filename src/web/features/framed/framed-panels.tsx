/**
 * The 'full' view's three vertically resizable panels (spec §2, §9): the text with the optional
 * 'AI Generated Alternative' (33%, 20–50), the gradient (33%, 25–50) and the chat (34%, 25–55).
 * Each separator is a focusable, labelled ARIA separator: arrows move it 5%, Home and End to the
 * limits. Sizes are strings because the library reads bare numbers as pixels.
 */
import type { ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { FileText, GripHorizontal, MessagesSquare, SlidersHorizontal, Wand2 } from 'lucide-react';
import { usePageState } from '@/lib/page-state';

export const PANEL_SIZES = {
  text: { defaultSize: '33%', minSize: '20%', maxSize: '50%' },
  gradient: { defaultSize: '33%', minSize: '25%', maxSize: '50%' },
  chat: { defaultSize: '34%', minSize: '25%', maxSize: '55%' },
} as const;

export function FramedPanels({ gradient, chat }: { gradient: ReactNode; chat: ReactNode }) {
  const original = usePageState((state) => state.inputText);
  const alternative = usePageState((state) => state.alternativeText);
  return (
    <Group orientation="vertical" id="framed-panels" className="min-h-0 flex-1">
      <Panel id="framed-text" {...PANEL_SIZES.text}>
        <PanelFrame title="Your text" icon={<FileText className="size-4 text-accent" aria-hidden />}>
          <div className="grid gap-4 md:grid-cols-2">
            <p className="whitespace-pre-wrap text-sm leading-relaxed">{original || 'Text not available'}</p>
            {alternative && (
              <section
                aria-labelledby="framed-alternative-title"
                className="rounded-xl border border-accent/30 bg-accent/5 p-3"
              >
                <h4
                  id="framed-alternative-title"
                  className="mb-1.5 flex items-center gap-1.5 text-xs font-semibold text-accent"
                >
                  <Wand2 className="size-3.5" aria-hidden />
                  AI Generated Alternative
                </h4>
                <p className="whitespace-pre-wrap text-sm leading-relaxed">{alternative}</p>
              </section>
            )}
          </div>
        </PanelFrame>
      </Panel>
      <ResizeHandle label="Resize the text and gradient panels" />
      <Panel id="framed-gradient" {...PANEL_SIZES.gradient}>
        <PanelFrame
          title="Emotional gradient"
          icon={<SlidersHorizontal className="size-4 text-accent" aria-hidden />}
        >
          {gradient}
        </PanelFrame>
      </Panel>
      <ResizeHandle label="Resize the gradient and chat panels" />
      <Panel id="framed-chat" {...PANEL_SIZES.chat}>
        <PanelFrame
          title="Conversation"
          icon={<MessagesSquare className="size-4 text-accent" aria-hidden />}
          fill
        >
          {chat}
        </PanelFrame>
      </Panel>
    </Group>
  );
}

function PanelFrame({
  title,
  icon,
  fill = false,
  children,
}: {
  title: string;
  icon: ReactNode;
  fill?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex h-full min-h-0 flex-col rounded-2xl border border-border bg-surface-sunken/40"
    >
      <h3 className="flex items-center gap-2 px-4 pt-3 text-xs font-semibold uppercase tracking-wider text-muted">
        {icon}
        {title}
      </h3>
      <div
        className={
          fill
            ? 'flex min-h-0 flex-1 flex-col p-3 sm:p-4'
            : 'min-h-0 flex-1 overflow-y-auto rounded-b-2xl p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring/60 sm:p-4'
        }
        // A scrolling panel is focusable so it scrolls from the keyboard too.
        tabIndex={fill ? undefined : 0}
      >
        {children}
      </div>
    </section>
  );
}

function ResizeHandle({ label }: { label: string }) {
  return (
    <Separator
      aria-label={label}
      className="group flex h-3 items-center justify-center rounded-full outline-none focus-visible:bg-primary/20 data-[separator=active]:bg-primary/20 data-[separator=hover]:bg-primary/10"
    >
      <GripHorizontal
        className="size-4 text-subtle transition-colors group-hover:text-foreground group-focus-visible:text-primary"
        aria-hidden
      />
    </Separator>
  );
}
