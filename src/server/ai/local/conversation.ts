/**
 * What the framed chat's user asked: the questions in the latest message (a message may hold
 * several, one per line or sentence), what kind each is (a request to reword, a 'why', anything
 * else), the dimension it names, and whether AI Response was pressed again with no new message.
 */
import type { AxisKey } from '@engine/lexicons';
import type { ChatMessage } from '@contract/framed';
import type { Direction } from './reading';

export type QuestionKind = 'reword' | 'why' | 'other';

export interface Question {
  text: string;
  kind: QuestionKind;
  /** The dimension and end the question names ('cold' → warmth, low), when it names one. */
  axis: { key: AxisKey; direction: Direction } | null;
}

const QUESTION_START =
  /^(?:why|how|what|which|where|when|who|can|could|would|should|will|is|are|do|does|did|am|was|were|shall|may)\b/iu;

const REWORD =
  /\b(?:how (?:could|can|should|would|might|do|shall) I (?:say|phrase|word|write|put|make|tell|express)|(?:re)?(?:word|phrase|write)(?:ing)? it|reword|rephrase|rewrite|say it|put it|another way|better way to say|what (?:should|could|would) I (?:say|write))\b/iu;
const WHY = /^(?:why|how come|what makes)\b/iu;

/** Words that name one end of a dimension. */
const ENDS: ReadonlyArray<EndWords> = [
  [
    /\b(?:cold\w*|distant|detach\w*|harsh\w*|rude|mean|unkind|hostile|curt|blunt)\b/iu,
    'warmthDetachment',
    'low',
  ],
  [/\b(?:warm\w*|kind\w*|gentl\w*|nice\w*|friendl\w*|caring|soft\w*)\b/iu, 'warmthDetachment', 'high'],
  [/\b(?:uncertain\w*|unsure|vague|ambigu\w*|doubt\w*|hesitant|wishy)\b/iu, 'certaintyAmbiguity', 'low'],
  [/\b(?:certain\w*|sure|confident\w*|clear\w*|firm\w*|decisive)\b/iu, 'certaintyAmbiguity', 'high'],
  [/\b(?:calm\w*|quiet\w*|restrain\w*|subdued|mild\w*)\b/iu, 'intensityRestraint', 'low'],
  [
    /\b(?:intens\w*|angry|aggressive|loud|strong\w*|dramatic|heated|shout\w*)\b/iu,
    'intensityRestraint',
    'high',
  ],
  [/\b(?:conflict\w*|torn|mixed|contradict\w*|confus\w*|messy)\b/iu, 'conflictCoherence', 'low'],
  [/\b(?:coheren\w*|consistent|unified|connected|logical|make sense)\b/iu, 'conflictCoherence', 'high'],
];

/**
 * How a language asks (issue 18): the words that start a question, ask for a rewording or ask
 * why, name an end of a dimension, or ask for less of something. English is below; Spanish,
 * French and German are in phrases/questions.ts, read before English for a user of that language.
 */
export interface QuestionWords {
  /** Splits a message into sentences (a line break counts before a capital). */
  sentences: RegExp;
  /** A sentence that ends as a question, closing quotes and brackets allowed. */
  end: RegExp;
  start: RegExp;
  reword: RegExp;
  why: RegExp;
  less: RegExp;
  ends: ReadonlyArray<EndWords>;
}

export type EndWords = readonly [RegExp, AxisKey, Direction];

export const ENGLISH_QUESTIONS: QuestionWords = {
  // A line break starts a new sentence only after an end mark or before a capital: 'How would
  // this land\nwith them?' is one question.
  sentences: /(?<=[?.!])\s+|\n+(?=[A-Z])/u,
  end: /\?["”’)]*$/u,
  start: QUESTION_START,
  reword: REWORD,
  why: WHY,
  less: /\b(?:less|not so|not as|without sounding)\s+\w+/iu,
  ends: ENDS,
};

export function axisNamed(
  text: string,
  languages: readonly QuestionWords[] = [ENGLISH_QUESTIONS],
): Question['axis'] {
  for (const words of languages)
    for (const [pattern, key, direction] of words.ends) if (pattern.test(text)) return { key, direction };
  return null;
}

/**
 * The questions in a message, in order; a message with none is one statement. `languages` are
 * the ways of asking to look for, the user's own first (English alone by default).
 */
export function questionsIn(
  message: string,
  languages: readonly QuestionWords[] = [ENGLISH_QUESTIONS],
): Question[] {
  const sentences = message
    .split(languages[0]!.sentences)
    .map((sentence) => sentence.replace(/\s+/gu, ' '))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
  const any = (pick: (words: QuestionWords) => RegExp, text: string) =>
    languages.some((words) => pick(words).test(text));
  const asked = sentences.filter(
    (sentence) => any((words) => words.end, sentence) || any((words) => words.start, sentence),
  );
  return asked.map((text) => ({
    text,
    kind: any((words) => words.reword, text) ? 'reword' : any((words) => words.why, text) ? 'why' : 'other',
    axis: axisNamed(text, languages),
  }));
}

/** The AI's earlier replies, trimmed, for the no-repeat rule. */
export const earlierReplies = (history: readonly ChatMessage[]): string[] =>
  history.filter((message) => message.type === 'ai').map((message) => message.content.trim());

/**
 * How many replies the AI has already given to this same message: AI Response pressed with no new
 * message sends the latest user message again, with the replies to it after it in the history.
 */
export function repliesToSameMessage(message: string, history: readonly ChatMessage[]): number {
  let count = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const entry = history[i]!;
    if (entry.type === 'ai') count++;
    else return entry.content.trim() === message.trim() ? count : 0;
  }
  return 0;
}
