/** Prompt: reanalysis with adjusted values, POST /api/reanalyse-adjusted. */
import { AXIS_KEYS } from '@engine/axes';
import { ReanalyseResponse } from '@contract/framed';
import type { ReanalyseInput } from '../provider';
import { noBlanks } from './model-output';
import { analysedBlock, system, type Prompt } from './shared';

export const reanalysisPrompt: Prompt<ReanalyseInput, { response: string }> = {
  task: 'reanalysis',
  schema: noBlanks(ReanalyseResponse.pick({ response: true })),
  messages: (input) => [
    system(
      'The person adjusted the four ToneLens values of their text. Re-read the text as if it carried the adjusted values: say what changed most (dimension, from, to), what that reading would mean emotionally, which words of the text would have to change for it to read that way, and give a reworded version of the text, in quotes, that reads the way the values were moved (warmer when warmth went up, calmer when intensity went down, and so on). Describe each move in its direction ("warmth turned down from 0.67 to 0.30"). End with one open question. Four to seven sentences.',
      '{"response": string}',
    ),
    {
      role: 'user',
      content: [
        `Adjusted values:\n${AXIS_KEYS.map(
          (key) =>
            `- ${key}: original ${input.original.analysis[key].toFixed(2)} → adjusted ${input.adjustedValues[key].toFixed(2)}`,
        ).join('\n')}`,
        analysedBlock('text', input.original),
      ].join('\n\n'),
    },
  ],
};
