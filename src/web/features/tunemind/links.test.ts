import { describe, expect, it } from 'vitest';
import { directLink, FRAME_ALLOW, FRAME_SANDBOX, generateEndpoint } from './links';

describe('TuneMind links (spec §7)', () => {
  it('posts to /api/generate under the configured URL, with or without a path or trailing slash', () => {
    expect(generateEndpoint('https://tunemind.example')).toBe('https://tunemind.example/api/generate');
    expect(generateEndpoint('https://tunemind.example/')).toBe('https://tunemind.example/api/generate');
    expect(generateEndpoint('https://tunemind.example/studio/')).toBe(
      'https://tunemind.example/studio/api/generate',
    );
  });

  it('opens the direct link with tone to 3 decimals, frequency, and text and lyrics cut to 500', () => {
    const text = 'é'.repeat(600);
    const url = new URL(
      directLink('https://tunemind.example/studio', { tone: 0.51234, frequency: 558, text }),
    );
    expect(url.origin + url.pathname).toBe('https://tunemind.example/studio');
    expect(url.searchParams.get('tone')).toBe('0.512');
    expect(url.searchParams.get('frequency')).toBe('558');
    expect(url.searchParams.get('text')).toBe('é'.repeat(500));
    expect(url.searchParams.get('lyrics')).toBe('é'.repeat(500));
    expect([...url.searchParams.keys()]).toEqual(['tone', 'frequency', 'text', 'lyrics']);
  });

  it('leaves text and lyrics out when there is no text', () => {
    expect(directLink('https://tunemind.example', { tone: 0.2, frequency: 352 })).toBe(
      'https://tunemind.example/?tone=0.200&frequency=352',
    );
  });

  it('frames TuneMind with exactly the spec’s sandbox and allow lists', () => {
    expect(FRAME_SANDBOX.split(' ')).toEqual([
      'allow-scripts',
      'allow-same-origin',
      'allow-forms',
      'allow-popups',
      'allow-downloads',
    ]);
    expect(FRAME_ALLOW.split('; ')).toEqual(['microphone', 'audio', 'autoplay']);
  });
});
