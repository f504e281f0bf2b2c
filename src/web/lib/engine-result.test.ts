import { describe, expect, it } from 'vitest';
import { analyse } from '@engine/analyse';
import { textPieces, toneCounts } from '@/features/analyser/sentences/sentence-marks';
import { pageResult, shownSentences, TEXT_PREVIEW } from './engine-result';

const SENTENCE = 'I love how we worked together, but I am not sure the plan is right. ';
const textOf = (length: number) => SENTENCE.repeat(Math.ceil(length / SENTENCE.length)).slice(0, length);

describe('the result as the page keeps it', () => {
  it('keeps a short text’s sentences whole, with their count', () => {
    const text = textOf(2_000);
    const result = analyse(text, 'full');
    const kept = pageResult(result);
    if (!('sentences' in kept)) throw new Error('a Full result has sentences');
    expect(kept.sentences).toEqual(result.sentences);
    expect(kept.sentenceCount).toBe(result.sentences.length);
    // Every other field as the engine gave it, in its place; the count comes last.
    expect(Object.keys(kept)).toEqual([...Object.keys(result), 'sentenceCount']);
  });

  it('keeps only the sentences a long text shows, and the count of all of them', () => {
    const text = textOf(200_000);
    const result = analyse(text, 'tonelens');
    const kept = pageResult(result);
    if (!('sentences' in kept)) throw new Error('a ToneLens result has sentences');
    expect(result.sentences.length).toBeGreaterThan(2_900);
    expect(kept.sentenceCount).toBe(result.sentences.length);
    expect(kept.sentences.length).toBeLessThan(result.sentences.length / 10);
    expect(kept.sentences).toEqual(result.sentences.slice(0, kept.sentences.length));
    expect(kept.sentences.at(-1)!.start).toBeLessThan(TEXT_PREVIEW);
    expect(result.sentences[kept.sentences.length]!.start).toBeGreaterThanOrEqual(TEXT_PREVIEW);
    // The card marks and counts exactly what it would with every sentence.
    expect(textPieces(text, kept.sentences)).toEqual(textPieces(text, result.sentences));
    expect(toneCounts(kept.sentences)).toEqual(toneCounts(result.sentences));
  });

  it('keeps none of an empty list', () => {
    expect(shownSentences([])).toEqual({ sentences: [], sentenceCount: 0 });
  });
});
