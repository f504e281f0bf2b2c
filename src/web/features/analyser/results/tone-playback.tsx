/** Tonal playback (spec §9 envelope: 1 s sine, gain to 0.2 in 0.1 s, back to 0 at 1 s). */
import { useState } from 'react';
import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { isAudioSupported, playTone, SHORT_PREVIEW } from '@/lib/audio';
import { toast } from '@/lib/toast';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/i18n/format';

export function TonePlayback({ value, frequency }: { value: number; frequency: number }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const play = async () => {
    if (!isAudioSupported()) {
      toast({
        title: t('tone.unavailable.title'),
        description: t('tone.unavailable.description'),
        variant: 'destructive',
      });
      return;
    }
    setPlaying(true);
    toast({
      title: t('tone.preview.title'),
      description: t('tone.preview.description', {
        frequency,
        value: formatNumber(Number(value.toFixed(3))),
      }),
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
      {playing ? t('tone.playing') : t('tone.play', { frequency })}
    </Button>
  );
}
