/**
 * Checks on a model's answer beyond its JSON shape, the same rules the built-in engine keeps
 * (issue 13): the answer is in English (the app's language), a framed reply never repeats an
 * earlier reply word for word, and an alternative wording is never the text handed back
 * unchanged when the text has something to soften. A failed check falls back to the built-in
 * engine, like any other unusable answer.
 */
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

const normal = (text: string): string => text.replace(/\s+/gu, ' ').trim().toLowerCase();

/** Whether a reply says word for word what an earlier assistant reply said. */
export function repeatsEarlier(reply: string, history: readonly ChatMessage[]): boolean {
  const said = normal(reply);
  return history.some((message) => message.type === 'ai' && normal(message.content) === said);
}
