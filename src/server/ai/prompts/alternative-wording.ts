/** Prompt: alternative wording, POST /api/generate-alternative. */
import { GenerateAlternativeResponse } from '@contract/analysis';
import type { AnalysedText } from '../provider';
import { noBlanks } from './model-output';
import { analysedBlock, system, type Prompt } from './shared';

export const alternativeWordingPrompt: Prompt<AnalysedText, { alternativeText: string }> = {
  task: 'alternative wording',
  schema: noBlanks(GenerateAlternativeResponse.pick({ alternativeText: true })),
  messages: (input) => [
    system(
      'Rewrite the text so it keeps its meaning, facts and requests but reads warmer and more coherent: soften absolutes (always, never, everyone, nobody), turn accusing "you" statements into "I" statements that name the feeling, drop stacked intensifiers and swearing, write shouted capitals in ordinary case, break run-on sentences, and calm repeated punctuation. Keep the same person, language and rough length; keep line breaks. Do not add commentary: "alternativeText" holds only the rewritten text.',
      '{"alternativeText": string}',
    ),
    { role: 'user', content: analysedBlock('text', input) },
  ],
};
