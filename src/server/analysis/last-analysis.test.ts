import { describe, expect, it } from 'vitest';
import { computeAnalysis } from './compute';
import { LastAnalysis } from './last-analysis';
import { longText } from './testing';

describe('the last analysis a thread keeps', () => {
  it('answers only its own text and mode, and lets go after its time', async () => {
    const last = new LastAnalysis(100, 50);
    const text = longText(200, 1);
    const computed = computeAnalysis(text, 'full');
    last.keep(text, 'full', computed);
    expect(last.of(text, 'full')).toBe(computed);
    expect(last.of(text, 'tonelens')).toBeNull();
    expect(last.of(`${text} `, 'full')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(last.of(text, 'full')).toBeNull();
  });

  it('keeps nothing of a text shorter than its bound', () => {
    const last = new LastAnalysis(100, 60_000);
    const text = 'A short note.';
    last.keep(text, 'full', computeAnalysis(text, 'full'));
    expect(last.of(text, 'full')).toBeNull();
  });
});
