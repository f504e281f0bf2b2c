/**
 * Plain feedback and the enhanced reading in a language other than English (issue 18), composed
 * from the same Reading as the English ones (feedback.ts) with that language's phrase table: the
 * same facts in the same order, the same seeded choice among wordings, the user's words quoted
 * as written. English does not come through here, so its output is unchanged.
 */
import { suggestionFor } from '@engine/voice';
import { isAboutAnotherPerson } from '@engine/voice';
import type { Language } from '@contract/auth';
import type { PlainFeedback } from '../../provider';
import type { AxisReading, Reading } from '../reading';
import { leanOf } from '../reflections';
import { pick, seedOf, shortQuote } from '../wording';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import type { Figure, LeanFigures, Phrases, SpectralFigures } from './types';

const TABLES: Readonly<Record<Exclude<Language, 'en'>, Phrases>> = { es, fr, de };

/** The phrase table for a language, or null for English (which keeps its own templates). */
export function phrasesFor(language: Language | undefined): Phrases | null {
  return language && language !== 'en' ? TABLES[language] : null;
}

/** 0.3217 → '0,32': all three languages write a decimal comma. */
export const number = (value: number): string => value.toFixed(2).replace('.', ',');

export function figure(p: Phrases, axis: AxisReading): Figure {
  const words = p.axes[axis.key];
  return {
    name: words.name,
    value: number(axis.value),
    level: p.levels[axis.level],
    end: words.ends[axis.direction],
  };
}

function namingSentence(p: Phrases, reading: Reading): string {
  const { dominant } = reading;
  if (!dominant) {
    const figures = reading.axes.map((axis) => `${p.axes[axis.key].name} ${number(axis.value)}`);
    return p.evenNaming(figures.join(', '));
  }
  return p.naming(p.axes[dominant.key].nouns[dominant.direction], figure(p, dominant));
}

function spectral(p: Phrases, reading: Reading): SpectralFigures {
  const { analysis, band } = reading;
  return {
    value: number(analysis.averageValue),
    band: p.bands[band.name].name,
    keywords: p.bands[band.name].keywords,
    hz: analysis.frequencyHz,
    deep: Math.round(analysis.deepTonePercentage),
    suspended: Math.round(analysis.suspendedTonePercentage),
    bright: Math.round(analysis.brightTonePercentage),
  };
}

function bandSentence(p: Phrases, reading: Reading): string {
  return p.bandSentence(
    spectral(p, reading),
    p.tones[reading.tone.category](Math.round(reading.tone.percentage)),
  );
}

function fill(p: Phrases, template: string, reading: Reading): string {
  const quote = reading.carrier ? p.quote(reading.carrier.quote) : p.noQuote;
  const short = reading.carrier ? p.quote(shortQuote(reading.carrier)) : p.noQuote;
  const filled = template.replaceAll('{q}', quote).replaceAll('{s}', short);
  return filled.charAt(0).toUpperCase() + filled.slice(1);
}

// The seeds are the English ones, so a text gets the matching wording in every language.
function reflection(p: Phrases, reading: Reading): string {
  return fill(p, pick(p.reflections[leanOf(reading)], seedOf(reading.text, 'reflection')), reading);
}

export const reflectionIn = reflection;

/** How a reading leans, for the EchoRoom's sentences. */
export function leanFigures(p: Phrases, reading: Reading): LeanFigures {
  const { dominant, band } = reading;
  return {
    noun: dominant ? p.axes[dominant.key].nouns[dominant.direction] : null,
    figure: dominant ? figure(p, dominant) : null,
    band: p.bands[band.name].name,
    keywords: p.bands[band.name].keywords,
  };
}

function openQuestion(p: Phrases, reading: Reading): string {
  const lean = leanOf(reading);
  const solo = isAboutAnotherPerson(reading.text) ? undefined : p.soloQuestions[lean];
  return fill(p, pick(solo ?? p.questions[lean], seedOf(reading.text, 'question')), reading);
}

export function termList(p: Phrases, terms: readonly string[]): string {
  const shown = terms
    .slice(0, 3)
    .map((term) => (term === '!' || term === '?' ? p.cues[term] : p.quote(term)));
  return new Intl.ListFormat(p.language, { type: 'conjunction' }).format(shown);
}

function insights(p: Phrases, reading: Reading): string[] {
  const { analysis } = reading;
  const notable = reading.axes.filter((axis, i) => i === 0 || axis.distance >= 0.1).slice(0, 2);
  const list = notable.map((axis) => p.insightAxis(figure(p, axis)));
  if (reading.carrier && reading.carrier.terms.length > 0) {
    list.push(p.insightWords(termList(p, reading.carrier.terms)));
  }
  list.push(p.insightSpectral(spectral(p, reading)));
  const { mode } = suggestionFor(reading.text, analysis);
  list.push(analysis.tensionDetected && mode !== 'none' ? p.tension[mode] : p.noTension);
  return list;
}

export function plainFeedbackIn(p: Phrases, reading: Reading): PlainFeedback {
  const { analysis, dominant } = reading;
  const empathicResponse = reflection(p, reading);
  const conversationalPrompt = openQuestion(p, reading);
  const naming = namingSentence(p, reading);
  const opening = p.opening(analysis.wordCount, p.sentiments[analysis.sentimentClassification]);
  const carried = dominant && reading.carrier ? ` ${p.carried(p.quote(reading.carrier.quote))}` : '';
  return {
    aiResponse: `${naming} ${empathicResponse} ${conversationalPrompt}`,
    feedback: `${opening} ${naming}${carried} ${bandSentence(p, reading)}`,
    empathicResponse,
    aiInsights: insights(p, reading),
    conversationalPrompt,
  };
}

/**
 * The enhanced reading: the naming, the band, the reflection, then the EchoRoom invitation the
 * tension panel makes (or a guided one) and one open question.
 */
export function enhancedResponseIn(p: Phrases, reading: Reading): string {
  const { band } = reading;
  const suggestion = suggestionFor(reading.text, reading.analysis);
  const parts = [
    p.readingIntro,
    namingSentence(p, reading),
    p.spectrally(p.bands[band.name].name, p.bands[band.name].keywords),
    reflection(p, reading),
  ];
  if (suggestion.mode === 'solo' || suggestion.mode === 'message' || suggestion.mode === 'thread') {
    parts.push(p.invitations[suggestion.mode]);
  } else if (suggestion.mode === 'guided') {
    parts.push(p.guidedInvitation);
  }
  parts.push(openQuestion(p, reading));
  return parts.join(' ');
}
