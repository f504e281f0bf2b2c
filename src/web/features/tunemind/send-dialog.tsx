/**
 * 'Send to TuneMind' (spec §2 music dialog 2, §7, §8): the tone-data summary, 'Include original
 * text' (on) and 'Open in new tab (preview mode)' (off), the 1 s preview, 'Generate Music
 * (Recommended)' (the API call, falling back to the direct link), 'Try API Direct' (TuneMind
 * itself, embedded) and 'New Tab' / 'Replace Tab' (the direct link). Without TUNEMIND_URL only the
 * built-in preview is offered.
 */
import { useState } from 'react';
import { ExternalLink, Loader2, Music, PanelTop, Play, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type ToneParameters } from '@engine/tune';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { SHORT_PREVIEW } from '@/lib/audio';
import { formatFixed, formatNumber } from '@/i18n/format';
import { toast } from '@/lib/toast';
import { sendToTunemind } from './send';
import { directLink } from './links';
import { ListenToText } from './listen-to-text';
import { openTunemind } from './navigate';
import { NoServiceNote } from './no-service-note';
import { previewTone } from './preview';
import { useToneContext } from './tone-context';
import { TunemindModal } from './tunemind-modal';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** TUNEMIND_URL, or null when no music service is configured. */
  tunemindUrl: string | null;
  parameters: ToneParameters;
}

export function SendDialog({ open, onOpenChange, tunemindUrl, parameters }: Props) {
  const { t } = useTranslation();
  const context = useToneContext(parameters.tone);
  const [includeText, setIncludeText] = useState(true);
  const [newTab, setNewTab] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [embedded, setEmbedded] = useState(false);
  const { tone, frequency, text = '' } = parameters;
  const sent = includeText ? parameters : { tone, frequency };

  const preview = async () => {
    setPreviewing(true);
    await previewTone(tone, frequency, SHORT_PREVIEW);
    setPreviewing(false);
  };

  const generate = async (url: string) => {
    setGenerating(true);
    try {
      await sendToTunemind(url, parameters, { includeText, newTab });
    } finally {
      setGenerating(false);
    }
  };

  const announce = () =>
    toast({
      title: t('tunemind.send.sent.title'),
      description: t('tunemind.send.sent.description', { tone: formatFixed(tone, 3), frequency }),
    });

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="max-w-xl">
          <DialogHeader>
            <DialogTitle className="flex items-center gap-2">
              <Music className="size-5 text-accent" aria-hidden />
              {t('tunemind.send.title')}
            </DialogTitle>
            <DialogDescription>{t('tunemind.send.description')}</DialogDescription>
          </DialogHeader>

          <dl className="grid grid-cols-2 gap-3" aria-label={t('tunemind.send.toneData')}>
            <Summary term={t('tunemind.spectralValue')} value={formatFixed(tone, 3)} />
            <Summary term={t('tunemind.frequency')} value={`${frequency} Hz`} />
            <Summary term={t('tunemind.emotionalContext')} value={context} />
            <Summary
              term={t('tunemind.send.textLength')}
              value={t('common.characters', {
                count: Array.from(text).length,
                formatted: formatNumber(Array.from(text).length),
              })}
            />
          </dl>

          <div className="grid gap-3">
            <CheckRow id="tunemind-include-text" checked={includeText} onChange={setIncludeText}>
              {t('tunemind.send.includeText')}
            </CheckRow>
            {tunemindUrl && (
              <CheckRow id="tunemind-new-tab" checked={newTab} onChange={setNewTab}>
                {t('tunemind.send.newTabOption')}
              </CheckRow>
            )}
          </div>

          <ListenToText text={text} />

          {tunemindUrl === null && <NoServiceNote id="tunemind-no-service" />}

          <DialogFooter className="flex-wrap sm:justify-start">
            <Button variant="outline" onClick={() => void preview()} disabled={previewing}>
              <Play aria-hidden />
              {t('tunemind.send.preview')}
            </Button>
            {tunemindUrl && (
              <>
                <Button variant="spectral" onClick={() => void generate(tunemindUrl)} disabled={generating}>
                  {generating ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
                  {t('tunemind.send.generate')}
                </Button>
                {/* Only opens TuneMind in a frame with the tone in its address; nothing is sent
                    until the user generates there, so no 'Sent to TuneMind' here (issue 14). */}
                <Button variant="secondary" onClick={() => setEmbedded(true)}>
                  <PanelTop aria-hidden />
                  {t('tunemind.send.apiDirect')}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    announce();
                    openTunemind(directLink(tunemindUrl, sent), newTab);
                  }}
                >
                  <ExternalLink aria-hidden />
                  {newTab ? t('tunemind.send.newTab') : t('tunemind.send.replaceTab')}
                </Button>
              </>
            )}
          </DialogFooter>
        </DialogContent>
      </Dialog>
      {tunemindUrl && (
        <TunemindModal
          open={embedded}
          onOpenChange={setEmbedded}
          tunemindUrl={tunemindUrl}
          parameters={sent}
        />
      )}
    </>
  );
}

function Summary({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface-sunken/70 p-3">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="mt-1 font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function CheckRow({
  id,
  checked,
  onChange,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <Checkbox id={id} checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      <Label htmlFor={id}>{children}</Label>
    </div>
  );
}
