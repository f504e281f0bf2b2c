/**
 * The tone preview (spec §8, §9): 'Tone Preview' toast and a sine tone with the dialog's 1 s or the
 * bridge page's 2 s envelope; 'Preview Unavailable' when the browser has no Web Audio.
 */
import { isAudioSupported, playTone, type ToneEnvelope } from '@/lib/audio';
import { toast } from '@/lib/toast';

export async function previewTone(value: number, frequency: number, envelope: ToneEnvelope): Promise<void> {
  if (!isAudioSupported()) {
    toast({
      title: 'Preview Unavailable',
      description: 'Audio preview is not supported in this browser.',
      variant: 'destructive',
    });
    return;
  }
  toast({
    title: 'Tone Preview',
    description: `Playing ${frequency}Hz tone (spectral value: ${value.toFixed(3)})`,
  });
  try {
    await playTone(frequency, envelope);
  } catch (error) {
    // Spec §8: a failed preview is logged only.
    console.warn('Tone preview failed', error);
  }
}
