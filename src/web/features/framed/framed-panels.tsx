/**
 * The 'full' view's three vertically resizable panels (spec §2, §9): the text with the optional
 * 'AI Generated Alternative' (33%, 20–50), the gradient (33%, 25–50) and the chat (34%, 25–55).
 * Each separator is a focusable, labelled ARIA separator: arrows move it 5%, Home and End to the
 * limits. Sizes are strings because the library reads bare numbers as pixels.
 *
 * On a phone (or a screen too short for three panels) a third of the screen shows one slider or
 * half a text, so the view shows one panel at a time under three tabs instead (issue 14); the
 * conversation tab says how many messages it holds, so a reply is not missed on another tab.
 */
import type { ReactNode } from 'react';
import { Group, Panel, Separator } from 'react-resizable-panels';
import { FileText, GripHorizontal, MessagesSquare, SlidersHorizontal, Wand2 } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { usePageState } from '@/lib/page-state';
import { useMediaQuery } from '@/lib/use-media-query';
import { useTranslation } from 'react-i18next';

export const PANEL_SIZES = {
  text: { defaultSize: '33%', minSize: '20%', maxSize: '50%' },
  gradient: { defaultSize: '33%', minSize: '25%', maxSize: '50%' },
  chat: { defaultSize: '34%', minSize: '25%', maxSize: '55%' },
} as const;

/** Where one panel at a time (tabs) reads better than three stacked panels. */
export const TABBED_QUERY = '(max-width: 639px), (max-height: 559px)';

export type PanelKey = 'text' | 'gradient' | 'chat';

interface TabProps {
  /** The panel shown when one shows at a time; the modal moves to the chat when a reply is asked for. */
  panel: PanelKey;
  onPanelChange: (panel: PanelKey) => void;
  messageCount: number;
}

export function FramedPanels({
  gradient,
  chat,
  ...tabs
}: { gradient: ReactNode; chat: ReactNode } & TabProps) {
  const tabbed = useMediaQuery(TABBED_QUERY);
  return tabbed ? (
    <TabbedPanels gradient={gradient} chat={chat} {...tabs} />
  ) : (
    <ResizablePanels gradient={gradient} chat={chat} />
  );
}

function TextPanelBody() {
  const { t } = useTranslation();
  const original = usePageState((state) => state.inputText);
  const alternative = usePageState((state) => state.alternativeText);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <p className="whitespace-pre-wrap text-sm leading-relaxed">{original || t('journal.noText')}</p>
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
            {t('framed.aiAlternative')}
          </h4>
          <p className="whitespace-pre-wrap text-sm leading-relaxed">{alternative}</p>
        </section>
      )}
    </div>
  );
}

function TabbedPanels({
  gradient,
  chat,
  panel,
  onPanelChange,
  messageCount,
}: { gradient: ReactNode; chat: ReactNode } & TabProps) {
  const { t } = useTranslation();
  const trigger = 'flex-1 justify-center px-2 py-1.5 text-xs sm:text-sm';
  return (
    <Tabs
      value={panel}
      onValueChange={(value) => onPanelChange(value as PanelKey)}
      className="flex min-h-0 flex-1 flex-col gap-3"
    >
      <TabsList className="w-full" aria-label={t('framed.panels')}>
        <TabsTrigger value="text" className={trigger}>
          <FileText aria-hidden />
          {t('framed.yourText')}
        </TabsTrigger>
        <TabsTrigger value="gradient" className={trigger}>
          <SlidersHorizontal aria-hidden />
          {t('framed.gradient')}
        </TabsTrigger>
        <TabsTrigger value="chat" className={trigger}>
          <MessagesSquare aria-hidden />
          {t('framed.chat')}
          {messageCount > 0 && (
            <span className="rounded-full bg-primary/20 px-1.5 text-[0.7rem] tabular-nums text-foreground">
              <span className="sr-only">, </span>
              {messageCount}
              <span className="sr-only"> {t('framed.messages')}</span>
            </span>
          )}
        </TabsTrigger>
      </TabsList>
      {/* forceMount keeps each panel's state (a half-typed message, the scroll position). */}
      <TabsContent value="text" forceMount className="min-h-0 flex-1 data-[state=inactive]:hidden">
        <PanelFrame
          title={t('framed.yourText')}
          icon={<FileText className="size-4 text-accent" aria-hidden />}
        >
          <TextPanelBody />
        </PanelFrame>
      </TabsContent>
      <TabsContent value="gradient" forceMount className="min-h-0 flex-1 data-[state=inactive]:hidden">
        <PanelFrame
          title={t('framed.emotionalGradient')}
          icon={<SlidersHorizontal className="size-4 text-accent" aria-hidden />}
        >
          {gradient}
        </PanelFrame>
      </TabsContent>
      <TabsContent value="chat" forceMount className="min-h-0 flex-1 data-[state=inactive]:hidden">
        <PanelFrame
          title={t('framed.conversation')}
          icon={<MessagesSquare className="size-4 text-accent" aria-hidden />}
          fill
        >
          {chat}
        </PanelFrame>
      </TabsContent>
    </Tabs>
  );
}

function ResizablePanels({ gradient, chat }: { gradient: ReactNode; chat: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Group orientation="vertical" id="framed-panels" className="min-h-0 flex-1">
      <Panel id="framed-text" {...PANEL_SIZES.text}>
        <PanelFrame
          title={t('framed.yourText')}
          icon={<FileText className="size-4 text-accent" aria-hidden />}
        >
          <TextPanelBody />
        </PanelFrame>
      </Panel>
      <ResizeHandle label={t('framed.resizeTop')} />
      <Panel id="framed-gradient" {...PANEL_SIZES.gradient}>
        <PanelFrame
          title={t('framed.emotionalGradient')}
          icon={<SlidersHorizontal className="size-4 text-accent" aria-hidden />}
        >
          {gradient}
        </PanelFrame>
      </Panel>
      <ResizeHandle label={t('framed.resizeBottom')} />
      <Panel id="framed-chat" {...PANEL_SIZES.chat}>
        <PanelFrame
          title={t('framed.conversation')}
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
