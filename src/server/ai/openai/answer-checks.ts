/**
 * Checks on a model's answer beyond its JSON shape, the same rules the built-in engine keeps
 * (issue 13): the answer is in the language asked for (issue 18: the user's interface language;
 * English for the alternative wording, whose text the engine reads in English), a framed reply never repeats an
 * earlier reply word for word, and an alternative wording is never the text handed back
 * unchanged when the text has something to soften. A failed check falls back to the built-in
 * engine, like any other unusable answer.
 */
import type { Language } from '@contract/auth';
import type { ChatMessage } from '@contract/framed';

const ENGLISH_WORDS: ReadonlySet<string> = new Set(
  `the a an and or but to of in on at for with from is are was were be it this that you your i my me we our
  they their he she not no so if as by what how why can could would will do does did have has had more
  there here about when which who just than then`.split(/\s+/u),
);

/** Mostly Latin letters, and English function words among the words (a few are enough). */
export function looksEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const latin = letters.filter((letter) => /[A-Za-z]/u.test(letter)).length;
  if (latin / letters.length < 0.9) return false;
  const words = text.toLowerCase().match(/[a-z']+/gu) ?? [];
  if (words.length < 4) return true;
  const common = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  return common / words.length >= 0.1;
}

/**
 * Whether a reply asked in `language` came in it: English by looksEnglish; another language
 * must be mostly Latin letters and not read as English (a model that ignored the instruction).
 */
export function looksLike(text: string, language: Language): boolean {
  if (language === 'en') return looksEnglish(text);
  // The person's own words, quoted in the reply, are English and say nothing about the reply's language.
  const own = text.replace(/«[^»]*»|“[^”]*”|„[^“]*“|"[^"]*"|‘[^’]*’/gu, ' ');
  const letters = own.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const latin = letters.filter((letter) => /\p{Script=Latin}/u.test(letter)).length;
  if (latin / letters.length < 0.9) return false;
  const words = own.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length < 4) return true;
  const english = words.filter((word) => ENGLISH_WORDS.has(word) && !SHARED_WORDS.has(word)).length;
  return english / words.length < 0.1;
}

/** Short words English shares with Spanish, French or German, which say nothing either way. */
const SHARED_WORDS: ReadonlySet<string> = new Set([
  'a',
  'no',
  'me',
  'in',
  'so',
  'was',
  'as',
  'on',
  'an',
  'will',
  'i',
]);

const normal = (text: string): string => text.replace(/\s+/gu, ' ').trim().toLowerCase();

/** Whether a reply says word for word what an earlier assistant reply said. */
export function repeatsEarlier(reply: string, history: readonly ChatMessage[]): boolean {
  const said = normal(reply);
  return history.some((message) => message.type === 'ai' && normal(message.content) === said);
}
