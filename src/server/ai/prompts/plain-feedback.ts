/** Prompt: plain feedback (spec §3 plain result) for POST /api/analyse/plain. */
import { PlainAnalysisResponse } from '@contract/analysis';
import type { AnalysedText, PlainFeedback } from '../provider';
import { noBlanks } from './model-output';
import { analysedBlock, system, type Prompt } from './shared';

export const plainFeedbackPrompt: Prompt<AnalysedText, PlainFeedback> = {
  task: 'plain feedback',
  schema: noBlanks(
    PlainAnalysisResponse.pick({
      aiResponse: true,
      feedback: true,
      empathicResponse: true,
      aiInsights: true,
      conversationalPrompt: true,
    }),
  ),
  messages: (input) => [
    system(
      'Give feedback on the emotional tone of the text. "feedback": two or three sentences naming the sentiment, the strongest of the four dimensions with its value, and the phrase that carries it. "empathicResponse": one or two sentences reflecting the feeling back with care. "aiInsights": three to five short observations, each tied to a number. "conversationalPrompt": one open question inviting reflection. "aiResponse": a short conversational reply combining the reflection and the question.',
      '{"aiResponse": string, "feedback": string, "empathicResponse": string, "aiInsights": string[], "conversationalPrompt": string}',
    ),
    { role: 'user', content: analysedBlock('text', input) },
  ],
};
