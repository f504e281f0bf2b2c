/**
 * The Text Visualisation card's colours computed from the characters it draws, not from a value
 * per character of the whole text: for a 1 MB text, building a million colour values (and code
 * points) on the page's thread to draw 100 gradient stops and the first TEXT_PREVIEW characters
 * was a long task of its own (issue 15). The results are the same as the whole-text functions'.
 */
import { codePointCount, colourMappingValue } from '@engine/characters';
import { characterColour, hslString, hueOf, type GradientStop } from '@engine/colour';

/** The first `limit` characters (code points) in runs of one colour-mapping colour. */
export function colourRuns(text: string, limit: number): { text: string; colour: string }[] {
  const runs: { text: string; colour: string }[] = [];
  let taken = 0;
  for (const char of text) {
    if (taken++ >= limit) break;
    const colour = characterColour(char.codePointAt(0)!);
    const last = runs[runs.length - 1];
    if (last && last.colour === colour) last.text += char;
    else runs.push({ text: char, colour });
  }
  return runs;
}

/** The code points at the given ascending code point indexes, in one walk of the text. */
function codePointsAt(text: string, indexes: readonly number[]): number[] {
  // Without surrogate pairs a code point index is a string index.
  if (codePointCount(text) === text.length) return indexes.map((index) => text.charCodeAt(index));
  const points: number[] = [];
  let wanted = 0;
  let index = 0;
  for (let unit = 0; unit < text.length && wanted < indexes.length; index++) {
    const point = text.codePointAt(unit)!;
    while (wanted < indexes.length && indexes[wanted] === index) {
      points.push(point);
      wanted++;
    }
    unit += point > 0xffff ? 2 : 1;
  }
  return points;
}

/** gradientStops(colourValues(text), count) without the per-character values: the same stops. */
export function textGradientStops(text: string, count = 100): GradientStop[] {
  const length = codePointCount(text);
  const n = Math.min(length, Math.max(0, Math.floor(count)));
  if (n === 0) return [];
  const positions = Array.from({ length: n }, (_, i) => (n === 1 ? 0 : i / (n - 1)));
  const points = codePointsAt(
    text,
    positions.map((position) => Math.round(position * (length - 1))),
  );
  return positions.map((position, i) => {
    const spectralValue = colourMappingValue(points[i]!);
    return {
      position: Math.round(position * 10_000) / 100,
      spectralValue,
      colour: hslString(hueOf(spectralValue)),
    };
  });
}

/** The card's gradient bar: a CSS gradient of the text's stops, or none under two stops. */
export function textGradient(text: string, count = 100): string | undefined {
  const stops = textGradientStops(text, count);
  return stops.length < 2
    ? undefined
    : `linear-gradient(90deg, ${stops.map((stop) => `${stop.colour} ${stop.position}%`).join(', ')})`;
}
