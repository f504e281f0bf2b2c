/**
 * Local replies of the Framed Text Interaction: the chat reply (about the slider the user moved,
 * compared with the original analysis values) and the reanalysis with adjusted values. Both say
 * which phrase of the original holds an axis where it is and what would move it, using the
 * rewriter for a concrete gentler wording when the move is toward warmth or coherence.
 */
import { AXIS_KEYS, type AxesResult } from '@engine/axes';
import { tensionDetected, toneLensSummary } from '@engine/dimensions';
import { deepDiveReading, suggestionFor } from '@engine/voice';
import type { AxisKey } from '@engine/lexicons';
import type { EmotionalValues } from '@contract/common';
import type { ChatMessage } from '@contract/framed';
import { earlierReplies, questionsIn, repliesToSameMessage, type Question } from './conversation';
import { axisReading, type AxisReading, type Direction, type Reading } from './reading';
import { rewordToward } from './reword';
import { rewriteText } from './rewrite/rewrite';
import { axisFigure, END_NOUNS, fmt, pick, polish, quoted, seedOf, shortQuote, termList } from './wording';

/** A slider change smaller than this is taken as untouched. */
export const MOVE_THRESHOLD = 0.05;

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

/** What a move toward each end does to how the text reads. */
const EFFECTS: Readonly<Record<`${AxisKey}:${Direction}`, string>> = {
  'warmthDetachment:high': 'the text would read warmer and more connected',
  'warmthDetachment:low': 'the text would read cooler and more distant',
  'certaintyAmbiguity:high': 'the text would sound surer and more settled',
  'certaintyAmbiguity:low': 'the text would leave more room for doubt',
  'intensityRestraint:high': 'the text would carry more heat and urgency',
  'intensityRestraint:low': 'the text would read calmer and more measured',
  'conflictCoherence:high': 'the parts of the text would hang together more',
  'conflictCoherence:low': 'the text would show more of its inner tension',
};

/** 'You turned warmth down from 0.67 to 0.30, so the text would read cooler and more distant.' */
function moveSentence(shift: Shift): string {
  const noun = END_NOUNS[shift.key].high;
  return (
    `You turned ${noun} ${shift.direction === 'high' ? 'up' : 'down'} from ${fmt(shift.from.value)} ` +
    `to ${fmt(shift.to.value)}, so ${EFFECTS[`${shift.key}:${shift.direction}`]}.`
  );
}

/** A version of the text the engine reads the way the slider moved, as a sentence; '' when none. */
function rewordedSentence(text: string, key: AxisKey, direction: Direction): string {
  const reworded = rewordToward(text, key, direction);
  return reworded ? `Reworded that way, it could read: ${quoted(reworded)}` : '';
}

/** 'less harsh' asks for the other end of what it names. */
function wanted(question: Question): { key: AxisKey; direction: Direction } {
  const axis = question.axis ?? { key: 'warmthDetachment' as const, direction: 'high' as const };
  const less = /\b(?:less|not so|not as|without sounding)\s+\w+/iu.test(question.text);
  return less ? { key: axis.key, direction: axis.direction === 'high' ? 'low' : 'high' } : axis;
}

function answer(question: Question, original: Reading): string {
  if (question.kind === 'reword') {
    const { key, direction } = wanted(question);
    const kinder =
      key === 'warmthDetachment' && direction === 'high' ? rewriteText(original.text).text : null;
    const wording = kinder && kinder !== original.text ? kinder : rewordToward(original.text, key, direction);
    if (!wording)
      return `I could not find a wording that ToneLens reads with more ${END_NOUNS[key][direction]}; ${HINTS[`${key}:${direction}`].replace(/ would carry it there\.$/u, ' would be the way')}.`;
    return `Here is one way to say it with more ${END_NOUNS[key][direction]}: ${quoted(wording)}`;
  }
  const axis =
    question.axis ??
    (original.dominant ? { key: original.dominant.key, direction: original.dominant.direction } : null);
  if (!axis)
    return `No dimension leans hard in your text: ${original.axes.map((item) => `${item.info.name} ${fmt(item.value)}`).join(', ')}.`;
  const reading = axisReading(axis.key, original.analysis[axis.key]);
  const phrase = original.phraseFor(axis.key, axis.direction);
  const source = phrase
    ? ` Most of it comes from ${quoted(phrase.quote)}${phrase.terms.length > 0 ? `, through ${termList(phrase.terms)}` : ''}.`
    : '';
  if (question.kind === 'why') {
    if (reading.direction === axis.direction)
      return `It reads with ${END_NOUNS[axis.key][axis.direction]} because ${axisFigure(reading)}.${source}`;
    return `ToneLens actually reads it the other way: ${axisFigure(reading)}.${phrase ? ` The part that could still sound that way is ${quoted(phrase.quote)}.` : ''}`;
  }
  return `${axisFigure(reading)}. ${deepDiveReading(reading.info, reading.value)}${source}`;
}

export const AXIS_WORDS: ReadonlyArray<[AxisKey, RegExp]> = [
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
  history: readonly ChatMessage[];
}

/** The main answer: the slider move, then each question in the message, in order. */
function mainAnswer(
  { userMessage, emotionalValues, original, alternative }: FramedReplyParts,
  seed: number,
): string {
  const parts: string[] = [];
  const moved = shifts(original.analysis, emotionalValues).find(
    (shift) => Math.abs(shift.delta) >= MOVE_THRESHOLD,
  );
  if (moved) {
    parts.push(moveSentence(moved), shiftAdvice(moved, original));
    const reworded = rewordedSentence(original.text, moved.key, moved.direction);
    if (reworded && !parts.some((part) => part.includes('One way to say it'))) parts.push(reworded);
    if (alternative) {
      const value = alternative.analysis[moved.key];
      const closer = Math.abs(value - moved.to.value) < Math.abs(moved.from.value - moved.to.value);
      parts.push(
        `The AI alternative reads ${fmt(value)} on this dimension, ${closer ? 'closer to' : 'no closer to'} where you set it.`,
      );
    }
  } else {
    parts.push('Your sliders still match the original reading.');
  }
  const questions = questionsIn(userMessage.text);
  if (questions.length > 1) parts.push(`You asked ${questions.length} things.`);
  for (const question of questions) parts.push(`On ${quoted(question.text)}: ${answer(question, original)}`);
  if (questions.length === 0) {
    const named = AXIS_WORDS.find(([, pattern]) => pattern.test(userMessage.text))?.[0];
    const focus = named ? axisReading(named, original.analysis[named]) : original.dominant;
    const said = userMessage.carrier ? shortQuote(userMessage.carrier) : userMessage.text.trim();
    const statement: Question = {
      text: said,
      kind: 'other',
      axis: focus ? { key: focus.key, direction: focus.direction } : null,
    };
    parts.push(`On ${quoted(said)}: ${answer(statement, original)}`);
  }
  if (!moved && questions.length === 0)
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

/** Other angles on the same message, for AI Response pressed again with nothing new said. */
function angles({ original, alternative }: FramedReplyParts): string[] {
  const out: string[] = [];
  const second = original.axes[1];
  if (second) {
    const toward: Direction = second.direction === 'high' ? 'low' : 'high';
    const phrase = original.phraseFor(second.key, second.direction);
    out.push(
      [
        `Another angle: ${axisFigure(second)}.`,
        phrase ? `That comes most from ${quoted(phrase.quote)}.` : '',
        rewordedSentence(original.text, second.key, toward).replace(
          'Reworded that way, it could read:',
          `Leaning toward ${END_NOUNS[second.key][toward]} instead, it could read:`,
        ),
      ]
        .filter(Boolean)
        .join(' '),
    );
  }
  if (alternative) {
    const moves = original.axes.map(
      (axis) => `${axis.info.name} ${fmt(axis.value)} → ${fmt(alternative.analysis[axis.key])}`,
    );
    out.push(`Compared with the AI alternative, the reading moves: ${moves.join('; ')}.`);
  }
  const sentences = original.text.split(/(?<=[.!?])\s+/u).filter((sentence) => sentence.trim() !== '');
  for (const sentence of sentences) {
    const rewritten = rewriteText(sentence).text;
    if (rewritten !== sentence) {
      out.push(`Looking at one sentence on its own: ${quoted(sentence)} could become ${quoted(rewritten)}`);
      break;
    }
  }
  return out;
}

export function framedReply(parts: FramedReplyParts): string {
  const { userMessage, original, history } = parts;
  const seed = seedOf(userMessage.text, original.text, String(history.length));
  const earlier = new Set(earlierReplies(history).map((reply) => polish(reply)));
  const again = repliesToSameMessage(userMessage.text, history);
  const options = [mainAnswer(parts, seed), ...angles(parts)].map(polish);
  // AI Response with no new message starts from a new angle; no reply is ever said twice.
  for (const option of options.slice(Math.min(again, options.length)))
    if (!earlier.has(option)) return option;
  for (const option of options) if (!earlier.has(option)) return option;
  const said = shortQuote({ quote: userMessage.text.replace(/\s+/gu, ' ').trim(), terms: [], weight: 0 });
  return `I have nothing new to add on ${quoted(said)} beyond my ${again === 1 ? 'last reply' : `last ${again} replies`}. Moving a slider, or asking about one phrase of your text, would give me something new to look at.`;
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
    ? `Tension would ${wasTense ? 'still' : 'now'} be detected. ${suggestionFor(original.text, adjusted).text ?? ''}`
    : wasTense
      ? 'The tension ToneLens found in the original would ease.'
      : 'No tension would be detected.';
  const biggest = changed[0]!;
  const reworded = rewordToward(original.text, biggest.key, biggest.direction);
  return [
    `Re-reading your text with the adjusted values: ${list}.`,
    `ToneLens would then read: ${toneLensSummary(adjusted)}`,
    tension,
    `The biggest change is ${biggest.from.info.name}: ${moveSentence(biggest).replace(/^You /u, 'you ')} ${shiftAdvice(biggest, original)}`,
    reworded ? `A version of your text that ToneLens reads that way: ${quoted(reworded)}` : '',
    `Does that adjusted reading match how you hoped this text would land?`,
  ]
    .filter(Boolean)
    .join(' ');
}
