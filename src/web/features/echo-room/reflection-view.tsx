/**
 * The reflection view (Solo Echo, Message Echo, Thread Return): the user's reflection, 'Send
 * Echo' for the resonant reply, 'Save & Close' to keep it (then 'Reflection Saved' and the view
 * resets). Both need non-blank text (spec §5). The analysed text, when there is one, is what the
 * reflection is about and is saved with it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Radio, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReflectionMode } from '@contract/echo-room';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { Language } from '@contract/auth';
import { replyLanguage } from '@/i18n/languages';
import { usePageState } from '@/lib/page-state';
import { toast } from '@/lib/toast';
import { canReflect, savePayload } from './echo-modes';
import { useEchoReply, useSaveReflection } from './echo-room-api';
import { ViewHeader } from './view-header';

export function ReflectionView({
  mode,
  focusKey,
  onClose,
}: {
  mode: ReflectionMode;
  /** Changes each time a mode is chosen, so the text area takes focus again. */
  focusKey: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);
  const originalText = usePageState((state) => state.inputText);
  const analysisId = usePageState((state) => state.analysisId);
  const [reflection, setReflection] = useState('');
  // The reply belongs to the mode it was asked in; switching modes hides it.
  const [reply, setReply] = useState<{ mode: ReflectionMode; text: string; language: Language } | null>(null);
  const echo = useEchoReply();
  const save = useSaveReflection();
  const ready = canReflect(reflection, mode);
  const shownReply = reply?.mode === mode ? reply.text : null;

  useEffect(() => {
    textArea.current?.focus();
    textArea.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [focusKey]);

  const sendEcho = () => {
    if (!ready || echo.isPending) return;
    echo.mutate(
      { inputText: reflection, echoMode: mode, originalText },
      {
        onSuccess: (result) =>
          setReply({ mode, text: result.resonantReply, language: replyLanguage(result) }),
      },
    );
  };

  const saveAndClose = () => {
    if (!ready || save.isPending) return;
    // The reply goes with the language it is written in, so the journal can mark it later.
    const replyLanguage = reply?.mode === mode ? reply.language : undefined;
    const draft = { mode, reflection, reply: shownReply ?? '', replyLanguage, originalText, analysisId };
    save.mutate(savePayload(draft), {
      onSuccess: () => {
        toast({
          title: t('echo.reflection.saved.title'),
          description: t('echo.reflection.saved.description'),
        });
        onClose();
      },
      onError: () =>
        toast({
          title: t('echo.reflection.saveFailed.title'),
          description: t('echo.reflection.saveFailed.description'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="grid gap-4 animate-fade-in" data-testid="reflection-view">
      <ViewHeader mode={mode} onClose={onClose} />
      <p className="text-sm leading-relaxed text-muted">{t(`echo.modes.${mode}.invitation`)}</p>
      {originalText.trim() !== '' && (
        <figure className="grid gap-1.5 rounded-xl border border-border bg-surface-sunken/60 px-3.5 py-3">
          <figcaption className="text-[0.6875rem] font-medium uppercase tracking-wider text-subtle">
            {t('echo.reflection.reflectingOn')}
          </figcaption>
          <blockquote className="line-clamp-3 text-sm leading-relaxed text-muted">{originalText}</blockquote>
        </figure>
      )}
      <div className="grid gap-2">
        <Label htmlFor={fieldId}>{t('echo.reflection.label')}</Label>
        <Textarea
          id={fieldId}
          ref={textArea}
          value={reflection}
          onChange={(event) => setReflection(event.target.value)}
          onKeyDown={(event) => {
            // Ctrl/Cmd+Enter sends, as in most writing apps; Enter alone keeps adding lines.
            if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
              event.preventDefault();
              sendEcho();
            }
          }}
          placeholder={t(`echo.modes.${mode}.placeholder`)}
          className="min-h-28"
        />
      </div>
      {echo.isPending && (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <span className="flex gap-1" aria-hidden>
            {[0, 1, 2].map((dot) => (
              <span
                key={dot}
                className="size-1.5 animate-pulse-dot rounded-full bg-primary"
                style={{ animationDelay: `${dot * 0.2}s` }}
              />
            ))}
          </span>
          {t('echo.reflection.listening')}
        </p>
      )}
      {echo.isError && !echo.isPending && (
        <p className="text-sm text-destructive" role="alert">
          {t('echo.reflection.unreachable')}
        </p>
      )}
      {shownReply !== null && !echo.isPending && (
        <section
          aria-label={t('echo.reflection.reply')}
          className="relative overflow-hidden rounded-xl border border-primary/25 bg-primary/[0.07] py-3.5 pl-5 pr-4 animate-fade-in"
        >
          <span className="spectral-gradient absolute inset-y-0 left-0 w-1 opacity-80" aria-hidden />
          <p className="mb-1.5 flex items-center gap-1.5 text-[0.6875rem] font-medium uppercase tracking-wider text-primary-strong">
            <Radio className="size-3.5" aria-hidden />
            {t('echo.reflection.echo')}
          </p>
          <p
            className="whitespace-pre-wrap text-sm leading-relaxed text-foreground"
            lang={replyLanguage(reply)}
          >
            {shownReply}
          </p>
        </section>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="spectral" onClick={sendEcho} disabled={!ready || echo.isPending}>
          <Radio aria-hidden />
          {echo.isPending ? t('echo.reflection.sending') : t('echo.reflection.send')}
        </Button>
        <Button variant="outline" onClick={saveAndClose} disabled={!ready || save.isPending}>
          <Save aria-hidden />
          {save.isPending ? t('echo.reflection.saving') : t('echo.reflection.save')}
        </Button>
      </div>
    </div>
  );
}
