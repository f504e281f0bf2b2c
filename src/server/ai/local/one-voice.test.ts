/**
 * Issue 12 "One voice": the built-in AI's reading gives the same advice as the tension panel
 * (the engine's one suggestion) and speaks of "the two of you" only for a text about another person.
 */
import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import type { AxesResult } from '@engine/axes';
import { suggestionFor } from '@engine/voice';
import type { AnalysedText } from '../provider';
import { createLocalProvider } from './local-provider';

const provider = createLocalProvider();

/** A real analysis of the text with its four axes set, so each branch of the rule is reached. */
function withAxes(text: string, axes: AxesResult): AnalysedText {
  const analysis = { ...analyse(text, 'full'), ...axes };
  const suggestion = suggestionFor(text, axes);
  return {
    text,
    analysis: {
      ...analysis,
      tensionDetected: suggestion.mode !== 'none',
      echoRoomSuggestion: suggestion.text,
    },
  };
}

const POLARISED: AxesResult = {
  warmthDetachment: 0.95,
  certaintyAmbiguity: 0.05,
  intensityRestraint: 0.5,
  conflictCoherence: 0.5,
};
const SOLO = 'I have decided. I am leaving the job on Friday and I know it is the right choice.';
const ABOUT_HIM = 'He keeps bringing up the same argument about money and we never settle it.';
const RELATIONAL = /Thread Return|Message Echo|two of you|both of you|between you/u;

async function reading(input: AnalysedText): Promise<string> {
  return (await provider.enhancedAnalysis(input)).conversationalResponse;
}

describe('one voice in the built-in AI reading', () => {
  it('a solo decision gets the guided reflection, never Thread Return or “the two of you”', async () => {
    const input = withAxes(SOLO, POLARISED);
    expect(input.analysis.echoRoomSuggestion).toMatch(/^Guided reflection:/u);
    const reply = await reading(input);
    expect(reply).toContain('A guided reflection fits here');
    expect(reply).not.toMatch(RELATIONAL);
    expect(reply).not.toMatch(/Solo Echo/u);
  });

  it('a text about another person with the same numbers gets Thread Return, as the panel does', async () => {
    const input = withAxes(ABOUT_HIM, POLARISED);
    expect(input.analysis.echoRoomSuggestion).toMatch(/^Thread Return:/u);
    const reply = await reading(input);
    expect(reply).toContain('Thread Return can help you');
    expect(reply).not.toMatch(/Solo Echo|Message Echo|guided reflection/u);
  });

  it('names no mode when there is no tension', async () => {
    const input = withAxes(SOLO, { ...POLARISED, warmthDetachment: 0.5, certaintyAmbiguity: 0.5 });
    expect(input.analysis.echoRoomSuggestion).toBeNull();
    expect(await reading(input)).not.toMatch(/Solo Echo|Message Echo|Thread Return|guided reflection/u);
  });

  it('asks a solo writer about themselves, not about “the people” in the text', async () => {
    for (const text of ['I feel nothing about the move. It is just a task.', 'Cold day. Nothing matters.']) {
      const input = withAxes(text, { ...POLARISED, warmthDetachment: 0.1, certaintyAmbiguity: 0.5 });
      expect(await reading(input)).not.toMatch(/the people in|the person behind/u);
    }
  });
});
