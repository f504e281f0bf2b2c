/**
 * Local EchoRoom replies (spec §3 echo modes): name the reflection's lean and band, quote the
 * phrase that carries it, reflect it back and ask one open question shaped by the mode —
 * solo: internal overwhelm; message: decoding someone's reaction; thread: relational loops.
 */
import type { ReflectionMode } from '../provider';
import type { Reading } from './reading';
import { reflection, withPhrase } from './reflections';
import { END_NOUNS, fmt, pick, quoted, seedOf } from './wording';

export type EchoLean =
  | 'intensityRestraint:high'
  | 'conflictCoherence:low'
  | 'certaintyAmbiguity:low'
  | 'warmthDetachment:low'
  | 'warmthDetachment:high'
  | 'default';

export const ECHO_QUESTIONS: Readonly<Record<ReflectionMode, Readonly<Record<EchoLean, readonly string[]>>>> =
  {
    solo: {
      'intensityRestraint:high': [
        'If the feeling behind {s} had a volume dial, what would turning it down one notch look like?',
        'What is the loudest part of what you feel in {s}, and what does it need from you today?',
      ],
      'conflictCoherence:low': [
        'Which part of you is speaking loudest in {s}, and what does the quieter part want you to know?',
        'If the two pulls inside {s} could talk to each other, what would each one ask for?',
      ],
      'certaintyAmbiguity:low': [
        'Underneath the uncertainty in {s}, what is one thing you do know for sure?',
        'What is the smallest next step you could take without having everything figured out?',
      ],
      'warmthDetachment:low': [
        'Who, if anyone, would you want to see how much you are carrying in {s}?',
        'When did you last feel a little less alone with this, and what was different then?',
      ],
      'warmthDetachment:high': [
        'What would it feel like to offer yourself the same care you show in {s}?',
        'Who is the care in {s} for, and is any of it left over for you?',
      ],
      default: [
        'What feels most overwhelming right now, and what is one small piece of it you could set down today?',
        'If you gave the weight in {s} a name, what would you call it?',
      ],
    },
    message: {
      'intensityRestraint:high': [
        'What do you think was happening for them just before they reacted this strongly?',
        'What might the force behind {s} be protecting on their side?',
      ],
      'conflictCoherence:low': [
        'Which part of their reaction confuses you most, and what are two different ways you could read it?',
        'What would change if both readings of {s} were partly true?',
      ],
      'certaintyAmbiguity:low': [
        'If you could ask them one question to clear up what {s} meant, what would it be?',
        'What is the kindest reasonable reading of {s}, and what is the one you fear?',
      ],
      'warmthDetachment:low': [
        'Could the coolness you hear in {s} be distance, or might it be tiredness or worry on their side?',
        'What would you need to hear from them to know the distance in {s} is not about you?',
      ],
      'warmthDetachment:high': [
        'What in {s} tells you they care, and does your reply let them see you noticed?',
        'How might you answer the warmth in {s} in your own words?',
      ],
      default: [
        'What might they have been feeling when they wrote {s}, and what in their words makes you read it that way?',
        'If you read {s} in their voice, slowly, what do you hear that you missed the first time?',
      ],
    },
    thread: {
      'intensityRestraint:high': [
        'When this loop heats up, what is usually said just before it does?',
        'What would happen if one of you paused at {s} instead of answering straight away?',
      ],
      'conflictCoherence:low': [
        'What is the part of this you both keep coming back to, and what does each of you need from it?',
        'Where does {s} usually lead the two of you, and where would you rather it led?',
      ],
      'certaintyAmbiguity:low': [
        'What question keeps going unanswered between you in {s}?',
        'What would each of you need to be sure of for this loop to settle?',
      ],
      'warmthDetachment:low': [
        'What would one of you need to do differently for this loop to end somewhere warmer?',
        'When did the distance in {s} first start showing up between you?',
      ],
      'warmthDetachment:high': [
        'What has helped the two of you step out of this loop before?',
        'How could the care in {s} become the place you return to instead of the argument?',
      ],
      default: [
        'When have you found yourselves here before, and what usually happens right before you do?',
        'What part of {s} feels like a pattern rather than a one-off?',
      ],
    },
  };

const MODE_INTROS: Readonly<Record<ReflectionMode, string>> = {
  solo: 'Solo Echo, for what feels overwhelming inside:',
  message: 'Message Echo, for decoding someone’s reaction:',
  thread: 'Thread Return, for the loops between you and someone else:',
};

/** The echo question table's key for a reading: the dominant axis' end, or 'default'. */
export function echoLean(reading: Reading): EchoLean {
  const { dominant } = reading;
  if (!dominant) return 'default';
  const key = `${dominant.key}:${dominant.direction}`;
  return key in ECHO_QUESTIONS.solo ? (key as EchoLean) : 'default';
}

/** 'leans toward distance (Warmth vs Detachment 0.21, Low) and sits in the Harmony band (…)'. */
function leanPredicate(reading: Reading): string {
  const { dominant, band } = reading;
  const where = `the ${band.name} band (${band.keywords.join(', ')})`;
  if (!dominant) return `sits near the middle on all four dimensions, in ${where}`;
  return (
    `leans toward ${END_NOUNS[dominant.key][dominant.direction]} ` +
    `(${dominant.info.name} ${fmt(dominant.value)}, ${dominant.level}) and sits in ${where}`
  );
}

/**
 * What each mode looks at (issue 13): Solo at the inner experience behind the words, Message at
 * how the words may land on the person who reads them, Thread at the pattern they belong to.
 */
const FOCUS: Readonly<Record<ReflectionMode, Readonly<Record<EchoLean, string>>>> = {
  solo: {
    'intensityRestraint:high': 'Inside, {s} sounds like a feeling that is loud and hard to hold.',
    'conflictCoherence:low': 'Inside, {s} sounds like two pulls in you at once.',
    'certaintyAmbiguity:low': 'Inside, {s} sounds like a mind still looking for firm ground.',
    'warmthDetachment:low': 'Inside, {s} sounds like someone carrying this on their own.',
    'warmthDetachment:high': 'Inside, {s} sounds like care that is reaching outward.',
    default: 'Inside, {s} sounds like something you are still sorting through.',
  },
  message: {
    'intensityRestraint:high':
      'To the person who reads it, {s} may land as heated, and they may answer the heat rather than the point.',
    'conflictCoherence:low':
      'To the person who reads it, {s} may land as mixed, leaving them unsure which part to answer.',
    'certaintyAmbiguity:low':
      'To the person who reads it, {s} may land as unclear, so they may fill the gaps themselves.',
    'warmthDetachment:low':
      'To the person who reads it, {s} may land as cool or dismissive, even if that is not what you meant.',
    'warmthDetachment:high':
      'To the person who reads it, {s} may land as warm, an invitation to come closer.',
    default: 'To the person who reads it, {s} may land as fairly neutral, so the exact words will carry it.',
  },
  thread: {
    'intensityRestraint:high':
      'As part of a pattern, {s} sounds like a moment that has flared before and tends to escalate when it returns.',
    'conflictCoherence:low': 'As part of a pattern, {s} circles back to the same unresolved tension.',
    'certaintyAmbiguity:low': 'As part of a pattern, {s} keeps returning to the same open question.',
    'warmthDetachment:low':
      'As part of a pattern, {s} sounds like something that pulls the two of you further apart each time it repeats.',
    'warmthDetachment:high': 'As part of a pattern, {s} shows the care you keep coming back to.',
    default: 'As part of a pattern, {s} may be worth noticing the next time it comes round.',
  },
};

/** The words the focus sentence quotes: the phrase that carries the lean, or the text's opening. */
function quoteOf(reading: Reading): string {
  if (reading.carrier) return quoted(reading.carrier.quote);
  const words = reading.text.trim().split(/\s+/u);
  return quoted(words.length > 12 ? `${words.slice(0, 12).join(' ')}…` : words.join(' '));
}

export function echoReply(mode: ReflectionMode, reading: Reading, original: Reading | null): string {
  const focus = FOCUS[mode][echoLean(reading)].replace('{s}', quoteOf(reading));
  // The general reflection speaks to the writer's inner experience: Solo's own ground.
  const parts = [MODE_INTROS[mode], `your reflection ${leanPredicate(reading)}.`, focus];
  if (mode === 'solo') parts.push(reflection(reading));
  // In Message Echo the question is about their words, so it is shaped by the analysed text.
  const subject = mode === 'message' && original?.carrier ? original : reading;
  if (original?.carrier) {
    const label = mode === 'message' ? 'Their message' : 'The text you analysed';
    parts.push(`${label}, ${quoted(original.carrier.quote)}, ${leanPredicate(original)}.`);
  }
  const question = pick(ECHO_QUESTIONS[mode][echoLean(subject)], seedOf(reading.text, mode, 'echo'));
  parts.push(withPhrase(question, subject));
  return parts.join(' ');
}
