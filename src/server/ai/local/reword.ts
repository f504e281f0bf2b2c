/**
 * A reworded version of the user's text that moves the engine's own reading the way a slider
 * was moved: toward warmth it starts from the kinder rewrite and adds appreciation; toward
 * detachment it leaves out the words of feeling and steps back; toward certainty it says what
 * is known; toward ambiguity it leaves room for doubt; toward intensity or restraint it turns
 * the volume up or down; toward coherence it says how the parts connect; toward conflict it
 * lets the tension show. Candidates are checked with the engine, so the offered wording really
 * reads the way the user asked (the first that moves the axis wins; null when none does).
 */
import { analyse } from '@engine/analyse';
import type { AxisKey } from '@engine/lexicons';
import type { Direction } from './reading';
import { rewriteText } from './rewrite/rewrite';

/** A sentence that carries each end of each axis, in plain English. */
const CLOSERS: Readonly<Record<`${AxisKey}:${Direction}`, readonly string[]>> = {
  'warmthDetachment:high': [
    'I really appreciate you, and I care about how this goes for us.',
    'Thank you for hearing me out; I hope we can find a kind way through this together.',
  ],
  'warmthDetachment:low': [
    "I'd rather step away and deal with this alone for now.",
    'I am keeping my distance from this and leaving it there.',
  ],
  'certaintyAmbiguity:high': [
    'I know what I need here, and I am sure about it.',
    'This is clear to me, and I have decided.',
  ],
  'certaintyAmbiguity:low': [
    "Maybe I'm unsure about this; perhaps I could see it differently.",
    'I wonder whether I have understood it, and I might be missing something.',
  ],
  'intensityRestraint:high': [
    'This matters intensely to me, and it feels urgent.',
    'It feels overwhelming and I feel it fiercely.',
  ],
  'intensityRestraint:low': [
    "I'm calm about it, and we can take it slowly.",
    'Quietly, and with patience: we can ease into this.',
  ],
  'conflictCoherence:high': [
    'That is because it all fits together, and I understand why.',
    'It makes sense to me now, and we can agree on a plan.',
  ],
  'conflictCoherence:low': [
    "But I'm torn, and part of me disagrees.",
    'Yet I struggle with it, and something in me argues against it.',
  ],
};

/** Words of feeling that keep a text warm; stepping back leaves them out. */
const WARM_WORDS =
  /\b(?:really |so |very )?(?:love|care|thank(?:s| you)?|appreciate|grateful|kind|dear|sweet|happy|glad|hope|hug|miss|sorry|honey|darling|sweetheart)\b,?\s*/giu;

/** Drop the words of feeling, keeping the sentence readable. */
function withoutWarmth(text: string): string {
  return text
    .replace(WARM_WORDS, '')
    .replace(/\s{2,}/gu, ' ')
    .replace(/(^|[.!?]\s+)([a-z])/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    .trim();
}

function candidates(text: string, key: AxisKey, direction: Direction): string[] {
  const base = text.trim();
  const end = /[.!?…]["')\]”’]*$/u.test(base) ? base : `${base}.`;
  const closers = CLOSERS[`${key}:${direction}`];
  const kinder = rewriteText(end).text;
  // Every move but toward distance or more heat starts from the kinder rewrite: a wording
  // offered in the chat should not keep the shouting and insults of the original.
  const starts =
    key === 'warmthDetachment' && direction === 'low'
      ? [withoutWarmth(end), end]
      : key === 'intensityRestraint' && direction === 'high'
        ? [end]
        : [kinder, end];
  const out: string[] = [];
  for (const start of starts) {
    if (start !== end && start !== '') out.push(start);
    for (const closer of closers) out.push(`${start} ${closer}`.trim());
  }
  return out;
}

/** The first wording whose engine reading moves `key` in `direction`; null when none does. */
export function rewordToward(text: string, key: AxisKey, direction: Direction): string | null {
  if (text.trim() === '') return null;
  const before = analyse(text, 'tonelens')[key];
  for (const candidate of candidates(text, key, direction)) {
    const after = analyse(candidate, 'tonelens')[key];
    if (direction === 'high' ? after > before + 0.005 : after < before - 0.005) return candidate;
  }
  return null;
}
