/** Prompt: the conversational response of the ToneLens (enhanced) analysis, POST /api/analyse/enhanced. */
import { EnhancedAnalysisResponse } from '@contract/analysis';
import type { AnalysedText } from '../provider';
import { noBlanks } from './model-output';
import { analysedBlock, system, type Prompt } from './shared';

export const enhancedAnalysisPrompt: Prompt<AnalysedText, { conversationalResponse: string }> = {
  task: 'enhanced analysis',
  schema: noBlanks(EnhancedAnalysisResponse.pick({ conversationalResponse: true })),
  messages: (input) => [
    system(
      'Write a short conversational reading of the text (three to five sentences): name the dimension that leans hardest and its value, name the Spectral Binary band, quote the phrase that carries the tone, reflect it back, and end with one open question. If tension is detected, mention the EchoRoom mode the analysis suggests.',
      '{"conversationalResponse": string}',
    ),
    { role: 'user', content: analysedBlock('text', input) },
  ],
};
