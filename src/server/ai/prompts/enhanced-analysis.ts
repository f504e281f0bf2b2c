/** Prompt: the conversational response of the ToneLens (enhanced) analysis, POST /api/analyse/enhanced. */
import { EnhancedAnalysisResponse } from '@contract/analysis';
import type { AnalysedText } from '../provider';
import { noBlanks } from './model-output';
import { isAboutAnotherPerson } from '@engine/voice';
import { analysedBlock, system, type Prompt } from './shared';

/**
 * One voice (issue 12): the reading repeats the app's one suggestion (the tension panel shows the
 * same one) and speaks about another person only when the text is about one.
 */
function adviceRule(input: AnalysedText): string {
  const advice =
    'If the analysis gives a suggestion, pass on that one and no other EchoRoom mode; if it gives none, recommend no mode.';
  return isAboutAnotherPerson(input.text)
    ? `${advice} Speak to the writer as "you"; the text is about another person too, so you may speak of them.`
    : `${advice} The text is about the writer alone: speak to them as "you", and never of "the two of you", "both of you" or "between you".`;
}

export const enhancedAnalysisPrompt: Prompt<AnalysedText, { conversationalResponse: string }> = {
  task: 'enhanced analysis',
  schema: noBlanks(EnhancedAnalysisResponse.pick({ conversationalResponse: true })),
  messages: (input) => [
    system(
      `Write a short conversational reading of the text (three to five sentences): name the dimension that leans hardest and its value, name the Spectral Binary band, quote the phrase that carries the tone, reflect it back, and end with one open question. ${adviceRule(input)}`,
      '{"conversationalResponse": string}',
    ),
    { role: 'user', content: analysedBlock('text', input) },
  ],
};
