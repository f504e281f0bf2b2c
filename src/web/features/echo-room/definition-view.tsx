/**
 * The Spectral Meaning view: 'Get Definition' looks a term up (spec §7) and shows `definition`,
 * else `response` (spec §5), with the senses WordNet lists; 'Definition Failed' on error.
 * WordNet's glosses and a model's answer are English free text (marked `lang="en"`); the engine's
 * not-found answer and the parts of speech are shown in the interface's language (ADR 0017 point 5).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { BookA } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DefinitionResponse } from '@contract/echo-room';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ENGINE_TEXT_LANGUAGE } from '@/i18n/languages';
import { currentLanguage } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { definitionFallbackText } from './definition-text';
import { useDefinition } from './echo-room-api';
import { ViewHeader } from './view-header';

/** Glosses shown per part of speech; the first sense is the headline. */
const GLOSSES_SHOWN = 3;

export function DefinitionView({ focusKey, onClose }: { focusKey: number; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const lookup = useDefinition();

  useEffect(() => {
    input.current?.focus();
    input.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [focusKey]);

  const getDefinition = () => {
    if (term.trim() === '' || lookup.isPending) return;
    lookup.mutate(term.trim(), {
      onError: () =>
        toast({
          title: t('echo.definition.failed.title'),
          description: t('echo.definition.failed.description'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="grid gap-4 animate-fade-in" data-testid="definition-view">
      <ViewHeader mode="spectral" onClose={onClose} />
      <p className="text-sm leading-relaxed text-muted">{t('echo.modes.spectral.invitation')}</p>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          getDefinition();
        }}
      >
        <Label htmlFor={fieldId}>{t('echo.definition.label')}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={fieldId}
            ref={input}
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder={t('echo.modes.spectral.placeholder')}
            maxLength={200}
            autoComplete="off"
          />
          <Button type="submit" variant="spectral" disabled={term.trim() === '' || lookup.isPending}>
            <BookA aria-hidden />
            {lookup.isPending ? t('echo.definition.lookingUp') : t('echo.definition.get')}
          </Button>
        </div>
      </form>
      {lookup.data && !lookup.isPending && <DefinitionResult result={lookup.data} />}
    </div>
  );
}

function DefinitionResult({ result }: { result: DefinitionResponse }) {
  const { t, i18n } = useTranslation();
  const shown =
    result.definition !== null
      ? { text: result.definition, lang: ENGINE_TEXT_LANGUAGE }
      : definitionFallbackText(result, t, i18n.getFixedT('en'), currentLanguage());
  const [allSenses, setAllSenses] = useState(false);
  const hidden = result.senses.reduce(
    (count, sense) => count + Math.max(0, sense.glosses.length - GLOSSES_SHOWN),
    0,
  );
  const lemmaNote = result.lemma && result.lemma.toLowerCase() !== result.term.toLowerCase();
  return (
    <section
      aria-label={t('echo.definition.region')}
      className="relative grid gap-3 overflow-hidden rounded-xl border border-primary/25 bg-primary/[0.07] py-3.5 pl-5 pr-4 animate-fade-in"
    >
      <span className="spectral-gradient absolute inset-y-0 left-0 w-1 opacity-80" aria-hidden />
      <div>
        <h4 className="font-display text-lg font-semibold leading-tight">{result.term}</h4>
        {lemmaNote && (
          <p className="text-xs text-muted">{t('echo.definition.lemma', { lemma: result.lemma })}</p>
        )}
      </div>
      <p
        className="whitespace-pre-wrap text-sm leading-relaxed text-foreground"
        data-testid="definition-text"
        lang={shown.lang}
      >
        {shown.text}
      </p>
      {result.definition !== null && result.senses.length > 0 && (
        <dl className="grid gap-2.5 border-t border-border/70 pt-3 text-sm">
          {result.senses.map((sense) => (
            <div key={sense.partOfSpeech} className="grid gap-1">
              <dt className="text-[0.6875rem] font-medium uppercase tracking-wider text-subtle">
                {t(`echo.definition.partOfSpeech.${sense.partOfSpeech}`)}
              </dt>
              <dd>
                <ol
                  className="grid list-decimal gap-1 pl-4 text-muted marker:text-subtle"
                  lang={ENGINE_TEXT_LANGUAGE}
                >
                  {(allSenses ? sense.glosses : sense.glosses.slice(0, GLOSSES_SHOWN)).map((gloss) => (
                    <li key={gloss}>{gloss}</li>
                  ))}
                </ol>
              </dd>
            </div>
          ))}
        </dl>
      )}
      {result.definition !== null && hidden > 0 && (
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0 text-xs"
          onClick={() => setAllSenses((value) => !value)}
          aria-expanded={allSenses}
        >
          {allSenses ? t('echo.definition.fewer') : t('echo.definition.more', { count: hidden })}
        </Button>
      )}
      {result.source !== 'model' && result.senses.length > 0 && (
        <p className="text-xs text-subtle">{t('echo.definition.source')}</p>
      )}
    </section>
  );
}
