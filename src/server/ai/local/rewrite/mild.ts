/**
 * Milder words for a hostile message, applied to the whole text once it is known to be hostile:
 * profanity and name-calling go, contempt words step down to plain descriptions ('stupid' →
 * 'unwise', 'garbage' → 'poor work'), anger words step down to 'upset', sarcasm markers go, and
 * every absolute becomes an ordinary frequency or amount ('always' → 'often', 'nobody' → 'hardly
 * anyone', 'everything' → 'so much'). The replacements are general English, not fitted to any
 * one message, so they carry over to messages we have not seen.
 */

/** Each pattern with its replacement, tried in order over the whole text. */
const MILDER: ReadonlyArray<[RegExp, string]> = [
  // Sarcasm markers and contempt interjections.
  [/\s*(?:^|\s)\/s\b/gu, ''],
  [/\b(?:yeah|yea),? right\b,\s*(?=\w)/giu, ''],
  [/\b(?:yeah|yea),? right\b[.!]*/giu, "I'm not sure about that."],
  [/\b(?:oh|wow),? (?:great|wonderful|fantastic|brilliant|perfect|sure)\b[,.!]*\s*/giu, ''],
  [/\bthanks a lot\b[,.!]*\s*/giu, ''],
  [/\b(?:wow,? )?just wow\b[,.!]*\s*/giu, ''],
  [/\bsure,? jan\b[,.!]*\s*/giu, ''],
  [/\b(?:ugh+|smh|pfft|meh)\b[,.!]*\s*/giu, ''],
  [/\b(?:clearly|obviously),?\s+/giu, ''],
  // Profanity: curses aimed at someone go whole; used as emphasis, the word goes.
  [/\b(?:fuck|screw|damn) (?:you|off|this|that|them|him|her|it)\b[,.!]*\s*/giu, ''],
  [/\bgo to hell\b[,.!]*/giu, "let's leave it there."],
  [/\bwhat the (?:fuck|hell|heck|f)\b/giu, 'what'],
  [/\b(?:the|as) (?:fuck|hell)\b\s*/giu, ''],
  [/\b(?:wtf|ffs|omfg|stfu|fml)\b[,.!?]*\s*/giu, ''],
  [
    /\b(?:fucking|fuckin|fricking|freaking|effing|bloody|goddamn|goddamned|damned|damn|friggin|frigging)\s+/giu,
    '',
  ],
  [/\b(?:bullshit|bs)\b/giu, 'hard to believe'],
  [/\b(?:shitty|crappy|lousy)\b/giu, 'poor'],
  [/\bholy (?:shit|crap|fuck|hell|cow)\b[,.!]*\s*/giu, ''],
  [/\b(?:shit|crap|fuck|hell|damn|dammit|goddammit)\b[,!]+\s*/giu, ''],
  [/^(?:shit|crap|fuck|hell|damn)\b[.]+\s*/giu, ''],
  [/\bdamn (?=that|this|it|them|those|these)\b/giu, ''],
  [/\bshits me\b/giu, 'bothers me'],
  [/\bfuck(?:ed|ing|s)? up\b/giu, 'mess up'],
  [/\bfucked\b/giu, 'messed up'],
  // Profanity written with asterisks is still profanity.
  [/\bc\*+nts\b/giu, 'people'],
  [/\bc\*+nt\b/giu, 'person'],
  [/\bf\*+c?k\w*\b\s*/giu, ''],
  [/\bsh\*+t\b/giu, 'poor work'],
  [/\bpissed(?: off)?\b/giu, 'upset'],
  [/\b(?:fuck|fucks|hell)\b\s*/giu, ''],
  [/\bsucks?\b/giu, "isn't working for me"],
  [/\bsucked\b/giu, "didn't work for me"],
  [/^no offen[cs]e\b,?\s*(?:but\s+)?/giu, ''],
  // Name-calling of people, then insulting descriptions; called names become behaviour.
  [
    /\b(is|are|was|were|'re|’re|'s|’s) (?:such |just )?(?:an? )?(?:(?:total|complete|absolute|fucking|little) )*(?:idiots?|morons?|imbeciles?|losers?|clowns?|jerks?|assholes?|arseholes?|dickheads?|dicks?|bastards?|pricks?|douchebags?|douches?|scumbags?|cunts?|twats?|retards?|bitch(?:es)?)\b/giu,
    '$1 being unkind',
  ],
  [
    /\b(?:idiots|morons|imbeciles|losers|clowns|jerks|assholes|arseholes|dickheads|dicks|bastards|pricks|douchebags|douches|scumbags|cunts|twats|retards|snowflakes|sheep|animals)\b/giu,
    'people',
  ],
  [
    /\b(?:idiot|moron|imbecile|loser|clown|jerk|asshole|arsehole|dickhead|dick|bastard|prick|douchebag|douche|scumbag|cunt|twat|retard|bitch)\b/giu,
    'person',
  ],
  [/\bscum\b/giu, 'people'],
  [/\b(?:stupid|idiotic|dumb|moronic|retarded|brainless|mindless|braindead)\b/giu, 'unwise'],
  [/\b(?:stupidity|idiocy)\b/giu, 'poor judgement'],
  [/\b(?:garbage|trash|rubbish|crap|shit)\b/giu, 'poor work'],
  [/\b(?:pathetic|laughable|worthless|useless)\b/giu, 'unhelpful'],
  [/\b(?:awful|terrible|horrible|horrendous|atrocious|dreadful|abysmal)\b/giu, 'far from ideal'],
  [/\b(?:disgusting|gross|vile|repulsive|revolting|sickening|nauseating)\b/giu, 'hard to accept'],
  [/\bdisgusted\b/giu, 'uncomfortable'],
  [/\b(?:ridiculous|absurd|ludicrous|insane|asinine|outrageous)\b/giu, 'unreasonable'],
  [/\b(?:annoying|irritating|infuriating|aggravating|obnoxious)\b/giu, 'tiring'],
  [/\b(?:furious|livid|enraged|seething|outraged|angry)\b/giu, 'upset'],
  [/\bmad at\b/giu, 'upset with'],
  [/\b(?:evil|wicked|vicious)\b/giu, 'harmful'],
  [/\b(?:toxic|hateful|nasty|cruel|spiteful)\b/giu, 'unkind'],
  [/\bworst\b/giu, 'weakest'],
  [/\bhates\b/giu, 'dislikes'],
  [/\bhated\b/giu, 'disliked'],
  [/\bhating\b/giu, 'disliking'],
  [/\bhate\b/giu, 'dislike'],
  [/\bcan't stand\b/giu, 'struggle with'],
  [/\b(?:cringey|cringy|cringe)\b/giu, 'awkward'],
  [/\bshut up\b/giu, 'please stop for a moment'],
  [/\byou(?:'re| are) wrong\b/giu, 'I see it differently'],
  // Absolutes, multi-word ones first.
  [/\bnever,? ever\b/giu, 'rarely'],
  [/\b(don't|didn't|won't|can't|do not|did not|doesn't|isn't|wasn't)\s+ever\b/giu, '$1'],
  [/\b(?:every single time|every time|each time|all the time)\b/giu, 'often'],
  [/\bevery single\b/giu, 'each'],
  [/\b(?:no one|no-one|nobody)\b/giu, 'hardly anyone'],
  [/\b(?:almost |nearly )?(?:everyone|everybody)\b/giu, 'most people'],
  [/\b(?:almost |nearly )?everything\b/giu, 'so much'],
  [/\bnothing\b/giu, 'very little'],
  [/\b(?:always|constantly)\b/giu, 'often'],
  [/\bforever\b/giu, 'for a long time'],
  [/\bnever\b(?!\s+fail)/giu, 'rarely'],
];

/** 'Everyone blames me' became 'most people blames me': the verb follows its new plural subject. */
const AGREEMENT: Readonly<Record<string, string>> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "doesn't": "don't",
  'doesn’t': 'don’t',
  "isn't": "aren't",
  'isn’t': 'aren’t',
  "wasn't": "weren't",
  'wasn’t': 'weren’t',
};

/** 'blames' → 'blame', 'watches' → 'watch', 'tries' → 'try'; other words as they were. */
function plural(verb: string): string {
  const known = AGREEMENT[verb];
  if (known) return known;
  if (/(?:ss|us|is)$/u.test(verb) || !verb.endsWith('s')) return verb;
  if (/ies$/u.test(verb)) return verb.replace(/ies$/u, 'y');
  if (/(?:ch|sh|x|z|ss)es$/u.test(verb)) return verb.replace(/es$/u, '');
  return verb.slice(0, -1);
}

function agree(text: string): string {
  return text.replace(
    /\b(most people)((?: (?:just|really|often|rarely|still|even|ever|actually|also))*) ([a-z’']+)\b/gu,
    (_, subject: string, adverbs: string, verb: string) => `${subject}${adverbs} ${plural(verb)}`,
  );
}

/** The cue words and phrases MILDER replaces: a text holding one is hostile enough to rewrite. */
export const MILD_CUES: readonly RegExp[] = MILDER.slice(
  0,
  MILDER.findIndex(([pattern]) => pattern.source.startsWith(String.raw`\bnever,?`)),
).map(([pattern]) => new RegExp(pattern.source, pattern.flags.replace('g', '')));

function keepCase(original: string, replacement: string): string {
  if (replacement === '' || !/^[A-Z]/u.test(original)) return replacement;
  return replacement.charAt(0).toUpperCase() + replacement.slice(1);
}

/** Applies MILDER; returns the text and whether anything changed. */
export function milder(text: string): { text: string; changed: boolean } {
  let result = text;
  for (const [pattern, replacement] of MILDER) {
    result = result.replace(pattern, (match: string, ...groups: unknown[]) =>
      keepCase(match.trimStart(), replacement.replace('$1', typeof groups[0] === 'string' ? groups[0] : '')),
    );
  }
  result = agree(result);
  return { text: result, changed: result !== text };
}
