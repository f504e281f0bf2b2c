import { describe, expect, it } from 'vitest';
import { trainAll, type TrainingData } from './fit';

// A tiny fixture: enough rows for every model to fit, small enough to fit in a second.
const FIXTURE: TrainingData = {
  emobank: [
    { text: 'I am so happy and grateful today!', V: 4.2, A: 3.6, D: 3.4 },
    { text: 'This is a terrible, awful loss.', V: 1.8, A: 3.4, D: 2.6 },
    { text: 'The meeting is at noon in the hall.', V: 3.0, A: 2.6, D: 3.0 },
    { text: 'Maybe we could try again, I am not sure.', V: 2.9, A: 2.8, D: 2.7 },
    { text: 'We won! What an amazing, thrilling game!', V: 4.4, A: 4.2, D: 3.5 },
    { text: 'He sat quietly by the calm lake.', V: 3.4, A: 2.2, D: 3.1 },
  ].flatMap((row) => [row, row, row, row, row]),
  goemotions: [
    { text: 'Thank you so much, this is wonderful', label: 'positive' as const },
    { text: 'I hate this, it is awful', label: 'concerned' as const },
    { text: 'Wait, what do you mean by that?', label: 'reflective' as const },
    { text: 'The game starts at eight', label: 'neutral' as const },
  ].flatMap((row) => [row, row, row, row, row]),
  emotions: [
    { text: 'Thank you so much, I love you', emotion: 'gratitude' },
    { text: 'I hate this, it is awful', emotion: 'anger' },
    { text: 'Wait, what do you mean by that?', emotion: 'confusion' },
    { text: 'Yes, that is right, well done', emotion: 'approval' },
    { text: 'Oh no, I am so scared!', emotion: 'fear' },
    { text: 'The game starts at eight', emotion: 'neutral' },
    { text: 'I regret it so much, sorry', emotion: 'remorse' },
  ].flatMap((row) => [row, row, row, row, row]),
};

describe('trainAll', () => {
  it('writes the same bytes on a re-run', () => {
    const first = trainAll(FIXTURE);
    const second = trainAll(FIXTURE);
    expect(Object.keys(first).sort()).toEqual([
      'axes.json',
      'axis-models.json',
      'classifier.json',
      'valence.json',
    ]);
    expect(second).toEqual(first);
  });

  it('learns the direction of the labels', () => {
    const files = trainAll(FIXTURE);
    const valence = JSON.parse(files['valence.json']!) as { weights: Record<string, number> };
    expect(valence.weights['$compound']).toBeGreaterThan(0);
    const classifier = JSON.parse(files['classifier.json']!) as {
      classes: string[];
      weights: Record<string, number[]>;
    };
    // Dense cues are always kept: the lexicon's compound pulls towards positive, away from concerned.
    const compound = classifier.weights['$compound']!;
    expect(compound[classifier.classes.indexOf('positive')]!).toBeGreaterThan(
      compound[classifier.classes.indexOf('concerned')]!,
    );
    const models = JSON.parse(files['axis-models.json']!) as {
      axes: Record<string, { bias: number; weights: Record<string, number> }>;
    };
    // 'love' and 'thank' only occur in the warm rows, 'hate' only in a detached one.
    expect(models.axes.warmthDetachment!.weights['love']).toBeGreaterThan(0);
    expect(models.axes.warmthDetachment!.weights['hate']).toBeLessThan(0);
  });
});
