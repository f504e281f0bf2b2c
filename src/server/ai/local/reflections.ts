/**
 * Reflections and open questions per lean (axis × direction): what the local engine says back
 * about a phrase, and the one question it asks. `{q}` is replaced by the quoted phrase.
 */
import type { AxisKey } from '@engine/lexicons';
import { isAboutAnotherPerson } from '@engine/voice';
import type { Direction, Reading } from './reading';
import { pick, quoted, seedOf, shortQuote } from './wording';

export type Lean = `${AxisKey}:${Direction}` | 'even';

const REFLECTIONS: Readonly<Record<Lean, readonly string[]>> = {
  'warmthDetachment:high': [
    'When you write {q}, care comes through plainly: you are reaching toward someone.',
    '{q} carries real warmth; there is someone, or something, you feel close to here.',
  ],
  'warmthDetachment:low': [
    'When you write {q}, it sounds like you are keeping some distance, perhaps because closeness has felt costly lately.',
    '{q} holds people at arm’s length; that often happens when we feel unseen or worn out.',
  ],
  'certaintyAmbiguity:high': [
    '{q} sounds settled: you know where you stand on this.',
    'There is conviction in {q}; you are not leaving much room for doubt.',
  ],
  'certaintyAmbiguity:low': [
    '{q} sounds like you are still searching, not yet sure what is true or what you want.',
    'There is a question living inside {q}, and it is all right not to have the answer yet.',
  ],
  'intensityRestraint:high': [
    '{q} carries a lot of charge: this matters to you, and the feeling is close to the surface.',
    'The energy in {q} runs high; something here has pushed hard against you.',
  ],
  'intensityRestraint:low': [
    '{q} is quiet and measured; the feeling may be held back rather than absent.',
    'You say {q} softly, and sometimes calm words hold something larger.',
  ],
  'conflictCoherence:high': [
    '{q} feels whole: your thoughts and feelings point the same way here.',
    'There is a settled sense in {q}; the parts of what you feel agree with each other.',
  ],
  'conflictCoherence:low': [
    '{q} pulls in more than one direction at once: part of you wants one thing, part another.',
    'In {q} different feelings compete, and that tug-of-war can be exhausting.',
  ],
  even: [
    '{q} reads as even and steady: the feelings are present without pushing hard one way.',
    'There is balance in {q}; nothing in it is shouting over the rest.',
  ],
};

const QUESTIONS: Readonly<Record<Lean, readonly string[]>> = {
  'warmthDetachment:high': [
    'Who are you feeling closest to as you write this, and what would you like them to know?',
    'What would it mean to let the person behind {s} hear exactly this?',
  ],
  'warmthDetachment:low': [
    'What would need to happen for you to feel a little closer to the people in {s}?',
    'What is the distance in {s} protecting you from?',
  ],
  'certaintyAmbiguity:high': [
    'What makes you so sure about {s}, and is there any part of it you would still like to test?',
    'If someone saw this differently, what would you want to understand about their view?',
  ],
  'certaintyAmbiguity:low': [
    'If you had to guess, what do you already know about {s} that you have not said yet?',
    'What would help you feel even slightly more certain about what you want here?',
  ],
  'intensityRestraint:high': [
    'What is the feeling underneath {s} asking you to do right now?',
    'If the heat in {s} could speak calmly for a moment, what would it say it needs?',
  ],
  'intensityRestraint:low': [
    'If you let the feeling in {s} be a little louder, what would it say?',
    'What are you holding back in {s}, and what would happen if you said it plainly?',
  ],
  'conflictCoherence:high': [
    'What helped you arrive at a feeling this clear?',
    'How would you like to act on the clarity in {s}?',
  ],
  'conflictCoherence:low': [
    'Which of the pulls in {s} feels most like you right now?',
    'If both sides of {s} were allowed to be true, what would you do next?',
  ],
  even: [
    'What would you most like someone to understand after reading this?',
    'Is there a feeling under these words that has not found its way onto the page yet?',
  ],
};

/**
 * Questions for a text about no one else (issue 12 "One voice"): where the general question
 * assumes people in the text, a solo text is asked about the writer instead.
 */
const SOLO_QUESTIONS: Readonly<Partial<Record<Lean, readonly string[]>>> = {
  'warmthDetachment:high': [
    'Who or what are you feeling closest to as you write this?',
    'What would it mean to offer yourself the same care you show in {s}?',
  ],
  'warmthDetachment:low': [
    'What would need to happen for you to feel a little less alone with {s}?',
    'What is the distance in {s} protecting you from?',
  ],
};

export function leanOf(reading: Reading): Lean {
  const { dominant } = reading;
  return dominant ? `${dominant.key}:${dominant.direction}` : 'even';
}

function fill(template: string, reading: Reading): string {
  const quote = reading.carrier ? quoted(reading.carrier.quote) : 'this';
  const short = reading.carrier ? quoted(shortQuote(reading.carrier)) : 'this';
  const filled = template.replaceAll('{q}', quote).replaceAll('{s}', short);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

/** Says the carrier phrase back with what its lean suggests. */
export function reflection(reading: Reading): string {
  return fill(pick(REFLECTIONS[leanOf(reading)], seedOf(reading.text, 'reflection')), reading);
}

/** One open question shaped by the text's lean. */
export function openQuestion(reading: Reading): string {
  const lean = leanOf(reading);
  const solo = isAboutAnotherPerson(reading.text) ? undefined : SOLO_QUESTIONS[lean];
  return fill(pick(solo ?? QUESTIONS[lean], seedOf(reading.text, 'question')), reading);
}

/** Fills {q} and {s} of a caller's own template with the reading's phrase. */
export function withPhrase(template: string, reading: Reading): string {
  return fill(template, reading);
}
