/**
 * Local replies of the Framed Text Interaction: the chat reply (about the slider the user moved,
 * compared with the original analysis values) and the reanalysis with adjusted values. Both say
 * which phrase of the original holds an axis where it is and what would move it, using the
 * rewriter for a concrete gentler wording when the move is toward warmth or coherence.
 */
import { AXIS_KEYS, type AxesResult } from '@engine/axes';
import { dimensionBand, echoSuggestion, tensionDetected, toneLensSummary } from '@engine/dimensions';
import type { AxisKey } from '@engine/lexicons';
import type { EmotionalValues } from '@contract/common';
import { axisReading, type AxisReading, type Direction, type Reading } from './reading';
import { rewriteText } from './rewrite/rewrite';
import { fmt, pick, quoted, seedOf, shortQuote, termList } from './wording';

/** A slider change smaller than this is taken as untouched. */
const MOVE_THRESHOLD = 0.05;

export interface Shift {
  key: AxisKey;
  from: AxisReading;
  to: AxisReading;
  delta: number;
  direction: Direction;
}

export function shifts(original: AxesResult, adjusted: EmotionalValues): Shift[] {
  return AXIS_KEYS.map((key) => {
    const delta = adjusted[key] - original[key];
    return {
      key,
      from: axisReading(key, original[key]),
      to: axisReading(key, adjusted[key]),
      delta,
      direction: (delta >= 0 ? 'high' : 'low') as Direction,
    };
  }).sort((a, b) => Math.abs(b.delta) - Math.abs(a.delta));
}

const HINTS: Readonly<Record<`${AxisKey}:${Direction}`, string>> = {
  'warmthDetachment:high':
    'Naming what you appreciate, or what you hope for between you, would carry it there.',
  'warmthDetachment:low': 'Stating the facts and leaving out the words of feeling would carry it there.',
  'certaintyAmbiguity:high':
    'Saying what you know plainly, without “maybe” or “I guess”, would carry it there.',
  'certaintyAmbiguity:low': 'Leaving room for doubt (“I wonder whether…”, “perhaps”) would carry it there.',
  'intensityRestraint:high': 'Stronger, more vivid words for the feeling would carry it there.',
  'intensityRestraint:low': 'Fewer intensifiers, capitals and exclamation marks would carry it there.',
  'conflictCoherence:high':
    'Saying how the parts connect (“because”, “so”) instead of setting them against each other with “but” would carry it there.',
  'conflictCoherence:low':
    'Letting the competing feelings stand side by side, unresolved, would carry it there.',
};

/** Where the original stands on the shifted axis and what would move it the way the user moved it. */
function shiftAdvice(shift: Shift, original: Reading): string {
  const parts: string[] = [];
  const against = original.phraseFor(shift.key, shift.direction === 'high' ? 'low' : 'high');
  const along = original.phraseFor(shift.key, shift.direction);
  if (against) {
    parts.push(
      `In your text, ${quoted(against.quote)} is what holds it at ${fmt(shift.from.value)}` +
        (against.terms.length > 0 ? `, through ${termList(against.terms)}.` : '.'),
    );
  } else if (along) {
    parts.push(`Your text already leans that way in ${quoted(along.quote)}.`);
  }
  const softer =
    shift.direction === 'high' && (shift.key === 'warmthDetachment' || shift.key === 'conflictCoherence');
  const calmer = shift.direction === 'low' && shift.key === 'intensityRestraint';
  if (against && (softer || calmer)) {
    const rewritten = rewriteText(against.quote.replace(/^…|…$/gu, '')).text;
    if (rewritten !== against.quote.replace(/^…|…$/gu, '')) {
      parts.push(`One way to say it that moves in that direction: ${quoted(rewritten)}`);
      return parts.join(' ');
    }
  }
  parts.push(HINTS[`${shift.key}:${shift.direction}`]);
  return parts.join(' ');
}

function moveSentence(shift: Shift): string {
  const toward = shift.direction === 'high' ? shift.from.info.highLabel : shift.from.info.lowLabel;
  return (
    `You moved ${shift.from.info.name} from ${fmt(shift.from.value)} (${shift.from.level}) ` +
    `to ${fmt(shift.to.value)} (${shift.to.level}), toward ${toward}.`
  );
}

const AXIS_WORDS: ReadonlyArray<[AxisKey, RegExp]> = [
  ['warmthDetachment', /\b(?:warm\w*|cold\w*|detach\w*|distant|connect\w*|kind\w*)\b/iu],
  ['certaintyAmbiguity', /\b(?:certain\w*|sure|clear\w*|vague|ambigu\w*|uncertain\w*|doubt\w*)\b/iu],
  ['intensityRestraint', /\b(?:intens\w*|calm\w*|restrain\w*|strong\w*|angry|energy|subdued|loud)\b/iu],
  ['conflictCoherence', /\b(?:conflict\w*|coheren\w*|mixed|torn|unified|consistent|contradict\w*)\b/iu],
];

export interface FramedReplyParts {
  userMessage: Reading;
  emotionalValues: EmotionalValues;
  original: Reading;
  alternative: Reading | null;
  historyLength: number;
}

export function framedReply({
  userMessage,
  emotionalValues,
  original,
  alternative,
  historyLength,
}: FramedReplyParts): string {
  const seed = seedOf(userMessage.text, original.text, String(historyLength));
  const parts: string[] = [];
  const asked = userMessage.carrier ? shortQuote(userMessage.carrier) : null;
  if (asked) parts.push(`On ${quoted(asked)}:`);

  const moved = shifts(original.analysis, emotionalValues).find(
    (shift) => Math.abs(shift.delta) >= MOVE_THRESHOLD,
  );
  if (moved) {
    parts.push(moveSentence(moved), shiftAdvice(moved, original));
    if (alternative) {
      const value = alternative.analysis[moved.key];
      const closer = Math.abs(value - moved.to.value) < Math.abs(moved.from.value - moved.to.value);
      parts.push(
        `The AI alternative reads ${fmt(value)} on this dimension, ${closer ? 'closer to' : 'no closer to'} where you set it.`,
      );
    }
    const name = moved.from.info.name.split(' vs ')[moved.direction === 'high' ? 0 : 1]!.toLowerCase();
    parts.push(
      pick(
        [
          `Does ${moved.to.level.toLowerCase()} ${name} feel closer to what you meant, or is there a word in the original you would keep exactly as it is?`,
          `What would change for you if the text really read at ${fmt(moved.to.value)} on ${moved.from.info.name}?`,
          `Who is this text for, and how would you like them to feel when it reads with more ${name}?`,
        ],
        seed,
      ),
    );
    return parts.join(' ');
  }

  const named = AXIS_WORDS.find(([, pattern]) => pattern.test(userMessage.text))?.[0];
  const focus = named ? axisReading(named, original.analysis[named]) : original.dominant;
  parts.push('Your sliders still match the original reading.');
  if (focus) {
    parts.push(
      `${focus.info.name} reads ${fmt(focus.value)} (${focus.level}, toward ${focus.endLabel}).`,
      focus.info.readings[dimensionBand(focus.value)],
    );
    const phrase = original.phraseFor(focus.key, focus.direction) ?? original.carrier;
    if (phrase) parts.push(`Most of it comes from ${quoted(phrase.quote)}.`);
  } else if (original.carrier) {
    parts.push(`All four dimensions sit near the middle; ${quoted(original.carrier.quote)} sets the tone.`);
  }
  parts.push(
    pick(
      [
        'Which dimension would you like this text to move along? Try a slider and ask again, and I will show you which words hold it in place.',
        'If you could change one thing about how this text lands, what would it be? Move that slider and ask again.',
      ],
      seed,
    ),
  );
  return parts.join(' ');
}

export function reanalysis(original: Reading, adjusted: EmotionalValues): string {
  const all = shifts(original.analysis, adjusted);
  const changed = all.filter((shift) => Math.abs(shift.delta) >= 0.01);
  if (changed.length === 0) {
    return (
      `The adjusted values match the original analysis: ${original.analysis.toneLensSummary} ` +
      'Move a slider to explore how a different reading of this text would feel.'
    );
  }
  const list = changed
    .map(
      (shift) =>
        `${shift.from.info.name} ${fmt(shift.from.value)} → ${fmt(shift.to.value)} (${shift.from.level} → ${shift.to.level})`,
    )
    .join('; ');
  const wasTense = original.analysis.tensionDetected;
  const isTense = tensionDetected(adjusted);
  const tension = isTense
    ? `Tension would ${wasTense ? 'still' : 'now'} be detected. ${echoSuggestion(adjusted).text}`
    : wasTense
      ? 'The tension ToneLens found in the original would ease.'
      : 'No tension would be detected.';
  const biggest = changed[0]!;
  return [
    `Re-reading your text with the adjusted values: ${list}.`,
    `ToneLens would then read: ${toneLensSummary(adjusted)}`,
    tension,
    `The biggest change is ${biggest.from.info.name}. ${shiftAdvice(biggest, original)}`,
    `Does that adjusted reading match how you hoped this text would land?`,
  ].join(' ');
}
