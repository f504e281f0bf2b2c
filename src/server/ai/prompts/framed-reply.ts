/** Prompt: the Framed Text Interaction chat reply, POST /api/ai-response/framed. */
import { AXIS_KEYS } from '@engine/axes';
import { FramedReplyResponse } from '@contract/framed';
import type { FramedInput } from '../provider';
import { noBlanks } from './model-output';
import {
  analysedBlock,
  capText,
  fenced,
  HISTORY_MESSAGE_CAP,
  HISTORY_MESSAGES,
  system,
  type Prompt,
} from './shared';

export const framedReplyPrompt: Prompt<FramedInput, { response: string }> = {
  task: 'framed reply',
  schema: noBlanks(FramedReplyResponse.pick({ response: true })),
  messages: (input) => {
    const sliders = AXIS_KEYS.map((key) => {
      const before = input.original.analysis[key];
      const now = input.emotionalValues[key];
      return `- ${key}: original ${before.toFixed(2)}, slider now ${now.toFixed(2)} (${now - before >= 0 ? '+' : ''}${(now - before).toFixed(2)})`;
    }).join('\n');
    const history = input.conversationHistory
      .slice(-HISTORY_MESSAGES)
      .map(
        (message) =>
          `${message.type === 'user' ? 'Person' : 'Assistant'}: ${capText(message.content, HISTORY_MESSAGE_CAP)}`,
      )
      .join('\n');
    return [
      system(
        'The person is exploring their text by moving four emotional sliders and chatting with you. Answer their message in three to six sentences. If a slider moved away from the original analysis, say which one, from what value to what value, which words of the original hold it where it was, and how the text could change to read the way they set it (a short rewritten phrase helps). Refer to the AI alternative if there is one. End with one open question.',
        '{"response": string}',
      ),
      {
        role: 'user',
        content: [
          `Sliders (original analysis → where the person set them):\n${sliders}`,
          `Original text:\n${analysedBlock('original', input.original)}`,
          ...(input.alternative
            ? [`AI alternative:\n${analysedBlock('alternative', input.alternative)}`]
            : []),
          ...(history ? [fenced('history', history)] : []),
          `The person's message:\n${fenced('message', input.userMessage.text)}`,
        ].join('\n\n'),
      },
    ];
  },
};
