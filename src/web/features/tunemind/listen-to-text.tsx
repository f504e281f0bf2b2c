/**
 * 'Listen to your text' (issue 8, beyond the spec): plays the text's melody (sonify.ts) with Web
 * Audio, with no music service needed, and saves it as a WAV file named by date.
 */
import { useEffect, useRef, useState } from 'react';
import { Download, Square, Waves } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isAudioSupported } from '@/lib/audio';
import { toast } from '@/lib/toast';
import { encodeWav, melody, renderMelody, SAMPLE_RATE } from './sonify';

type AudioContextConstructor = typeof AudioContext;

function createContext(): AudioContext {
  const withPrefix = window as Window & { webkitAudioContext?: AudioContextConstructor };
  const Context = window.AudioContext ?? withPrefix.webkitAudioContext;
  return new Context();
}

/** `tonelens-melody-2025-06-13.wav`, dated in the user's own time zone. */
export function melodyFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `tonelens-melody-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.wav`;
}

export function ListenToText({ text }: { text: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const context = useRef<AudioContext | null>(null);
  const source = useRef<AudioBufferSourceNode | null>(null);
  useEffect(
    () => () => {
      source.current?.stop();
      void context.current?.close();
    },
    [],
  );
  if (text.trim() === '') return null;

  const play = async () => {
    if (!isAudioSupported()) {
      toast({
        title: t('tone.unavailable.title'),
        description: t('tone.unavailable.description'),
        variant: 'destructive',
      });
      return;
    }
    const samples = renderMelody(melody(text));
    context.current ??= createContext();
    const audio = context.current;
    if (audio.state === 'suspended') await audio.resume();
    const buffer = audio.createBuffer(1, samples.length, SAMPLE_RATE);
    buffer.copyToChannel(samples, 0);
    const node = audio.createBufferSource();
    node.buffer = buffer;
    node.connect(audio.destination);
    node.onended = () => {
      if (source.current === node) {
        source.current = null;
        setPlaying(false);
      }
    };
    source.current = node;
    node.start();
    setPlaying(true);
  };

  const stop = () => {
    source.current?.stop();
  };

  const download = () => {
    const wav = encodeWav(renderMelody(melody(text)));
    const url = URL.createObjectURL(new Blob([wav], { type: 'audio/wav' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = melodyFileName(new Date());
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section
      aria-labelledby="listen-heading"
      className="grid gap-3 rounded-xl border border-border bg-surface-sunken/70 p-4"
    >
      <div className="grid gap-1">
        <h3 id="listen-heading" className="flex items-center gap-2 text-sm font-semibold">
          <Waves className="size-4 text-accent" aria-hidden />
          {t('tunemind.listen.title')}
        </h3>
        <p className="text-xs leading-relaxed text-muted">{t('tunemind.listen.text')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {playing ? (
          <Button variant="outline" size="sm" onClick={stop}>
            <Square aria-hidden />
            {t('tunemind.listen.stop')}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={() => void play()}>
            <Waves aria-hidden />
            {t('tunemind.listen.play')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={download}>
          <Download aria-hidden />
          {t('tunemind.listen.download')}
        </Button>
      </div>
    </section>
  );
}
