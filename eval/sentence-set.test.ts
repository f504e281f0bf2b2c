import { describe, expect, it } from 'vitest';
import { SENTENCE_SET, type SetSentence } from './sentence-set';
import { analyse } from '../src/engine/analyse';

const AXES = {
  warmth: 'warmthDetachment',
  certainty: 'certaintyAmbiguity',
  intensity: 'intensityRestraint',
  coherence: 'conflictCoherence',
} as const;

/** The judgements of one sentence that its reading gets wrong, as 'axis: value'. */
function misses(sentence: SetSentence): string[] {
  const result = analyse(sentence.text, 'tonelens');
  const wrong: string[] = [];
  for (const [name, key] of Object.entries(AXES) as [keyof typeof AXES, (typeof AXES)[keyof typeof AXES]][]) {
    const value = result[key];
    if ((value - 0.5) * sentence.lean[name] <= 0) wrong.push(`${name} ${value}`);
  }
  if (result.sentimentScore * sentence.lean.sentiment <= 0) wrong.push(`sentiment ${result.sentimentScore}`);
  return wrong;
}

describe('the sentence set (issue 12)', () => {
  it('has at least 60 sentences of every kind the issue names', () => {
    expect(SENTENCE_SET.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(SENTENCE_SET.map((sentence) => sentence.kind));
    expect([...kinds].sort()).toEqual(
      ['agitated', 'angry', 'calm', 'decided', 'loving', 'negated', 'settled', 'torn', 'unsure'].sort(),
    );
  });

  it('leans the right way on at least 90 % of its judgements (issue 12)', () => {
    const wrong = SENTENCE_SET.flatMap((sentence) =>
      misses(sentence).map((miss) => `${sentence.text} → ${miss}`),
    );
    const judgements = SENTENCE_SET.length * 5;
    // The misses are the failure message, so a failure says which readings went wrong.
    // 33 of 340 judgements miss (90.3 %; 49 before the soft EmoBank targets and the calm-warm and
    // angry emotions placed between the poles, ADR 0004 third step, retrained after ADR 0021): what is left is mostly
    // mixed feelings read warm or certain, and decided sentences read a little intense.
    expect(wrong.length, wrong.join('\n')).toBeLessThanOrEqual(Math.floor(judgements * 0.1));
  });

  it('no longer reads the furious journal text of issue 12 as warm', () => {
    const furious = analyse(SENTENCE_SET[0]!.text, 'tonelens');
    expect(furious.warmthDetachment).toBeLessThan(0.4);
    expect(furious.toneLensSummary).not.toContain('warm and connected');
    const never = analyse('You never listen, you only ever think about yourself.', 'tonelens');
    expect(never.warmthDetachment).toBeLessThan(0.4);
  });

  it('reads "nobody" as a negator and a negation as no doubt (issue 12)', () => {
    // 'cares' in the scope of 'nobody' is no caring: warmth 0.95 before, now cool.
    expect(analyse('Honestly, nobody cares about my work.', 'tonelens').warmthDetachment).toBeLessThan(0.4);
    // "not happy" is unhappy, not unsure: certainty 0.34 before.
    const notHappy = analyse('I am not happy at all.', 'tonelens');
    expect(notHappy.certaintyAmbiguity).toBeGreaterThan(0.5);
    expect(notHappy.sentimentScore).toBeLessThan(0);
  });
});
