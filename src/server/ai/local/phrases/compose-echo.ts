/**
 * The EchoRoom reply in a language other than English (issue 18), composed like the English one
 * (../echo.ts) from the same Readings: the mode's introduction, how the reflection leans, what
 * the mode looks at, the reflection itself in Solo Echo, how the analysed text leans when there
 * is one, and one open question shaped by the mode. The seeds are the English ones.
 */
import type { Language } from '@contract/auth';
import type { ReflectionMode } from '../../provider';
import { echoLean } from '../echo';
import type { Reading } from '../reading';
import { pick, seedOf, shortQuote } from '../wording';
import { leanFigures, reflectionIn } from './compose';
import { echoDe } from './echo-de';
import { echoEs } from './echo-es';
import { echoFr } from './echo-fr';
import type { EchoPhrases, Phrases } from './types';

const TABLES: Readonly<Record<Exclude<Language, 'en'>, EchoPhrases>> = { es: echoEs, fr: echoFr, de: echoDe };

/** The words the focus sentence quotes: the phrase that carries the lean, or the text's opening. */
function quoteOf(p: Phrases, reading: Reading): string {
  if (reading.carrier) return p.quote(reading.carrier.quote);
  const words = reading.text.trim().split(/\s+/u);
  return p.quote(words.length > 12 ? `${words.slice(0, 12).join(' ')}…` : words.join(' '));
}

export function echoReplyIn(
  p: Phrases,
  mode: ReflectionMode,
  reading: Reading,
  original: Reading | null,
): string {
  const e = TABLES[p.language];
  const parts = [
    e.intros[mode],
    e.yours(leanFigures(p, reading)),
    e.focus[mode][echoLean(reading)].replace('{s}', quoteOf(p, reading)),
  ];
  if (mode === 'solo') parts.push(reflectionIn(p, reading));
  // In Message Echo the question is about their words, so it is shaped by the analysed text.
  const subject = mode === 'message' && original?.carrier ? original : reading;
  if (original?.carrier)
    parts.push(e.original(mode, p.quote(original.carrier.quote), leanFigures(p, original)));
  const question = pick(e.questions[mode][echoLean(subject)], seedOf(reading.text, mode, 'echo'));
  const short = subject.carrier ? p.quote(shortQuote(subject.carrier)) : p.noQuote;
  const filled = question.replaceAll('{s}', short);
  parts.push(filled.charAt(0).toUpperCase() + filled.slice(1));
  return parts.join(' ');
}
