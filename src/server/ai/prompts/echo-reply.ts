/** Prompt: the EchoRoom reply per reflection mode, POST /api/echoroom/analyse. */
import { EchoAnalyseResponse } from '@contract/echo-room';
import type { EchoInput, ReflectionMode } from '../provider';
import { noBlanks } from './model-output';
import { analysedBlock, system, type Prompt } from './shared';

const MODES: Readonly<Record<ReflectionMode, string>> = {
  solo: 'Solo Echo: the person is processing internal overwhelm. Help them slow down and name what feels biggest inside; speak to their inner experience behind the words and ask about it.',
  message:
    'Message Echo: the person is decoding someone else’s reaction (often the analysed text is that message). Help them consider what the other person may have felt and meant; ask about how they read the other person, and say how the words of the text may land on the person who reads them.',
  thread:
    'Thread Return: the person is caught in a relational loop with someone. Help them see the pattern that repeats between them; speak to the text as part of a recurring pattern and ask about the loop.',
};

export const echoReplyPrompt: Prompt<EchoInput, { resonantReply: string }> = {
  task: 'echo reply',
  schema: noBlanks(EchoAnalyseResponse.pick({ resonantReply: true })),
  messages: (input) => [
    system(
      `${MODES[input.mode]} Write a resonant reply of three to five sentences: name the strongest dimension of the reflection with its value and its band, quote the phrase that carries it (always quote their words), reflect it back in the way this mode asks, and end with exactly one open question shaped by the mode.`,
      '{"resonantReply": string}',
    ),
    {
      role: 'user',
      content: [
        `Mode: ${input.mode}`,
        analysedBlock('reflection', input),
        ...(input.original
          ? [`The analysed text the reflection is about:\n${analysedBlock('original', input.original)}`]
          : []),
      ].join('\n\n'),
    },
  ],
};
