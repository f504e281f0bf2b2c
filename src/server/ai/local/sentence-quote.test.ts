/**
 * Issue 12: the built-in AI quotes the sentence that carries the tone it talks about, chosen by
 * the engine's per-sentence reading when the analysis has one.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { createLocalProvider } from './local-provider';
import { readText } from './reading';

/** Every axis neutral, so the one the test raises is the dominant tone. */
const CALM = {
  warmthDetachment: 0.5,
  certaintyAmbiguity: 0.5,
  intensityRestraint: 0.5,
  conflictCoherence: 0.5,
};
const TEXT = 'The meeting is at noon. I am FURIOUS!!! I will bring the notes.';

describe('the quoted sentence', () => {
  it('is the sentence the engine reads furthest toward the dominant tone', () => {
    const analysis = analyse(TEXT, 'full');
    const reading = readText(TEXT, analysis);
    const dominant = reading.dominant!;
    expect(dominant).not.toBeNull();
    const lean = (value: number) => (dominant.direction === 'high' ? value - 0.5 : 0.5 - value);
    const carrier = analysis.sentences.reduce((a, b) =>
      lean(b[dominant.key]) > lean(a[dominant.key]) ? b : a,
    );
    expect(reading.carrier?.quote).toBe(TEXT.slice(carrier.start, carrier.end));
  });

  it('follows the engine’s sentences, not the lexicon, when they point elsewhere', () => {
    const analysis = analyse(TEXT, 'full');
    // The engine reads the first (plain) sentence as the most intense one: the quote follows it.
    const sentences = analysis.sentences.map((tone, index) => ({
      ...tone,
      intensityRestraint: index === 0 ? 0.95 : 0.5,
    }));
    const reading = readText(TEXT, { ...analysis, ...CALM, intensityRestraint: 0.9, sentences });
    expect(reading.dominant?.key).toBe('intensityRestraint');
    expect(reading.carrier?.quote).toBe('The meeting is at noon.');
  });

  it('falls back to the lexicon’s hits for an analysis without sentences', () => {
    const analysis = analyse(TEXT, 'full');
    const reading = readText(TEXT, { ...analysis, ...CALM, intensityRestraint: 0.9, sentences: [] });
    expect(reading.carrier?.quote).toBe('I am FURIOUS!!!');
  });

  it('is what the AI reading quotes', async () => {
    const analysis = analyse(TEXT, 'full');
    const reading = readText(TEXT, analysis);
    const reply = await createLocalProvider().enhancedAnalysis({ text: TEXT, analysis });
    expect(reply.conversationalResponse).toContain(`“${reading.carrier!.quote}”`);
  });
});
