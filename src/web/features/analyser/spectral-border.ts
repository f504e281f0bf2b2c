/**
 * The text area's border gradient (spec §2 "a text input whose border is a colour gradient derived
 * from the text"): a few evenly spaced characters, each in its colour-mapping colour (a character
 * outside the table is coloured as 0, spec §5). Sampling keeps it O(stops) however long the text is.
 */
import { characterColour } from '@engine/colour';

export const BORDER_STOPS = 16;

export function spectralBorder(text: string, stops = BORDER_STOPS): string | null {
  if (text.trim() === '') return null;
  const colours: string[] = [];
  const count = Math.min(stops, text.length);
  for (let i = 0; i < count; i++) {
    let index = count === 1 ? 0 : Math.round((i / (count - 1)) * (text.length - 1));
    // Step back from a low surrogate to the start of its pair.
    const unit = text.charCodeAt(index);
    if (unit >= 0xdc00 && unit <= 0xdfff && index > 0) index -= 1;
    const point = text.codePointAt(index) ?? 32;
    colours.push(characterColour(point));
  }
  if (colours.length === 1) colours.push(colours[0]!);
  return `linear-gradient(120deg, ${colours.join(', ')})`;
}
