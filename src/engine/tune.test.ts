import { describe, expect, it } from 'vitest';
import { footerPreview, isValidToneParameters, musicQuery, musicRequestBody, parseTuneLink } from './tune';

describe('tone parameter validation (spec §5)', () => {
  it('accepts tone 0..1 inclusive, frequency above 0 and optional string text', () => {
    expect(isValidToneParameters({ tone: 0, frequency: 1 })).toBe(true);
    expect(isValidToneParameters({ tone: 1, frequency: 880, text: 'hi' })).toBe(true);
    expect(isValidToneParameters({ tone: 1.01, frequency: 880 })).toBe(false);
    expect(isValidToneParameters({ tone: -0.01, frequency: 880 })).toBe(false);
    expect(isValidToneParameters({ tone: 0.5, frequency: 0 })).toBe(false);
    expect(isValidToneParameters({ tone: 0.5, frequency: 440, text: 3 })).toBe(false);
    expect(isValidToneParameters({ tone: '0.5', frequency: 440 })).toBe(false);
    expect(isValidToneParameters(null)).toBe(false);
  });
});

describe('/tune-link parameters (spec §2)', () => {
  it('needs tone and frequency that parse to non-zero numbers', () => {
    expect(parseTuneLink('tone=0.512&frequency=558&text=hello')).toEqual({
      tone: 0.512,
      frequency: 558,
      text: 'hello',
    });
    expect(parseTuneLink('tone=0.5&frequency=550')).toEqual({ tone: 0.5, frequency: 550 });
    expect(parseTuneLink('tone=0&frequency=550')).toBeNull();
    expect(parseTuneLink('tone=0.5&frequency=0')).toBeNull();
    expect(parseTuneLink('tone=abc&frequency=550')).toBeNull();
    expect(parseTuneLink('frequency=550')).toBeNull();
    expect(parseTuneLink('')).toBeNull();
  });
});

describe('music service requests (spec §7)', () => {
  it('builds the direct link with tone to 3 decimals and text and lyrics cut to 500 characters', () => {
    const query = new URLSearchParams(musicQuery({ tone: 0.51234, frequency: 558, text: 'x'.repeat(600) }));
    expect(query.get('tone')).toBe('0.512');
    expect(query.get('frequency')).toBe('558');
    expect(query.get('text')).toHaveLength(500);
    expect(query.get('lyrics')).toHaveLength(500);
    expect(new URLSearchParams(musicQuery({ tone: 0.5, frequency: 550 })).has('text')).toBe(false);
  });
  it('sends text only when asked', () => {
    expect(musicRequestBody({ tone: 0.5, frequency: 550, text: 'hi' }, true)).toEqual({
      tone: 0.5,
      frequency: 550,
      text: 'hi',
    });
    expect(musicRequestBody({ tone: 0.5, frequency: 550, text: 'hi' }, false)).toEqual({
      tone: 0.5,
      frequency: 550,
    });
  });
  it('shows the first 50 characters in the footer', () => {
    expect(footerPreview('short')).toBe('short');
    expect(footerPreview('y'.repeat(51))).toBe('y'.repeat(50) + '...');
  });
});
