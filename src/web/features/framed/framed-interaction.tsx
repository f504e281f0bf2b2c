/**
 * The Framed Text Interaction modal (spec §2, §4): title, 'Interactive' badge, full-screen toggle,
 * the header buttons AI Response, Reanalyse, Save and Close, and one of two views: 'full' (three
 * vertically resizable panels: text, gradient, chat) or 'gradient-only' (the gradient, unlocked).
 * The page owns whether it is open and passes the gradient in (a feature never imports another);
 * the conversation lives here, outside the dialog content, so closing the modal keeps it.
 */
import { useState, type ReactNode } from 'react';
import { Bot, Maximize2, Minimize2, PanelsTopLeft, RefreshCw, Save, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { usePageState, usePageStore } from '@/lib/page-state';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { ChatPanel } from './chat-panel';
import { FramedPanels, type PanelKey } from './framed-panels';
import { useFramedChat } from './use-framed-chat';
import { useTranslation } from 'react-i18next';

/** Phones: the view fills the screen (Tailwind's `sm` is 640 px). */
const PHONE_QUERY = '(max-width: 639px)';

export interface GradientOptions {
  /** The gradient-only view opens with its sliders unlocked. */
  defaultUnlocked: boolean;
  /** Says a message of the gradient (its toasts) inside the modal. */
  announce: (message: string) => void;
  /** The full view's gradient panel, a third of the dialog: lay the four sliders out in one row. */
  compact: boolean;
}

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The Interactive Emotion Gradient (features/gradient), rendered by the page. */
  gradient: (options: GradientOptions) => ReactNode;
}

export function FramedInteraction({ open, onOpenChange, gradient }: Props) {
  const { t } = useTranslation();
  const view = usePageState((state) => state.framedView);
  const page = usePageStore();
  const chat = useFramedChat();
  const [fullScreen, setFullScreen] = useState(false);
  // The panel shown on a phone (one at a time); asking for a reply shows the chat.
  const [panel, setPanel] = useState<PanelKey>('text');
  // The message being written lives here, so it survives the chat panel moving between layouts.
  const [draft, setDraft] = useState('');
  const respond = () => {
    setPanel('chat');
    chat.respond();
  };
  const reanalyse = () => {
    setPanel('chat');
    chat.reanalyse();
  };
  const full = view === 'full';
  const noText = !chat.hasText;
  // A phone has no room for a dialog inside the page: the view fills the screen, the full-screen
  // toggle has nothing to do, and Close is the X beside the title, so the header's buttons fit one line.
  const phone = useMediaQuery(PHONE_QUERY);
  const filling = fullScreen || phone;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showClose={false}
        className={cn(
          'flex flex-col gap-4 overflow-hidden p-4 sm:p-5',
          filling
            ? 'left-0 top-0 h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 rounded-none'
            : full
              ? 'h-[min(92dvh,60rem)] max-w-6xl'
              : 'max-h-[92dvh] max-w-3xl',
        )}
      >
        <header className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
          <div className="grid min-w-0 gap-1 max-sm:w-full">
            <div className="flex items-center gap-2">
              <DialogTitle className="text-lg sm:text-xl">{t('framed.title')}</DialogTitle>
              <Badge>{t('framed.badge')}</Badge>
              {!phone && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={fullScreen ? t('framed.exitFullScreen') : t('framed.fullScreen')}
                  aria-pressed={fullScreen}
                  onClick={() => setFullScreen((was) => !was)}
                >
                  {fullScreen ? <Minimize2 aria-hidden /> : <Maximize2 aria-hidden />}
                </Button>
              )}
              {phone && (
                <DialogClose asChild>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="ml-auto size-9"
                    aria-label={t('common.close')}
                  >
                    <X aria-hidden />
                  </Button>
                </DialogClose>
              )}
            </div>
            <DialogDescription className="max-sm:sr-only">
              {full ? t('framed.descriptionFull') : t('framed.descriptionGradient')}
            </DialogDescription>
          </div>
          <div className="flex flex-wrap items-center gap-1.5 sm:gap-2">
            {full ? (
              <>
                <Button variant="spectral" size="sm" onClick={respond} disabled={noText || chat.replying}>
                  <Bot aria-hidden />
                  {t('framed.aiResponse')}
                </Button>
                <Button variant="outline" size="sm" onClick={reanalyse} disabled={noText || chat.reanalysing}>
                  <RefreshCw className={cn(chat.reanalysing && 'animate-spin')} aria-hidden />
                  {t('framed.reanalyse')}
                </Button>
              </>
            ) : (
              <Button variant="outline" size="sm" onClick={() => page.set({ framedView: 'full' })}>
                <PanelsTopLeft aria-hidden />
                {t('framed.fullView')}
              </Button>
            )}
            <Button variant="secondary" size="sm" onClick={chat.save} disabled={noText || chat.saving}>
              <Save aria-hidden />
              {t('common.save')}
            </Button>
            {!phone && (
              <DialogClose asChild>
                <Button variant="ghost" size="sm">
                  <X aria-hidden />
                  {t('common.close')}
                </Button>
              </DialogClose>
            )}
          </div>
        </header>

        <p role="status" className="sr-only">
          {chat.announcement}
        </p>
        {full ? (
          <FramedPanels
            panel={panel}
            onPanelChange={setPanel}
            messageCount={chat.messages.length}
            gradient={gradient({ defaultUnlocked: false, announce: chat.announce, compact: true })}
            chat={
              <ChatPanel
                draft={draft}
                onDraftChange={setDraft}
                messages={chat.messages}
                replying={chat.replying}
                disabled={noText}
                onSend={chat.send}
              />
            }
          />
        ) : (
          <div className="min-h-0 overflow-y-auto rounded-2xl border border-border bg-surface-sunken/40 p-4 sm:p-5">
            {gradient({ defaultUnlocked: true, announce: chat.announce, compact: false })}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
