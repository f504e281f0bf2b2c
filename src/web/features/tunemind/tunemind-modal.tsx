/**
 * 'TuneMind Audio Generation' (spec §2 music dialog 1, §4, §7): TuneMind embedded in a sandboxed
 * frame loading the direct link, 'Loading TuneMind interface...' until the frame has loaded, reload
 * (disabled while loading), open in a new tab, badges for tone, Hz and emotional context, and a
 * footer with the first 50 characters of the text and 'Powered by TuneMind'.
 */
import { useState } from 'react';
import { ExternalLink, Loader2, Music, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { footerPreview, type ToneParameters } from '@engine/tune';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { formatFixed } from '@/i18n/format';
import { directLink, FRAME_ALLOW, FRAME_SANDBOX } from './links';
import { useToneContext } from './tone-context';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  tunemindUrl: string;
  parameters: ToneParameters;
}

export function TunemindModal({ open, onOpenChange, tunemindUrl, parameters }: Props) {
  const { t } = useTranslation();
  const context = useToneContext(parameters.tone);
  const [loading, setLoading] = useState(true);
  // A new key remounts the frame: the reliable way to reload a cross-origin frame.
  const [generation, setGeneration] = useState(0);
  const url = directLink(tunemindUrl, parameters);
  const text = parameters.text ?? '';

  const onChange = (next: boolean) => {
    if (next) setLoading(true);
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={onChange}>
      <DialogContent className="flex h-[calc(100dvh-2rem)] max-w-5xl flex-col gap-3 sm:h-[min(52rem,calc(100dvh-3rem))]">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Music className="size-5 text-accent" aria-hidden />
            {t('tunemind.modal.title')}
          </DialogTitle>
          <DialogDescription className="sr-only">{t('tunemind.modal.description')}</DialogDescription>
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">
              {t('tunemind.modal.tone', { value: formatFixed(parameters.tone, 3) })}
            </Badge>
            <Badge variant="secondary">{parameters.frequency} Hz</Badge>
            <Badge>{context}</Badge>
            <div className="ml-auto flex items-center gap-1">
              <Button
                variant="ghost"
                size="sm"
                disabled={loading}
                onClick={() => {
                  setLoading(true);
                  setGeneration((value) => value + 1);
                }}
              >
                <RotateCw aria-hidden />
                {t('tunemind.modal.reload')}
              </Button>
              <Button variant="ghost" size="sm" asChild>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                  {t('tunemind.modal.openNewTab')}
                </a>
              </Button>
            </div>
          </div>
        </DialogHeader>
        <div className="relative min-h-0 flex-1 overflow-hidden rounded-xl border border-border bg-surface-sunken">
          <iframe
            key={generation}
            src={url}
            title="TuneMind"
            sandbox={FRAME_SANDBOX}
            allow={FRAME_ALLOW}
            onLoad={() => setLoading(false)}
            className="size-full border-0 bg-white"
          />
          {loading && (
            <div
              className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-surface-sunken"
              role="status"
            >
              <Loader2 className="size-6 animate-spin text-accent" aria-hidden />
              <p className="text-sm text-muted">{t('tunemind.modal.loading')}</p>
            </div>
          )}
        </div>
        <footer className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted">
          <p className="min-w-0 truncate" title={text || undefined}>
            {text ? `“${footerPreview(text)}”` : t('tunemind.modal.noText')}
          </p>
          <p className="shrink-0 font-medium text-subtle">{t('tunemind.modal.poweredBy')}</p>
        </footer>
      </DialogContent>
    </Dialog>
  );
}
