/**
 * 'Generate Music (Recommended)' (spec §7, §8): POST the tone to TuneMind; on success 'Audio
 * Generated' and the audioUrl in a new tab; on any failure a warning in the log, 'Using Direct
 * Link' and, after a moment to read it, the direct link. Where a new tab is opened after waiting
 * for TuneMind, a browser may block it (the click is too long ago), so the toast also carries the
 * link to click.
 */
import type { ToneParameters } from '@engine/tune';
import { musicRequestBody } from '@engine/tune';
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
  const sent = includeText ? parameters : { tone: parameters.tone, frequency: parameters.frequency };
  try {
    const { audioUrl } = await generateMusic(tunemindUrl, musicRequestBody(parameters, includeText));
    toast({
      title: 'Audio Generated',
      description: 'Your emotional tone has been converted to audio in TuneMind.',
      action: audioUrl ? <ToastLink href={audioUrl}>Open audio</ToastLink> : undefined,
    });
    if (audioUrl) openAudio(audioUrl);
  } catch (error) {
    console.warn('TuneMind API unavailable, using the direct link', error);
    const link = directLink(tunemindUrl, sent);
    toast({
      title: 'Using Direct Link',
      description:
        error instanceof MusicHttpError
          ? 'API unavailable, opening TuneMind directly with your tone data.'
          : 'Opening TuneMind directly with your tone data.',
      action: newTab ? <ToastLink href={link}>Open TuneMind</ToastLink> : undefined,
    });
    await new Promise((resolve) => setTimeout(resolve, FALLBACK_DELAY_MS));
    openTunemind(link, newTab);
  }
}
