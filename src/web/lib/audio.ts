/**
 * Tone preview with Web Audio (spec §9): a sine wave whose gain ramps from 0 to a peak, then back
 * to 0 at the end. The analyser and the TuneMind dialog use the 1 s envelope (peak 0.2 at 0.1 s);
 * the bridge page the 2 s envelope (peak 0.3 at 0.1 s).
 */

export interface ToneEnvelope {
  durationSeconds: number;
  peakGain: number;
  attackSeconds: number;
}

export const SHORT_PREVIEW: ToneEnvelope = { durationSeconds: 1, peakGain: 0.2, attackSeconds: 0.1 };
export const LONG_PREVIEW: ToneEnvelope = { durationSeconds: 2, peakGain: 0.3, attackSeconds: 0.1 };

type AudioContextConstructor = typeof AudioContext;

function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const withPrefix = window as Window & { webkitAudioContext?: AudioContextConstructor };
  return window.AudioContext ?? withPrefix.webkitAudioContext ?? null;
}

export function isAudioSupported(): boolean {
  return audioContextClass() !== null;
}

let shared: AudioContext | null = null;

/** Plays the tone; resolves when it has finished. Throws when Web Audio is missing. */
export async function playTone(frequency: number, envelope: ToneEnvelope = SHORT_PREVIEW): Promise<void> {
  const Context = audioContextClass();
  if (!Context) throw new Error('Web Audio is not supported');
  shared ??= new Context();
  const context = shared;
  if (context.state === 'suspended') await context.resume();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  const start = context.currentTime;
  oscillator.type = 'sine';
  oscillator.frequency.setValueAtTime(frequency, start);
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(envelope.peakGain, start + envelope.attackSeconds);
  gain.gain.linearRampToValueAtTime(0, start + envelope.durationSeconds);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + envelope.durationSeconds);
  await new Promise<void>((resolve) => {
    oscillator.onended = () => resolve();
  });
  oscillator.disconnect();
  gain.disconnect();
}
