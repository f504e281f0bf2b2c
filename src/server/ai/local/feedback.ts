/**
 * Local plain feedback (spec §3 plain result) and the enhanced analysis' conversational response,
 * composed from a Reading: name the dominant tone and band, quote the phrase that carries it,
 * reflect it back, ask one open question.
 */
import { deepDiveReading, suggestionFor } from '@engine/voice';
import type { PlainFeedback } from '../provider';
import { ECHO_QUESTIONS, echoLean } from './echo';
import type { Reading } from './reading';
import { openQuestion, reflection, withPhrase } from './reflections';
import { bandSentence, carriedBy, fmt, namingSentence, pick, seedOf, termList } from './wording';

const SENTIMENT_OPENINGS = {
  positive: 'reads as positive overall',
  concerned: 'reads as concerned overall',
  reflective: 'reads as reflective overall',
  neutral: 'reads as neutral overall',
} as const;

function feedbackText(reading: Reading): string {
  const { analysis, dominant } = reading;
  const opening = `Your ${analysis.wordCount}-word text ${SENTIMENT_OPENINGS[analysis.sentimentClassification]}.`;
  const naming = namingSentence(reading);
  const carried = dominant && reading.carrier ? ` It is ${carriedBy(reading).slice(2)}.` : '';
  return `${opening} ${naming}${carried} ${bandSentence(reading)}`;
}

function insights(reading: Reading): string[] {
  const { analysis } = reading;
  const list: string[] = [];
  const notable = reading.axes.filter((axis, i) => i === 0 || axis.distance >= 0.1).slice(0, 2);
  for (const axis of notable) {
    list.push(
      `${axis.info.name}: ${fmt(axis.value)} (${axis.level}). ${deepDiveReading(axis.info, axis.value)}`,
    );
  }
  if (reading.carrier && reading.carrier.terms.length > 0) {
    list.push(`Words doing the most work: ${termList(reading.carrier.terms)}.`);
  }
  list.push(
    `Spectral Binary: average ${fmt(analysis.averageValue)}, the ${reading.band.name} band (${reading.band.context}), ` +
      `${analysis.frequencyHz} Hz; ${Math.round(analysis.deepTonePercentage)}% deep, ` +
      `${Math.round(analysis.suspendedTonePercentage)}% suspended, ${Math.round(analysis.brightTonePercentage)}% bright.`,
  );
  list.push(
    analysis.tensionDetected && analysis.echoRoomSuggestion
      ? `Tension detected. ${analysis.echoRoomSuggestion}`
      : 'No tension detected: all four dimensions sit within their calm ranges.',
  );
  return list;
}

export function plainFeedback(reading: Reading): PlainFeedback {
  const empathicResponse = reflection(reading);
  const conversationalPrompt = openQuestion(reading);
  return {
    aiResponse: `${namingSentence(reading)} ${empathicResponse} ${conversationalPrompt}`,
    feedback: feedbackText(reading),
    empathicResponse,
    aiInsights: insights(reading),
    conversationalPrompt,
  };
}

const INVITATIONS = {
  solo: 'Solo Echo is a quiet place to unpack what feels overwhelming before acting on it.',
  message: 'Message Echo can help you decode how this might land before you send it.',
  thread: 'Thread Return can help you find the loop this keeps returning to.',
} as const;

const GUIDED_INVITATION =
  'A guided reflection fits here: take a moment to name what you most want this writing to say.';

export function enhancedResponse(reading: Reading): string {
  const { analysis } = reading;
  const summary = analysis.toneLensSummary;
  // The same suggestion the tension panel and the EchoRoom show (issue 12 "One voice").
  const suggestion = suggestionFor(reading.text, analysis);
  const { band } = reading;
  const parts = [
    `ToneLens reading: ${summary}`,
    namingSentence(reading),
    `Spectrally it sits in the ${band.name} band (${band.keywords.join(', ')}).`,
    reflection(reading),
  ];
  if (suggestion.mode === 'solo' || suggestion.mode === 'message' || suggestion.mode === 'thread') {
    parts.push(INVITATIONS[suggestion.mode]);
    parts.push(
      withPhrase(
        pick(ECHO_QUESTIONS[suggestion.mode][echoLean(reading)], seedOf(reading.text, 'enhanced')),
        reading,
      ),
    );
  } else {
    if (suggestion.mode === 'guided') parts.push(GUIDED_INVITATION);
    parts.push(openQuestion(reading));
  }
  return parts.join(' ');
}
