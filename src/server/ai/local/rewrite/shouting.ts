/**
 * Un-shouting: capitals used as volume become ordinary letters (acronyms stay), and repeated
 * punctuation ('!!!', '?!?', '.....') calms down to one mark.
 */

/** Capitalised words that are names of things, not shouting. */
const ACRONYMS: ReadonlySet<string> = new Set(
  `I OK ASAP FAQ HTML PDF USA UK EU UN NHS CEO CFO CTO HR IT IRL FYI ETA TV DIY GP ID PIN PR PhD NYC LA
  AM PM NAME BBC CNN NASA FBI CIA UFO ATM SUV DM DMs URL API AI NGO TBH IMO BTW OMG LOL`.split(/\s+/u),
);

/**
 * Short all-capital words that are ordinary English words when shouted ('NOT', 'YOU'); longer
 * all-capital words are taken as shouting unless they are known acronyms.
 */
const SHORT_WORDS: ReadonlySet<string> = new Set(
  `A AN AM ARE AS AT BE BUT BY CAN DID DO GET GO GOT HAD HAS HE HER HIM HIS HOW IF IN IS IT ITS ME MY NO
  NOR NOT NOW OF OFF OH ON ONE OR OUR OUT SHE SO THE TO TOO UP US WAS WE WHO WHY YES YET YOU ALL AND ANY
  FOR HER LET MAN NEW OLD OWN SAY SEE TRY WAY WHAT WHEN THAT THIS THEM THEY THEN JUST EVER`.split(/\s+/u),
);

const CAPITAL_WORD = /\b[A-Z][A-Z'’]*[A-Z]\b/gu;

function isShout(word: string): boolean {
  if (ACRONYMS.has(word) || ACRONYMS.has(word.replace(/['’]S$/u, ''))) return false;
  // A contraction ('DON'T', 'YOU'RE') is never an acronym.
  if (/['’]/u.test(word)) return true;
  return word.length >= 4 || SHORT_WORDS.has(word);
}

/** A line written mostly in capitals is shouted as a whole: every capital word in it is volume. */
function shoutedLine(line: string): boolean {
  const letters = line.replace(/[^A-Za-z]/gu, '');
  const capitals = line.replace(/[^A-Z]/gu, '');
  return letters.length >= 8 && capitals.length / letters.length >= 0.6;
}

/** Lower-cases shouted words; returns the text and whether anything changed. */
export function unshout(text: string): { text: string; changed: boolean } {
  let changed = false;
  const result = text
    .split('\n')
    .map((line) => {
      const whole = shoutedLine(line);
      return line.replace(CAPITAL_WORD, (word) => {
        if (ACRONYMS.has(word) || !(whole || isShout(word))) return word;
        changed = true;
        return word.toLowerCase();
      });
    })
    .join('\n');
  return { text: result, changed };
}

/** 'Whaaaat', 'Noooo', 'allowedddd': letters stretched for volume (English never triples a letter). */
export function unstretch(text: string): { text: string; changed: boolean } {
  const result = text.replace(/([A-Za-z])\1{2,}/gu, '$1');
  return { text: result, changed: result !== text };
}

/** '!!!' → '!', '?!?' → '?', '??' → '?', '.....' → '...'; returns whether anything changed. */
export function calmPunctuation(text: string): { text: string; changed: boolean } {
  const result = text
    .replace(/[!?]*\?[!?]*(?=[^!?]|$)/gu, (run) => (run.length > 1 ? '?' : run))
    .replace(/!{2,}/gu, '!')
    .replace(/\.{4,}/gu, '...');
  return { text: result, changed: result !== text };
}
