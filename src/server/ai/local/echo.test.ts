/**
 * EchoRoom's modes (issue 13): for the same text, Solo speaks to the inner experience, Message to
 * how the words may land on their reader, Thread to a recurring pattern; every mode (and the
 * Spectral Meaning lookup, the fourth) quotes what it was given, and no two replies are alike.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import type { AnalysedText, ReflectionMode } from '../provider';
import { createLocalProvider } from './local-provider';

const at = (text: string): AnalysedText => ({ text, analysis: analyse(text, 'full') });
const provider = createLocalProvider();
const TEXTS = [
  'You never listen to me and I am so tired of saying the same thing.',
  "I can't decide whether to take the job. Maybe I should, maybe not.",
  'Thank you for being there for me last night, it meant the world.',
  'The report is due on Friday.',
];
const MODES: readonly ReflectionMode[] = ['solo', 'message', 'thread'];

describe('EchoRoom modes', () => {
  it('quote the text and speak to inner experience, the reader, or a pattern', async () => {
    for (const text of TEXTS) {
      const replies = await Promise.all(
        MODES.map(
          async (mode) => (await provider.echoReply({ ...at(text), mode, original: null })).resonantReply,
        ),
      );
      const [solo, message, thread] = replies as [string, string, string];
      for (const reply of replies) expect(reply, text).toMatch(/“[^”]+”/u);
      expect(solo).toMatch(/Inside, “[^”]+” (?:sounds like|shows)/u);
      expect(message).toMatch(/To the person who reads it, “[^”]+” may land as/u);
      expect(thread).toMatch(/As part of a pattern, “[^”]+”/u);
      expect(new Set(replies).size).toBe(3);
    }
  });

  it('the Spectral Meaning lookup, the fourth mode, quotes its term and differs from the three', async () => {
    const term = 'tired';
    const spectral = await provider.defineTerm({ term, analysis: analyse(term, 'full') });
    expect(spectral.response).toMatch(/“tired”|‘tired’|"tired"|tired/u);
    const solo = await provider.echoReply({ ...at(term), mode: 'solo', original: null });
    expect(spectral.response).not.toBe(solo.resonantReply);
  });
});
