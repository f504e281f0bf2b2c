/**
 * 'Generate Music (Recommended)' (spec §7, §8): POST the tone to TuneMind; on success 'Audio
 * Generated' and the audioUrl in a new tab; on any failure a warning in the log, 'Using Direct
 * Link' and, after a moment to read it, the direct link. Where a new tab is opened after waiting
 * for TuneMind, a browser may block it (the click is too long ago), so the toast also carries the
 * link to click.
 */
import type { ToneParameters } from '@engine/tune';
import { musicRequestBody } from '@engine/tune';
import { i18n } from '@/i18n/i18n';
import { toast } from '@/lib/toast';
import { generateMusic, MusicHttpError } from './generate';
import { directLink } from './links';
import { openAudio, openTunemind } from './navigate';
import { ToastLink } from './toast-link';

/** Long enough to read the toast's title before the page is replaced. */
export const FALLBACK_DELAY_MS = 1200;

export async function sendToTunemind(
  tunemindUrl: string,
  parameters: ToneParameters,
  { includeText, newTab }: { includeText: boolean; newTab: boolean },
): Promise<void> {
  // Called from a click, outside render: the language shown at that moment.
  const { t } = i18n;
  const sent = includeText ? parameters : { tone: parameters.tone, frequency: parameters.frequency };
  try {
    const { audioUrl } = await generateMusic(tunemindUrl, musicRequestBody(parameters, includeText));
    toast({
      title: t('tunemind.send.audio.title'),
      description: t('tunemind.send.audio.description'),
      action: audioUrl ? <ToastLink href={audioUrl}>{t('tunemind.send.openAudio')}</ToastLink> : undefined,
    });
    if (audioUrl) openAudio(audioUrl);
  } catch (error) {
    console.warn('TuneMind API unavailable, using the direct link', error);
    const link = directLink(tunemindUrl, sent);
    toast({
      title: t('tunemind.send.direct.title'),
      description:
        error instanceof MusicHttpError
          ? t('tunemind.send.direct.apiUnavailable')
          : t('tunemind.send.direct.description'),
      action: newTab ? <ToastLink href={link}>{t('tunemind.send.openTunemind')}</ToastLink> : undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, FALLBACK_DELAY_MS));
    openTunemind(link, newTab);
  }
}
