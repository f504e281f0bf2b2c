/**
 * The chat of the Framed Text Interaction (spec §2): the empty state, 'You' and 'AI Assistant'
 * messages with their times, the input (Enter sends, Shift+Enter adds a line), the send button
 * (disabled while a reply is pending) and the microphone, or the note where speech is missing.
 */
import { useEffect, useRef } from 'react';
import { Bot, Loader2, MessagesSquare, Mic, MicOff, SendHorizontal, User } from 'lucide-react';
import type { ChatMessage } from '@contract/framed';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';
import { canSend, isSendKey, messageTime } from './chat';
import { appendTranscript } from './speech';
import { useSpeech } from './use-speech';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@/i18n/i18n';
import { replyLanguage } from '@/i18n/languages';

interface Props {
  /**
   * The message being written, kept by the modal: on a phone turned sideways the panels become tabs
   * (or back) and this panel is mounted afresh, and a half-written message must not be lost.
   */
  draft: string;
  onDraftChange: (draft: string | ((current: string) => string)) => void;
  messages: readonly ChatMessage[];
  replying: boolean;
  disabled: boolean;
  onSend: (text: string) => boolean;
}

export function ChatPanel({ draft, onDraftChange: setDraft, messages, replying, disabled, onSend }: Props) {
  const { t } = useTranslation();
  const speech = useSpeech((spoken) => setDraft((current) => appendTranscript(current, spoken)));
  const log = useRef<HTMLDivElement>(null);
  const narrow = useMediaQuery('(max-width: 639px)');

  // Keep the newest message in view.
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, replying]);

  const send = () => {
    if (!canSend(draft, replying) || disabled) return;
    if (onSend(draft)) {
      setDraft('');
      if (speech.listening) speech.stop();
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <div
        ref={log}
        role="log"
        aria-label={t('framed.conversation')}
        aria-live="polite"
        // Focusable so the conversation scrolls from the keyboard too.
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto rounded-xl border border-border bg-surface-sunken/60 p-3 outline-none focus-visible:ring-2 focus-visible:ring-ring/60 sm:p-4"
      >
        {messages.length === 0 && !replying ? (
          <div className="flex h-full min-h-24 flex-col items-center justify-center gap-2 text-center">
            <MessagesSquare className="size-7 text-subtle" aria-hidden />
            <p className="text-sm font-medium">{t('framed.chatEmpty')}</p>
            <p className="text-xs text-muted">{t('framed.chatEmptyHint')}</p>
          </div>
        ) : (
          <ol className="grid gap-3">
            {messages.map((message) => (
              <MessageBubble key={message.id} message={message} />
            ))}
            {replying && (
              <li className="flex items-center gap-2 text-xs text-muted">
                <Loader2 className="size-3.5 animate-spin" aria-hidden />
                {t('framed.thinking')}
              </li>
            )}
          </ol>
        )}
      </div>

      <div className="grid gap-1.5">
        <div className="flex items-end gap-2">
          <Textarea
            aria-label={t('framed.message')}
            value={draft}
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (
                isSendKey({
                  key: event.key,
                  shiftKey: event.shiftKey,
                  isComposing: event.nativeEvent.isComposing,
                })
              ) {
                event.preventDefault();
                send();
              }
            }}
            placeholder={narrow ? t('framed.placeholderShort') : t('framed.placeholder')}
            // Grows with its lines (Shift+Enter) up to four, then scrolls. Empty on a narrow
            // screen it shows two lines and a shorter invitation, so the placeholder is whole.
            rows={Math.min(4, Math.max(draft === '' && narrow ? 2 : 1, draft.split('\n').length))}
            className="min-h-11 flex-1 resize-none py-2.5"
          />
          {speech.supported && (
            <Button
              variant={speech.listening ? 'default' : 'outline'}
              size="icon"
              aria-label={speech.listening ? t('framed.stopVoice') : t('framed.startVoice')}
              aria-pressed={speech.listening}
              disabled={disabled}
              onClick={speech.toggle}
              className={cn(speech.listening && 'animate-pulse')}
            >
              {speech.listening ? <MicOff aria-hidden /> : <Mic aria-hidden />}
            </Button>
          )}
          <Button
            size="icon"
            aria-label={t('framed.send')}
            disabled={disabled || !canSend(draft, replying)}
            onClick={send}
          >
            {replying ? <Loader2 className="animate-spin" aria-hidden /> : <SendHorizontal aria-hidden />}
          </Button>
        </div>
        {!speech.supported && (
          <p className="flex items-center gap-1.5 text-xs text-subtle">
            <MicOff className="size-3.5" aria-hidden />
            {t('framed.voiceUnsupported')}
          </p>
        )}
        {speech.listening && (
          <p className="text-xs text-accent" aria-live="polite">
            {t('framed.listening')}
          </p>
        )}
      </div>
    </div>
  );
}

function MessageBubble({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const mine = message.type === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <article
        aria-label={mine ? t('framed.you') : t('framed.assistant')}
        className={cn(
          'max-w-[85%] rounded-2xl border px-3.5 py-2.5 text-sm leading-relaxed shadow-sm',
          mine
            ? 'rounded-br-md border-primary/40 bg-primary/15'
            : 'rounded-bl-md border-accent/30 bg-surface-raised',
        )}
      >
        <header className="mb-1 flex items-center gap-2 text-xs">
          {mine ? (
            <User className="size-3.5 text-primary" aria-hidden />
          ) : (
            <Bot className="size-3.5 text-accent" aria-hidden />
          )}
          <span className="font-semibold">{mine ? t('framed.you') : t('framed.assistant')}</span>
          <time dateTime={message.timestamp} className="text-subtle">
            {messageTime(message.timestamp, currentLanguage())}
          </time>
        </header>
        <p className="whitespace-pre-wrap" lang={mine ? undefined : replyLanguage(message)}>
          {message.content}
        </p>
      </article>
    </li>
  );
}
