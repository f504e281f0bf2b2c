/** Tonal playback (spec §9 envelope: 1 s sine, gain to 0.2 in 0.1 s, back to 0 at 1 s). */
import { useState } from 'react';
import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isAudioSupported, playTone, SHORT_PREVIEW } from '@/lib/audio';
import { toast } from '@/lib/toast';

export function TonePlayback({ value, frequency }: { value: number; frequency: number }) {
  const [playing, setPlaying] = useState(false);
  const play = async () => {
    if (!isAudioSupported()) {
      toast({
        title: 'Preview Unavailable',
        description: 'Audio preview is not supported in this browser.',
        variant: 'destructive',
      });
      return;
    }
    setPlaying(true);
    toast({
      title: 'Tone Preview',
      description: `Playing ${frequency}Hz tone (spectral value: ${value.toFixed(3)})`,
    });
    try {
      await playTone(frequency, SHORT_PREVIEW);
    } catch (error) {
      console.warn('Tone preview failed', error);
    } finally {
      setPlaying(false);
    }
  };
  return (
    <Button variant="outline" size="sm" onClick={() => void play()} disabled={playing}>
      <Volume2 aria-hidden />
      {playing ? 'Playing...' : `Play Tone (${frequency} Hz)`}
    </Button>
  );
}
