/**
 * Sentence Tones (issue 12): the analysed text with each sentence marked by the tone that stands
 * out most in it — a tint and underline in the tone's colour plus its icon and name, so colour is
 * never the only sign. Hovering or focusing a sentence (each is a Tab stop) shows its numbers; a
 * screen reader hears "Sentence 2 of 4, warm: …" and, once the tooltip is open, the numbers too.
 */
import { memo, useMemo, useRef, useState } from 'react';
import {
  CircleCheck,
  CircleHelp,
  Feather,
  Flame,
  Heart,
  Link2,
  Minus,
  Snowflake,
  Split,
  TextQuote,
  type LucideIcon,
} from 'lucide-react';
import type { SentenceTone, StandoutTone } from '@engine/analyse';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import {
  previewEnd,
  SENTENCE_TEXT_PREVIEW,
  sentenceLabel,
  textPieces,
  TONE_STYLES,
  toneCounts,
  toneFigures,
} from '../sentences/sentence-marks';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/format';

const TONE_ICONS: Readonly<Record<StandoutTone, LucideIcon>> = {
  warm: Heart,
  detached: Snowflake,
  certain: CircleCheck,
  ambiguous: CircleHelp,
  intense: Flame,
  restrained: Feather,
  conflicted: Split,
  coherent: Link2,
  neutral: Minus,
};

const colour = (hue: number, alpha = 1) => `hsl(${hue} 80% 68% / ${alpha})`;

/** A tone's icon and name; `label` is the tone's translated name (the card looks each up once). */
function ToneName({ tone, label, className }: { tone: StandoutTone; label: string; className?: string }) {
  const style = TONE_STYLES[tone];
  const Icon = TONE_ICONS[tone];
  return (
    <span className={className} style={{ color: colour(style.hue) }}>
      <Icon className="inline size-3.5 align-[-0.125em]" aria-hidden />
      <span className="ml-0.5">{label}</span>
    </span>
  );
}

/** The tones' translated names, by tone: nine lookups for the card, not one per sentence. */
function useToneLabels(): Readonly<Record<StandoutTone, string>> {
  const { t } = useTranslation();
  return useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(TONE_STYLES) as StandoutTone[]).map((tone) => [tone, t(`tones.${tone}.label`)]),
      ) as Record<StandoutTone, string>,
    [t],
  );
}

/** A sentence's numbers, in its tooltip: rendered only while the tooltip is open. */
function SentenceNumbers({
  tone,
  index,
  toneLabel,
}: {
  tone: SentenceTone;
  index: number;
  toneLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mb-1.5 font-semibold">
        <ToneName tone={tone.standout} label={toneLabel} />{' '}
        <span className="text-muted">· {t('sentences.number', { number: index + 1 })}</span>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5">
        {toneFigures(tone).map((figure) => (
          <div key={figure.name} className="contents">
            <dt className="text-muted">{figure.name}</dt>
            <dd className="text-right tabular-nums">
              <span className="font-semibold text-foreground">{figure.value}</span>{' '}
              <span className="text-subtle">{figure.level}</span>
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * One marked sentence. It reads no translation hook of its own (the card passes the tone's name)
 * and builds its numbers only while they show: a Full analysis mounts a hundred of these at once,
 * and the hooks and translation lookups in each were about a third of that render (ADR 0040).
 */
function SentenceMark({
  text,
  tone,
  index,
  count,
  toneLabel,
}: {
  text: string;
  tone: SentenceTone;
  index: number;
  count: number;
  toneLabel: string;
}) {
  const style = TONE_STYLES[tone.standout];
  // Controlled, because focusing a sentence below the fold scrolls it into view and Radix closes a
  // tooltip whose trigger scrolls: a keyboard user would lose the numbers as they arrive. While the
  // sentence has focus only Escape closes them.
  const [open, setOpen] = useState(false);
  const focused = useRef(false);
  return (
    <Tooltip open={open} onOpenChange={(next) => setOpen(next || focused.current)}>
      <TooltipTrigger asChild>
        <span
          role="group"
          aria-roledescription="sentence"
          aria-label={sentenceLabel(index, count, tone, text)}
          tabIndex={0}
          onFocus={() => {
            focused.current = true;
          }}
          // A tap (phones have no hover) focuses the sentence and shows its numbers.
          onClick={() => setOpen(true)}
          onBlur={() => {
            focused.current = false;
            setOpen(false);
          }}
          data-tone={tone.standout}
          className="cursor-help rounded-sm px-0.5 outline-none [box-decoration-break:clone] focus-visible:ring-2 focus-visible:ring-ring"
          style={{
            background: colour(style.hue, tone.standout === 'neutral' ? 0.06 : 0.14),
            boxShadow: `inset 0 -2px 0 ${colour(style.hue, tone.standout === 'neutral' ? 0.35 : 0.8)}`,
          }}
        >
          {text}
          <ToneName
            tone={tone.standout}
            label={toneLabel}
            className="ml-1 whitespace-nowrap rounded-full px-1 text-[0.6875rem] font-medium"
          />
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-80" onEscapeKeyDown={() => setOpen(false)}>
        <SentenceNumbers tone={tone} index={index} toneLabel={toneLabel} />
      </TooltipContent>
    </Tooltip>
  );
}

/**
 * Memoised: the analyser re-renders with every keystroke in the text box and every step of the
 * server's part, and this card's hundred tooltip-bearing sentences are the results' largest render
 * (ADR 0040); its text and sentences only change with a new analysis.
 */
export const SentenceTonesCard = memo(function SentenceTonesCard({
  text,
  sentences,
  sentenceCount,
}: {
  text: string;
  /** The text's first sentences (lib/engine-result.ts): at least those in the shown text. */
  sentences: readonly SentenceTone[];
  /** How many sentences the whole text has. */
  sentenceCount: number;
}) {
  const { t } = useTranslation();
  const toneLabels = useToneLabels();
  const pieces = useMemo(() => textPieces(text, sentences), [text, sentences]);
  const marked = pieces.reduce((count, piece) => count + (piece.kind === 'sentence' ? 1 : 0), 0);
  const counts = useMemo(() => toneCounts(sentences, marked), [sentences, marked]);
  const shown = previewEnd(text, SENTENCE_TEXT_PREVIEW);
  if (sentences.length === 0) return null;
  return (
    <Card aria-labelledby="sentence-tones-title" className="animate-fade-in">
      <CardHeader>
        <CardTitle id="sentence-tones-title">
          <TextQuote className="size-5 text-accent" aria-hidden />
          {t('sentences.title')}
        </CardTitle>
        <CardDescription>{t('sentences.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <ul aria-label={t('sentences.tonesInText')} className="flex flex-wrap gap-2 text-xs">
          {counts.map(([tone, count]) => (
            <li
              key={tone}
              className="rounded-full border border-border bg-surface-sunken/70 px-2.5 py-1"
              title={t(`tones.${tone}.meaning`)}
            >
              <ToneName tone={tone} label={toneLabels[tone]} className="font-medium" />
              <span className="ml-1 text-muted">
                × {count}
                <span className="sr-only"> {t('sentences.sentenceCount', { count })}</span>
              </span>
            </li>
          ))}
        </ul>
        <div
          className="max-h-96 overflow-y-auto whitespace-pre-wrap break-words rounded-xl border border-border bg-surface-sunken/70 p-4 text-[0.9375rem] leading-8"
          aria-label={t('sentences.byText')}
          role="group"
        >
          {pieces.map((piece, position) =>
            piece.kind === 'plain' ? (
              <span key={position}>{piece.text}</span>
            ) : (
              <SentenceMark
                key={position}
                text={piece.text}
                tone={piece.tone}
                index={piece.index}
                count={marked}
                toneLabel={toneLabels[piece.tone.standout]}
              />
            ),
          )}
          {shown < text.length && <span className="text-subtle">…</span>}
        </div>
        {sentenceCount > marked && (
          <p className="text-xs text-muted">
            {t('sentences.firstMarked', {
              shown: marked,
              total: formatNumber(sentenceCount),
            })}
          </p>
        )}
        {shown < text.length && (
          <p className="text-xs text-subtle">
            {t('common.showingFirst', { shown: formatNumber(shown), total: formatNumber(text.length) })}
          </p>
        )}
      </CardContent>
    </Card>
  );
});
