import { describe, expect, it } from 'vitest';
import { frequencyHz } from '@engine/bands';
import { characterValue } from '@engine/characters';
import { encodeWav, MAX_NOTES, melody, renderMelody, SAMPLE_RATE } from './sonify';

describe('Listen to your text: melody', () => {
  it('plays each character at its spectral frequency, a word’s notes sharing its length', () => {
    const notes = melody('Hi you');
    expect(notes.map((note) => note.frequency)).toEqual(
      [...'Hiyou'].map((character) => frequencyHz(characterValue(character.codePointAt(0)!))),
    );
    // 'Hi': two notes capped at 0.24 s; 'you': three of 0.2 s after a 0.12 s rest.
    expect(notes.map((note) => note.duration)).toEqual([0.24, 0.24, 0.2, 0.2, 0.2]);
    expect(notes[2]!.start).toBeCloseTo(0.6);
  });

  it('rests longer after a sentence and keeps long words brisk', () => {
    const notes = melody('Go. on');
    const stop = notes[2]!; // the '.' ends the first word
    expect(notes[3]!.start - (stop.start + stop.duration)).toBeCloseTo(0.36);
    expect(melody('extraordinarily')[0]!.duration).toBe(0.09);
  });

  it('is empty for a blank text and stops at the note limit', () => {
    expect(melody('  \n ')).toEqual([]);
    expect(melody('word '.repeat(200))).toHaveLength(MAX_NOTES);
  });
});

describe('Listen to your text: audio', () => {
  it('renders audible samples within -1..1 as long as the melody', () => {
    const notes = melody('Calm sea.');
    const samples = renderMelody(notes);
    const last = notes.at(-1)!;
    expect(samples.length).toBe(Math.ceil((last.start + last.duration + 0.05) * SAMPLE_RATE));
    const peak = samples.reduce((max, sample) => Math.max(max, Math.abs(sample)), 0);
    expect(peak).toBeGreaterThan(0.2);
    expect(peak).toBeLessThanOrEqual(0.25);
  });

  it('encodes a 16-bit mono PCM WAV file', () => {
    const samples = Float32Array.from([0, 0.5, -1, 1]);
    const wav = encodeWav(samples, 8000);
    const view = new DataView(wav.buffer);
    const text = (offset: number) => String.fromCharCode(...wav.slice(offset, offset + 4));
    expect([text(0), text(8), text(12), text(36)]).toEqual(['RIFF', 'WAVE', 'fmt ', 'data']);
    expect(view.getUint32(4, true)).toBe(36 + 8);
    expect(view.getUint16(22, true)).toBe(1);
    expect(view.getUint32(24, true)).toBe(8000);
    expect(view.getUint16(34, true)).toBe(16);
    expect([44, 46, 48, 50].map((offset) => view.getInt16(offset, true))).toEqual([0, 16384, -32767, 32767]);
  });
});
