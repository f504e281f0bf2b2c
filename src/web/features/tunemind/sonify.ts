/**
 * 'Listen to your text' (issue 8, beyond the spec): the text's Spectral Binary values as a short
 * melody. Each character is a note at its frequency (spec §9: 220 + value × 660 Hz), a word's
 * characters share its length in time (short words move quickly, long words linger), words are
 * separated by a rest and sentences by a longer one. The same samples are played and saved as WAV,
 * so what is downloaded is what was heard.
 */
import { frequencyHz } from '@engine/bands';
import { characterValue } from '@engine/characters';

export interface Note {
  frequency: number;
  /** Seconds from the start. */
  start: number;
  duration: number;
}

export const MAX_NOTES = 240;
export const SAMPLE_RATE = 22_050;
const WORD_SECONDS = 0.6;
const MIN_NOTE = 0.09;
const MAX_NOTE = 0.24;
const WORD_REST = 0.12;
const SENTENCE_REST = 0.36;
const PEAK_GAIN = 0.25;

export function melody(text: string): Note[] {
  const notes: Note[] = [];
  let time = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const characters = Array.from(word);
    const duration = Math.min(MAX_NOTE, Math.max(MIN_NOTE, WORD_SECONDS / characters.length));
    for (const character of characters) {
      if (notes.length === MAX_NOTES) return notes;
      const value = characterValue(character.codePointAt(0) ?? 0);
      notes.push({ frequency: frequencyHz(value), start: round(time), duration: round(duration) });
      time += duration;
    }
    time += /[.!?]$/.test(word) ? SENTENCE_REST : WORD_REST;
  }
  return notes;
}

const round = (seconds: number) => Math.round(seconds * 1e6) / 1e6;

/** Mono samples in -1..1: a sine per note with a 10 ms attack and a release over its last 40 %. */
export function renderMelody(notes: readonly Note[], sampleRate = SAMPLE_RATE): Float32Array<ArrayBuffer> {
  const last = notes.at(-1);
  const samples = new Float32Array(last ? Math.ceil((last.start + last.duration + 0.05) * sampleRate) : 0);
  for (const note of notes) {
    const first = Math.round(note.start * sampleRate);
    const count = Math.round(note.duration * sampleRate);
    const attack = Math.max(1, Math.round(0.01 * sampleRate));
    const releaseFrom = Math.round(count * 0.6);
    for (let i = 0; i < count; i++) {
      const envelope =
        i < attack ? i / attack : i < releaseFrom ? 1 : 1 - (i - releaseFrom) / (count - releaseFrom);
      samples[first + i]! += PEAK_GAIN * envelope * Math.sin((2 * Math.PI * note.frequency * i) / sampleRate);
    }
  }
  return samples;
}

/** 16-bit PCM mono WAV bytes of the samples. */
export function encodeWav(samples: Float32Array, sampleRate = SAMPLE_RATE): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const clamped = Math.max(-1, Math.min(1, samples[i]!));
    view.setInt16(44 + i * 2, Math.round(clamped * 0x7fff), true);
  }
  return bytes;
}
