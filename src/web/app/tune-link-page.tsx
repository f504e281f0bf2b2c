/**
 * '/tune-link' (spec §2), the signed-in bridge to TuneMind: with a tone and a frequency that both
 * parse to non-zero numbers it shows the value to 3 decimals, the Hz, the emotional context and
 * the original text, a 2 s preview and 'Generate Music in TuneMind' (the direct link, no
 * auto-play flag); otherwise 'No tone data found…'. Loaded as its own chunk.
 */
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { ArrowLeft, ExternalLink, Music, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { colourOf } from '@engine/colour';
import { parseTuneLink, type ToneParameters } from '@engine/tune';
import { Logo } from '@/components/logo';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { LONG_PREVIEW } from '@/lib/audio';
import { useDocumentTitle } from '@/lib/document-title';
import { cn } from '@/lib/utils';
import { formatFixed } from '@/i18n/format';
import { directLink } from '@/features/tunemind/links';
import { ListenToText } from '@/features/tunemind/listen-to-text';
import { openTunemind } from '@/features/tunemind/navigate';
import { NoServiceNote } from '@/features/tunemind/no-service-note';
import { previewTone } from '@/features/tunemind/preview';
import { useToneContext } from '@/features/tunemind/tone-context';
import { useTunemindUrl } from '@/features/tunemind/use-tunemind-url';
import { SignedInProviders } from './signed-in-providers';

export default function TuneLinkPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('tunemind.bridge.documentTitle'));
  const parameters = parseTuneLink(useSearch());
  return (
    <SignedInProviders>
      <div className="flex min-h-dvh flex-col">
        <header className="border-b border-border/70 bg-background/80 backdrop-blur-xl">
          <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-3 sm:px-6">
            <Logo className="size-9 shrink-0" />
            <div className="min-w-0">
              <p className="font-display text-lg font-semibold leading-tight">ToneLens</p>
              <p className="text-xs text-muted">{t('tunemind.bridge.subtitle')}</p>
            </div>
          </div>
          <div className="spectral-gradient h-px opacity-60" aria-hidden />
        </header>
        <main className="mx-auto flex w-full max-w-3xl flex-1 items-start justify-center px-4 py-10 sm:px-6 sm:py-16">
          {parameters ? <ToneData parameters={parameters} /> : <NoToneData />}
        </main>
      </div>
    </SignedInProviders>
  );
}

function BackToAnalyzer() {
  const { t } = useTranslation();
  return (
    <Link href="/" className={buttonVariants({ variant: 'ghost' })}>
      <ArrowLeft aria-hidden />
      {t('tunemind.bridge.back')}
    </Link>
  );
}

function NoToneData() {
  const { t } = useTranslation();
  return (
    <Card className="w-full max-w-md text-center">
      <CardContent className="grid justify-items-center gap-5 pt-8 sm:pt-10">
        <span className="grid size-14 place-items-center rounded-full border border-border bg-surface-sunken">
          <Music className="size-6 text-muted" aria-hidden />
        </span>
        <h1 className="font-display text-xl font-semibold">{t('tunemind.bridge.title')}</h1>
        <p className="text-sm text-muted">{t('tunemind.bridge.noData')}</p>
        <BackToAnalyzer />
      </CardContent>
    </Card>
  );
}

function ToneData({ parameters }: { parameters: ToneParameters }) {
  const { t } = useTranslation();
  const tunemindUrl = useTunemindUrl();
  const [previewing, setPreviewing] = useState(false);
  const { tone, frequency, text } = parameters;
  const context = useToneContext(tone);
  const colour = colourOf(Math.min(1, Math.max(0, tone)));

  const preview = async () => {
    setPreviewing(true);
    await previewTone(tone, frequency, LONG_PREVIEW);
    setPreviewing(false);
  };

  return (
    <Card className="w-full">
      <CardHeader>
        <h1 className="flex items-center gap-2 font-display text-xl font-semibold">
          <Music className="size-5 text-accent" aria-hidden />
          {t('tunemind.bridge.title')}
        </h1>
        <CardDescription>{t('tunemind.bridge.ready')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="h-1.5 rounded-full" style={{ background: colour.hsl }} aria-hidden />
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Fact term={t('tunemind.spectralValue')} value={formatFixed(tone, 3)} />
          <Fact term={t('tunemind.frequency')} value={`${frequency} Hz`} />
          <Fact term={t('tunemind.emotionalContext')} value={context} className="col-span-2 sm:col-span-1" />
        </dl>
        {text !== undefined && text !== '' && (
          <figure className="grid gap-2">
            <figcaption className="text-xs font-semibold uppercase tracking-wide text-subtle">
              {t('tunemind.bridge.original')}
            </figcaption>
            <blockquote className="max-h-60 overflow-y-auto whitespace-pre-wrap rounded-xl border border-border bg-surface-sunken/70 p-4 text-sm leading-relaxed">
              {text}
            </blockquote>
          </figure>
        )}
        {text !== undefined && <ListenToText text={text} />}
        {tunemindUrl === null && <NoServiceNote id="tune-link-no-service" />}
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button variant="outline" onClick={() => void preview()} disabled={previewing}>
            <Play aria-hidden />
            {t('tunemind.bridge.preview')}
          </Button>
          {tunemindUrl && (
            <Button
              variant="spectral"
              onClick={() => openTunemind(directLink(tunemindUrl, parameters), true)}
            >
              <ExternalLink aria-hidden />
              {t('tunemind.bridge.generate')}
            </Button>
          )}
          <BackToAnalyzer />
        </div>
      </CardContent>
    </Card>
  );
}

function Fact({ term, value, className }: { term: string; value: string; className?: string }) {
  return (
    <div className={cn('rounded-xl border border-border bg-surface-sunken/70 p-3', className)}>
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
