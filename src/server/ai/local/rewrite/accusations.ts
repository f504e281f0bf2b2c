/**
 * Accusations become I-statements: 'You never listen to me' → 'I feel unheard when you don't
 * listen to me'; 'You're so selfish' → 'I feel let down when you come across as focused on
 * yourself'; 'Why did you lie to me?' → 'I'd like to understand why you chose to lie to me.'
 * Set phrases of contempt ('shut up', 'whatever', 'leave me alone') get their calm equivalents.
 * The feeling named depends on what the sentence is about (listening → unheard, helping →
 * unsupported, calling → forgotten …), so the statement keeps the original's meaning.
 */
import { ACCUSING_VERBS, harshness, INSULTS, VOCATIVE_INSULTS, wordsOf, type Word } from './words';

export type Feeling =
  | 'unheard'
  | 'unsupported'
  | 'stretched thin'
  | 'forgotten'
  | 'unappreciated'
  | 'hurt'
  | 'let down'
  | 'overlooked'
  | 'left out';

/** Words that say what an accusation is about, and the feeling an I-statement names for it. */
const THEMES: ReadonlyArray<[Feeling, readonly string[]]> = [
  ['let down', ['promise', 'cancel', 'late', 'ruin', 'waste', 'break', 'flake']],
  [
    'unheard',
    [
      'listen',
      'hear',
      'interrupt',
      'understand',
      'ignore',
      'dismiss',
      'talk',
      'answer',
      'reply',
      'respond',
      'finish',
    ],
  ],
  [
    'stretched thin',
    ['clean', 'cook', 'contribute', 'pitch', 'chore', 'dish', 'housework', 'share', 'tidy', 'laundry', 'bin'],
  ],
  ['unsupported', ['help', 'support', 'encourage', 'believe']],
  [
    'forgotten',
    ['call', 'text', 'visit', 'come', 'here', 'home', 'around', 'message', 'write', 'show', 'forget'],
  ],
  ['unappreciated', ['thank', 'appreciate', 'notice', 'care', 'value', 'respect', 'acknowledge', 'consider']],
  [
    'hurt',
    [
      'yell',
      'shout',
      'scream',
      'criticise',
      'criticize',
      'mock',
      'insult',
      'blame',
      'judge',
      'humiliate',
      'embarrass',
      'attack',
      'hurt',
      'lie',
      'betray',
      'cheat',
    ],
  ],
  ['overlooked', ['phone', 'screen', 'laptop', 'game', 'busy', 'work']],
  ['left out', ['decide', 'ask', 'plan', 'choose', 'include', 'invite', 'tell', 'consult']],
];

/** The first theme (in THEMES order: the more specific first) that any of the words belongs to. */
function feelingFor(words: readonly Word[]): Feeling {
  for (const [feeling, lemmas] of THEMES) {
    if (words.some((word) => lemmas.includes(word.lemma) || lemmas.includes(word.normal))) return feeling;
  }
  return 'let down';
}

const hasTheme = (words: readonly Word[]): boolean =>
  words.some((word) =>
    THEMES.some(([, lemmas]) => lemmas.includes(word.lemma) || lemmas.includes(word.normal)),
  );

/** Discourse markers and a name or endearment before the accusation ('Honestly, …', 'Mum, …'). */
const LEAD =
  /^((?:(?:and|but|so|honestly|seriously|frankly|look|listen|well|oh|again|ugh|god|jesus|man|mum|mom|dad|babe|honey|mate|dude|[A-Z][a-z]+(?=,))\b,?\s+)*)/u;
const TAG_QUESTION = /,?\s*(?:do|did|are|can|will|would|don't|didn't|aren't|won't)\s+you\??$/iu;
/** 'Every time I ask for help, you …': an opening clause before the accused 'you'. */
const OPENING_CLAUSE =
  /^((?:every (?:single )?time|each time|whenever|when|often when|all the time)\s+.+?),?\s+(you\s+.+)$/iu;

/** Words between 'you' and the verb that an I-statement leaves out or rewrites. */
const SKIPPED = new Set([
  'always',
  'constantly',
  'forever',
  'just',
  'even',
  'ever',
  'still',
  'really',
  'literally',
  'totally',
  'seriously',
  'honestly',
  'never',
  'so',
  'such',
  'a',
  'an',
  'the',
  'most',
  'being',
  'acting',
  'completely',
  'absolutely',
  'simply',
  'only',
  'clearly',
  'obviously',
]);
const ABSOLUTE_ADVERBS = new Set(['always', 'constantly', 'forever', 'never', 'ever']);
const PAST_AUX = new Set(['did', 'could', 'would']);
const AUXILIARIES = new Set(['do', 'will', 'can', 'could', 'would', 'should']);

/** 'do' → "don't"; wink-nlp splits "can't" into 'ca' + "n't" and "won't" into 'wo' + "n't". */
function negativeAux(written: string): string {
  if (written === 'ca' || written === 'can') return "can't";
  if (written === 'wo' || written === 'will') return "won't";
  return `${written}n't`;
}

export interface Conversion {
  text: string;
  feeling: Feeling | null;
}

/** An accused behaviour: 'you don't listen to me', with the feeling it leaves and its tense. */
interface Behaviour {
  clause: string;
  feeling: Feeling;
  past: boolean;
  /** 'I miss you when …' reads better than 'I feel forgotten when you're not here'. */
  missing?: boolean;
  /** The whole I-statement when the behaviour is a description ('come across as …'). */
  statement?: string;
}

const tailFrom = (sentence: string, words: readonly Word[], from: number): string => {
  const start = words[from]?.span?.start;
  return start === undefined ? '' : sentence.slice(start).trim();
};

const isPast = (word: Word): boolean =>
  word.normal !== word.lemma && !word.normal.endsWith('ing') && !word.normal.endsWith('s');

/** "you're so selfish", "you are always late", "you're never here", "you're always yelling". */
function youAre(body: string, words: Word[]): Behaviour | null {
  let i = 2;
  let absolute = false;
  let never = false;
  while (i < words.length && (SKIPPED.has(words[i]!.normal) || words[i]!.lemma === 'not')) {
    if (ABSOLUTE_ADVERBS.has(words[i]!.normal)) absolute = true;
    if (words[i]!.normal === 'never' || words[i]!.lemma === 'not') never = true;
    i++;
  }
  const head = words[i];
  if (!head || head.kind !== 'word') return null;
  const after = (from: number) =>
    tailFrom(body, words, from)
      .replace(/^(?:and|to me)\b.*$/iu, '')
      .trim();
  const insult = INSULTS[head.normal];
  if (insult) {
    const rest = after(i + 1);
    return {
      clause: '',
      feeling: 'let down',
      past: false,
      statement: `I feel let down when you come across as ${insult}${rest ? ` ${rest}` : ''}`,
    };
  }
  const rest = tailFrom(body, words, i);
  const feeling = feelingFor(words.slice(i));
  const harsh = harshness(body, words);
  if (!never && !harsh.harsh && !(absolute && hasTheme(words.slice(i)))) return null;
  // 'You're a freak': name-calling with a noun has no behaviour to name, only the strain it shows.
  if (
    head.pos === 'NOUN' &&
    /^an?$/u.test(words[i - 1]?.normal ?? '') &&
    harsh.harshWords &&
    !hasTheme(words.slice(i))
  ) {
    return {
      clause: '',
      feeling: 'hurt',
      past: false,
      statement: "I'm struggling with how things are going between us right now",
    };
  }
  if ((head.pos === 'ADJ' || head.pos === 'NOUN') && !never && !absolute && !hasTheme(words.slice(i))) {
    return {
      clause: '',
      feeling: 'let down',
      past: false,
      statement: `I feel let down when you come across as ${after(i) || head.normal}`,
    };
  }
  return {
    clause: `you're ${never ? 'not ' : ''}${rest}`,
    feeling,
    past: false,
    missing: never && feeling === 'forgotten',
  };
}

/** "you never listen", "you don't even care", "you always interrupt me", "you ruined it". */
function youVerb(body: string, words: Word[]): Behaviour | null {
  let i = 1;
  let never = false;
  let absolute = false;
  let aux: Word | null = null;
  let negated = false;
  while (i < words.length) {
    const word = words[i]!;
    if (word.normal === 'never') never = absolute = true;
    else if (ABSOLUTE_ADVERBS.has(word.normal)) absolute = true;
    else if (word.lemma === 'not') negated = true;
    else if (word.pos === 'AUX' && !aux && AUXILIARIES.has(word.lemma)) aux = word;
    else if (!SKIPPED.has(word.normal)) break;
    i++;
  }
  let verb = words[i];
  // 'You always do this': the auxiliary is the main verb.
  if (aux && aux.lemma === 'do' && !negated && (!verb || verb.pos !== 'VERB')) {
    i = words.indexOf(aux);
    verb = aux;
    aux = null;
  } else if (!verb || (verb.pos !== 'VERB' && !(aux && negated && verb.kind === 'word'))) {
    // After "didn't" the next word is a verb whatever the tagger says ('didn't text me').
    return null;
  }
  // 'You can't be serious', 'you couldn't have known': not a behaviour to name.
  if (verb.lemma === 'be' || (verb.lemma === 'have' && verb.pos === 'AUX')) return null;
  // 'You never fail to …' is praise.
  if (never && verb.lemma === 'fail') return null;
  const rest = words.slice(i);
  const accusing = rest.some((word) => ACCUSING_VERBS.has(word.lemma));
  const cue = never || negated || accusing || harshness(body, words).harsh;
  if (!cue && !(absolute && hasTheme(rest))) return null;
  const feeling = feelingFor(rest);
  const tail = tailFrom(body, words, i + 1);
  const withTail = (clause: string) => (tail ? `${clause} ${tail}` : clause);
  if (never) {
    const past = isPast(verb);
    return { clause: withTail(`you ${past ? "didn't" : "don't"} ${verb.lemma}`), feeling, past };
  }
  if (negated && aux) {
    return {
      clause: withTail(`you ${negativeAux(aux.normal)} ${verb.normal}`),
      feeling,
      past: PAST_AUX.has(aux.normal),
    };
  }
  return { clause: withTail(`you ${verb.normal}`), feeling, past: isPast(verb) };
}

function behaviourOf(body: string): Behaviour | null {
  if (!/^you\b/iu.test(body)) return null;
  const words = wordsOf(body);
  const second = words[1];
  if (!second) return null;
  if (second.lemma === 'be' && second.normal !== 'be') return youAre(body, words);
  return youVerb(body, words);
}

function statementOf(behaviour: Behaviour, opening: string | null): string {
  if (behaviour.statement)
    return opening ? `${opening}, ${lowerFirst(behaviour.statement)}` : behaviour.statement;
  const when = opening
    ? `${opening.replace(/^(?:every (?:single )?time|each time|whenever|often when|all the time)\s+/iu, 'when ')} and ${behaviour.clause}`
    : `when ${behaviour.clause}`;
  if (behaviour.missing) return `I miss you ${when}`;
  return `I ${behaviour.past ? 'felt' : 'feel'} ${behaviour.feeling} ${when}`;
}

const lowerFirst = (text: string): string => text.charAt(0).toLowerCase() + text.slice(1);

const WHY =
  /^why\s+(?:the hell\s+|on earth\s+|in the world\s+)?(do|does|did|can't|cannot|won't|don't|didn't|are|were|would|wouldn't|couldn't)\s+you\s+((?:(?:always|never|ever|even|just|constantly|so|such|really)\s+)*)(.+)$/iu;

function fromWhy(body: string): Conversion | null {
  const match = WHY.exec(body);
  if (!match) return null;
  // "Why can't you…" complains; 'Why don't you come over tonight?' invites and 'Why did you pick
  // blue?' asks: those count as accusations only with an absolute or harsh words.
  const complaint = /^(?:can't|cannot|couldn't|won't|wouldn't|didn't)$/u.test(match[1]!.toLowerCase());
  const absolute = /\b(?:always|never|ever|even|just|constantly)\b/iu.test(match[2] ?? '');
  if (!complaint && !absolute && !harshness(body).harshWords) return null;
  const aux = match[1]!.toLowerCase();
  const never = /\bnever\b/iu.test(match[2] ?? '');
  const what = match[3]!.trim();
  const ing = /^\w+ing\b/iu.test(what);
  let clause: string;
  if (aux === 'are' || aux === 'were') clause = ing ? `why you're ${what}` : `what's making you ${what}`;
  else if (aux === 'did') clause = never ? `why you never chose to ${what}` : `why you chose to ${what}`;
  else if (aux === "can't" || aux === 'cannot') clause = `what makes it hard for you to ${what}`;
  else if (aux === "couldn't") clause = `what made it hard for you to ${what}`;
  else if (aux === 'do' || aux === 'does') clause = never ? `why you don't ${what}` : `why you ${what}`;
  else clause = `why you ${aux} ${what}`;
  return { text: `I'd like to understand ${clause}`, feeling: null };
}

const INTENSE = String.raw`(?:(?:so|really|very|totally|completely|absolutely|utterly|fucking|such|a|total|complete|absolute)\s+)*`;
const POOR = 'disaster|mess|garbage|rubbish|trash|crap|shit|useless|terrible|awful|pathetic|hopeless';

/** Set phrases of contempt and their calm equivalents, tried in order on each sentence. */
const PHRASES: ReadonlyArray<[RegExp, string]> = [
  [/\bshut up and leave me alone\b[.!?]*/giu, 'I need some space right now, please.'],
  [/\bshut up\b/giu, 'please stop for a moment'],
  [/\bleave me alone\b/giu, 'I need some space right now'],
  [/^whatever\b[.!]*$/iu, 'I need some time to think about this.'],
  [/^(?:typical|unbelievable|classic|wow)\b[.!]*$/iu, ''],
  [/\bwhat(?:'s| is) wrong with you\b[?!.]*/giu, "I'm struggling to understand what's going on."],
  [/\bhow dare you\b/giu, 'I was hurt by that'],
  [/\bare you (?:kidding|serious|joking)(?: me)?\b[?!.]*/giu, "I'm surprised by this."],
  [/\bthanks for nothing\b/giu, 'I was hoping for more help'],
  [new RegExp(String.raw`\bi(?:'m| am) ${INTENSE}(?:sick|tired|fed up) of\b`, 'giu'), "I'm worn out by"],
  [/\bi(?:'m| am) (?:so )?done(?: with (?:you|this|it|everything))?\b/giu, 'I need a break from this'],
  [/\bi (?:don't|do not) care(?: anymore| at all)?\b/giu, "I'm finding it hard to care right now"],
  [
    /\bi (?:can't|cannot|can not|don't|do not) trust (?:a word (?:you say)?|anything you say)\b/giu,
    "I'm finding it hard to trust what you say",
  ],
  [
    /\bi (?:can't|cannot|can not|don't|do not) trust you(?: anymore)?\b/giu,
    "I'm finding it hard to trust you right now",
  ],
  [/\bi hate (?:it )?when\b/giu, 'it bothers me when'],
  [/\bi hate you\b/giu, "I'm hurt right now"],
  [/\bi hate\b/giu, 'I dislike'],
  [
    /^you (?:always|constantly|keep|never stop) (?:do|doing) (?:this|that)\b/iu,
    'I feel let down when this keeps happening',
  ],
  [
    /\byou (?:always |constantly )?make (?:everything|it all|it|this) about you(?:rself)?\b/giu,
    'I feel unheard when the conversation keeps turning to you',
  ],
  [
    new RegExp(
      String.raw`\b(this|that|it)(?: is|'s) ${INTENSE}(?:bullshit|crap|ridiculous|pathetic|a joke|absurd)\b`,
      'giu',
    ),
    "$1 doesn't sit right with me",
  ],
  [
    new RegExp(String.raw`^your ((?:\w+ ){0,2}?\w+) (?:is|was|are|were) ${INTENSE}a joke\b`, 'iu'),
    "I'm losing faith in your $1",
  ],
  [
    new RegExp(String.raw`^your ((?:\w+ ){0,2}?\w+) (?:is|was|are|were) ${INTENSE}(?:${POOR})\b`, 'iu'),
    "I'm concerned about your $1",
  ],
  [
    /\b(?:it's|it is|this is|that's|that is) (?:all )?your fault,? (?:that )?(?=\w)/giu,
    "I'd like to understand how ",
  ],
  [
    /\b(?:it's|it is|this is|that's|that is) (?:all )?your fault\b/giu,
    "I'd like to understand how this happened",
  ],
  [/\bget over it\b/giu, 'I hope we can move past this'],
  [/\bgrow up\b/giu, "I'd like us to handle this more calmly"],
  [/\bnobody cares\b/giu, 'it feels like hardly anyone cares'],
  [/\bwhat the (?:hell|fuck|heck)\b/giu, 'what'],
  [/\b(?:the hell|the fuck)\b\s*/giu, ''],
  [/\b(?:wtf|ffs|omfg)\b[,.!?]*\s*/giu, ''],
  [
    new RegExp(
      String.raw`,?\s*\byou\s+(?:(?:stupid|fucking|absolute|complete|total|little)\s+)*(?:${VOCATIVE_INSULTS})s?\b`,
      'giu',
    ),
    '',
  ],
];

/** Applies the set phrases; returns the sentence and whether any matched. */
export function calmPhrases(sentence: string): { text: string; changed: boolean } {
  let text = sentence;
  for (const [pattern, replacement] of PHRASES) text = text.replace(pattern, replacement);
  return { text, changed: text !== sentence };
}

/**
 * Turns an accusing 'you' sentence (or an accusing 'why … you' question) into an I-statement.
 * Returns null when the sentence is not an accusation; the sentence's end mark becomes '.'.
 */
export function toIStatement(sentence: string): Conversion | null {
  const trimmed = sentence.trim();
  const end = /[.!?…]+["')\]”’]*$/u.exec(trimmed)?.[0] ?? '';
  const lead = LEAD.exec(trimmed)?.[1] ?? '';
  const body = trimmed
    .slice(lead.length, trimmed.length - end.length)
    .replace(TAG_QUESTION, '')
    .trim();
  if (body === '') return null;
  const finish = (text: string, feeling: Feeling | null): Conversion => ({
    text: `${lead}${text.replace(/[,;:\s]+$/u, '')}.`,
    feeling,
  });

  if (/^why\b/iu.test(body)) {
    const why = fromWhy(body);
    return why && finish(why.text, null);
  }
  const opening = OPENING_CLAUSE.exec(body);
  const behaviour = behaviourOf(opening ? opening[2]! : body);
  if (!behaviour) return null;
  return finish(statementOf(behaviour, opening ? opening[1]! : null), behaviour.feeling);
}
