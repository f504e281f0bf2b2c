/** Prompt: Spectral Meaning, POST /api/spectral-definition. The model is given WordNet's senses to ground it. */
import { DefinitionResponse } from '@contract/echo-room';
import type { DefinitionInput } from '../provider';
import { noBlanks } from './model-output';
import { fenced, numbersBlock, system, type Prompt } from './shared';

export interface DefinitionPromptInput extends DefinitionInput {
  /** WordNet's senses of the term, grouped by part of speech, or none. */
  senses: ReadonlyArray<{ partOfSpeech: string; glosses: readonly string[] }>;
  lemma: string | null;
}

export const definitionPrompt: Prompt<
  DefinitionPromptInput,
  { definition: string | null; response: string }
> = {
  task: 'definition',
  schema: noBlanks(DefinitionResponse.pick({ response: true })).and(
    DefinitionResponse.pick({ definition: true }),
  ),
  messages: (input) => [
    system(
      'Define the term for someone reflecting on their emotions. "definition": one clear sentence defining the term in its most common sense (null only if the term has no meaning you know). "response": a short readable answer: the definition, other important senses, and one sentence on its emotional or spectral resonance using the Spectral Binary numbers. Prefer the WordNet senses given; do not invent senses.',
      '{"definition": string | null, "response": string}',
    ),
    {
      role: 'user',
      content: [
        fenced('text', input.term, 200),
        input.senses.length > 0
          ? `WordNet senses (lemma ${input.lemma ?? input.term}):\n${input.senses
              .map((group) => `${group.partOfSpeech}: ${group.glosses.slice(0, 8).join(' | ')}`)
              .join('\n')}`
          : 'WordNet has no entry for this term.',
        numbersBlock(input.analysis, 'Spectral Binary of the term'),
      ].join('\n\n'),
    },
  ],
};
