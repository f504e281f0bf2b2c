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
      'Rewrite the text so a hostile message becomes one its reader can hear, the way Nonviolent Communication does: keep its meaning, facts and most of its own words (rewrite this message, never a stock reply); turn accusations into "I" statements with the observation, the feeling, the need and a request where the text has them; remove insults, name-calling and profanity; soften absolutes (always, never, everyone, nobody, nothing, everything) into ordinary words (often, rarely, most people, hardly anyone); calm sarcasm markers, ALL-CAPS shouting and repeated punctuation; break run-on sentences. Write natural English: proper sentences, no doubled words, capitals and punctuation right. Always change something: never hand the text back unchanged. Keep the same person and rough length; keep line breaks. Do not add commentary: "alternativeText" holds only the rewritten text.',
      '{"alternativeText": string}',
    ),
    { role: 'user', content: analysedBlock('text', input) },
  ],
};
