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
      const moved = Math.abs(now - before) < 0.005 ? 'unchanged' : now > before ? 'turned up' : 'turned down';
      return `- ${key}: original ${before.toFixed(2)}, slider now ${now.toFixed(2)} (${now - before >= 0 ? '+' : ''}${(now - before).toFixed(2)}, ${moved})`;
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
        'The person is exploring their text by moving four emotional sliders and chatting with you. Answer their latest message: address every question in it, in order (quote each briefly). When they ask how they could say it (more kindly, calmly, clearly…), give a concrete rewording of their original text in quotes. If a slider moved away from the original analysis, describe it in the direction it moved, e.g. "you turned warmth down from 0.67 to 0.30, so …" (up means toward the first-named end), which words of the original hold it where it was, and how the text could change to read that way. Refer to the AI alternative if there is one. Never repeat an earlier Assistant reply word for word: if the latest message is the same one you already answered, give a new angle, or say plainly that you have nothing new to add. Three to eight sentences.',
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
