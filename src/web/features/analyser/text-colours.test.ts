import { describe, expect, it } from 'vitest';
import { codePoints } from '@engine/characters';
import { characterColour, colourValues, gradientStops } from '@engine/colour';
import { colourRuns, textGradientStops } from './text-colours';

/** The whole-text computation the card used before: one value per character. */
function runsOfWholeText(text: string, limit: number) {
  const runs: { text: string; colour: string }[] = [];
  for (const point of codePoints(text).slice(0, limit)) {
    const colour = characterColour(point);
    const last = runs[runs.length - 1];
    if (last && last.colour === colour) last.text += String.fromCodePoint(point);
    else runs.push({ text: String.fromCodePoint(point), colour });
  }
  return runs;
}

const TEXTS = [
  '',
  'a',
  'Hi!',
  'I am so grateful for your help. I feel a little anxious about tomorrow. '.repeat(300),
  'Joy 😀 and tears 😢, mixed: ü, é, 漢字 — and a lone \ud800 surrogate. '.repeat(40),
  '😀',
  '😀😢',
];

describe('textGradientStops', () => {
  it.each(TEXTS.map((text) => [text.slice(0, 30), text]))('equals the whole-text stops for %j', (_, text) => {
    for (const count of [1, 2, 100]) {
      expect(textGradientStops(text, count)).toEqual(gradientStops(colourValues(text), count));
    }
  });

  it('has at most 100 stops however long the text is', () => {
    const text = 'Calm. Angry! Unsure? '.repeat(50_000);
    const stops = textGradientStops(text);
    expect(stops).toHaveLength(100);
    expect(stops.at(-1)!.position).toBe(100);
  });
});

describe('colourRuns', () => {
  it.each(TEXTS.map((text) => [text.slice(0, 30), text]))('equals the whole-text runs for %j', (_, text) => {
    for (const limit of [0, 1, 5, 1200])
      expect(colourRuns(text, limit)).toEqual(runsOfWholeText(text, limit));
  });

  it('covers exactly the first characters up to the limit, emoji counted once', () => {
    const runs = colourRuns('😀ab😢cd', 4);
    expect(runs.map((run) => run.text).join('')).toBe('😀ab😢');
  });
});
