/**
 * The framed chat's reply in Spanish, French and German (issue 18), composed like the English
 * one (../framed.ts) from the same Readings and rules: the slider the user moved and what holds
 * the text where it is, each question in the message answered in order (a rewording when asked
 * for one), another angle when AI Response is pressed again, never the same reply twice. The
 * seeds are the English ones. The user's words, and the rewordings of the text (written in the
 * text's language), are quoted as they are.
 */
import { axisReading, type AxisReading, type Direction, type Reading } from '../reading';
import { axisNamed, earlierReplies, questionsIn, repliesToSameMessage, type Question } from '../conversation';
import { AXIS_WORDS, MOVE_THRESHOLD, shifts, type FramedReplyParts, type Shift } from '../framed';
import { rewordToward } from '../reword';
import { rewriteText } from '../rewrite/rewrite';
import { pick, seedOf, shortQuote } from '../wording';
import { readingBand } from '@engine/voice';
import type { AxisKey } from '@engine/lexicons';
import { figure, number, termList } from './compose';
import { framedDe } from './framed-de';
import { framedEs } from './framed-es';
import { framedFr } from './framed-fr';
import { questionWordsFor } from './questions';
import { moveEffect } from './reanalysis';
import type { AxisEnd, FramedPhrases, OtherLanguage, Phrases } from './types';

const TABLES: Readonly<Record<OtherLanguage, FramedPhrases>> = { es: framedEs, fr: framedFr, de: framedDe };

const endOf = (key: AxisKey, direction: Direction): AxisEnd => `${key}:${direction}`;
const other = (direction: Direction): Direction => (direction === 'high' ? 'low' : 'high');
const unclip = (quote: string) => quote.replace(/^…|…$/gu, '');
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A quote that ends a sentence keeps its own end mark: '«Me rindo.».' reads '«Me rindo.»', as
 * ../wording.ts's polish does for English quotes.
 */
export function polishIn(text: string): string {
  return text.replace(/([.!?…])(\u202f?[»“])([.,])/gu, (_, mark: string, close: string, after: string) =>
    after === ',' ? `${mark}${close},` : `${mark}${close}`,
  );
}

class Composer {
  readonly f: FramedPhrases;

  constructor(readonly p: Phrases) {
    this.f = TABLES[p.language];
  }

  figureOf(axis: AxisReading): string {
    return this.f.figure(figure(this.p, axis));
  }

  terms(terms: readonly string[]): string | null {
    return terms.length > 0 ? termList(this.p, terms) : null;
  }

  /** Where the original holds the moved axis and what would move it the way the user did. */
  shiftAdvice(shift: Shift, original: Reading): string {
    const { f, p } = this;
    const against = original.phraseFor(shift.key, other(shift.direction));
    const along = original.phraseFor(shift.key, shift.direction);
    const parts: string[] = [];
    if (against)
      parts.push(f.holds(p.quote(against.quote), number(shift.from.value), this.terms(against.terms)));
    else if (along) parts.push(f.leansAlready(p.quote(along.quote)));
    const softer =
      shift.direction === 'high' && (shift.key === 'warmthDetachment' || shift.key === 'conflictCoherence');
    const calmer = shift.direction === 'low' && shift.key === 'intensityRestraint';
    if (against && (softer || calmer)) {
      const rewritten = rewriteText(unclip(against.quote)).text;
      if (rewritten !== unclip(against.quote)) {
        parts.push(f.oneWay(p.quote(rewritten)));
        return parts.join(' ');
      }
    }
    parts.push(f.hints[endOf(shift.key, shift.direction)]);
    return parts.join(' ');
  }

  moveSentence(shift: Shift): string {
    return this.f.moved(
      this.f.sliders[shift.key],
      shift.direction === 'high',
      number(shift.from.value),
      number(shift.to.value),
      moveEffect(this.p.language, shift.key, shift.direction),
    );
  }

  /** 'less harsh' asks for the other end of what it names. */
  wanted(question: Question): { key: AxisKey; direction: Direction } {
    const axis = question.axis ?? { key: 'warmthDetachment' as const, direction: 'high' as const };
    const less = questionWordsFor(this.p.language).some((words) => words.less.test(question.text));
    return less ? { key: axis.key, direction: other(axis.direction) } : axis;
  }

  answer(question: Question, original: Reading): string {
    const { f, p } = this;
    if (question.kind === 'reword') {
      const { key, direction } = this.wanted(question);
      const kinder =
        key === 'warmthDetachment' && direction === 'high' ? rewriteText(original.text).text : null;
      const wording =
        kinder && kinder !== original.text ? kinder : rewordToward(original.text, key, direction);
      const more = f.more[endOf(key, direction)];
      if (!wording) return f.noWording(more, f.hints[endOf(key, direction)]);
      return f.hereIsOneWay(more, p.quote(wording));
    }
    const axis =
      question.axis ??
      (original.dominant ? { key: original.dominant.key, direction: original.dominant.direction } : null);
    if (!axis) {
      return f.noLean(
        original.axes.map((item) => `${p.axes[item.key].name} ${number(item.value)}`).join(', '),
      );
    }
    const reading = axisReading(axis.key, original.analysis[axis.key]);
    const phrase = original.phraseFor(axis.key, axis.direction);
    const source = phrase ? f.source(p.quote(phrase.quote), this.terms(phrase.terms)) : '';
    if (question.kind === 'why') {
      if (reading.direction === axis.direction)
        return f.why(f.sounds[endOf(axis.key, axis.direction)], this.figureOf(reading), source);
      return f.otherWay(this.figureOf(reading), phrase ? p.quote(phrase.quote) : null);
    }
    return `${capital(this.figureOf(reading))}. ${f.deepDive[axis.key][readingBand(reading.value)]}${source}`;
  }

  /** The main answer: the slider move, then each question in the message, in order. */
  mainAnswer(parts: FramedReplyParts, seed: number): string {
    const { f, p } = this;
    const { userMessage, emotionalValues, original, alternative } = parts;
    const out: string[] = [];
    const moved = shifts(original.analysis, emotionalValues).find(
      (shift) => Math.abs(shift.delta) >= MOVE_THRESHOLD,
    );
    if (moved) {
      const advice = this.shiftAdvice(moved, original);
      out.push(this.moveSentence(moved), advice);
      const reworded = rewordToward(original.text, moved.key, moved.direction);
      // One rewording is enough: the advice may already have given one.
      const offered = advice.includes(f.oneWay('').trim());
      if (reworded && !offered) out.push(f.reworded(p.quote(reworded)));
      if (alternative) {
        const value = alternative.analysis[moved.key];
        const closer = Math.abs(value - moved.to.value) < Math.abs(moved.from.value - moved.to.value);
        out.push(f.alternative(number(value), closer));
      }
    } else {
      out.push(f.unmoved);
    }
    const languages = questionWordsFor(p.language);
    const questions = questionsIn(userMessage.text, languages);
    if (questions.length > 1) out.push(f.asked(questions.length));
    for (const question of questions) out.push(f.on(p.quote(question.text), this.answer(question, original)));
    if (questions.length === 0) {
      const named =
        axisNamed(userMessage.text, languages.slice(0, 1))?.key ??
        AXIS_WORDS.find(([, pattern]) => pattern.test(userMessage.text))?.[0];
      const focus = named ? axisReading(named, original.analysis[named]) : original.dominant;
      const said = userMessage.carrier ? shortQuote(userMessage.carrier) : userMessage.text.trim();
      const statement: Question = {
        text: said,
        kind: 'other',
        axis: focus ? { key: focus.key, direction: focus.direction } : null,
      };
      out.push(f.on(p.quote(said), this.answer(statement, original)));
    }
    if (!moved && questions.length === 0) out.push(pick(f.invitations, seed));
    return out.join(' ');
  }

  /** Other angles on the same message, for AI Response pressed again with nothing new said. */
  angles({ original, alternative }: FramedReplyParts): string[] {
    const { f, p } = this;
    const out: string[] = [];
    const second = original.axes[1];
    if (second) {
      const toward = other(second.direction);
      const phrase = original.phraseFor(second.key, second.direction);
      const reworded = rewordToward(original.text, second.key, toward);
      out.push(
        [
          f.anotherAngle(this.figureOf(second)),
          phrase ? f.comesFrom(p.quote(phrase.quote)) : '',
          reworded ? f.leaningInstead(f.more[endOf(second.key, toward)], p.quote(reworded)) : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    }
    if (alternative) {
      const moves = original.axes.map(
        (axis) =>
          `${p.axes[axis.key].name} ${number(axis.value)} → ${number(alternative.analysis[axis.key])}`,
      );
      // French sets a narrow no-break space before a semicolon too.
      out.push(f.compared(moves.join(p.language === 'fr' ? '\u202f; ' : '; ')));
    }
    const sentences = original.text.split(/(?<=[.!?])\s+/u).filter((sentence) => sentence.trim() !== '');
    for (const sentence of sentences) {
      const rewritten = rewriteText(sentence).text;
      if (rewritten !== sentence) {
        out.push(f.oneSentence(p.quote(sentence), p.quote(rewritten)));
        break;
      }
    }
    return out;
  }
}

export function framedReplyIn(p: Phrases, parts: FramedReplyParts): string {
  const { userMessage, original, history } = parts;
  const composer = new Composer(p);
  const seed = seedOf(userMessage.text, original.text, String(history.length));
  const earlier = new Set(earlierReplies(history).map((reply) => polishIn(reply)));
  const again = repliesToSameMessage(userMessage.text, history);
  const options = [composer.mainAnswer(parts, seed), ...composer.angles(parts)].map(polishIn);
  // AI Response with no new message starts from a new angle; no reply is ever said twice.
  for (const option of options.slice(Math.min(again, options.length)))
    if (!earlier.has(option)) return option;
  for (const option of options) if (!earlier.has(option)) return option;
  const said = shortQuote({ quote: userMessage.text.replace(/\s+/gu, ' ').trim(), terms: [], weight: 0 });
  return polishIn(composer.f.nothingNew(p.quote(said), again));
}
