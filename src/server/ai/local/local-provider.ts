/**
 * The built-in AI provider (the default): offline, deterministic and fast. Every reply is
 * composed from the engine's numbers for the text, so the same input always gets the same reply
 * and different texts get different ones. See reading.ts for how a text is read.
 */
import type { Language } from '@contract/auth';
import type { AiProvider, AnalysedText, Sourced, Written } from '../provider';
import { defineLocally } from './definition';
import { echoReply } from './echo';
import { enhancedResponse, plainFeedback } from './feedback';
import { framedReply, reanalysis } from './framed';
import { readText } from './reading';
import { rewriteText } from './rewrite/rewrite';
import { Dictionary } from './wordnet/dictionary';
import { polish } from './wording';
import { enhancedResponseIn, phrasesFor, plainFeedbackIn } from './phrases/compose';
import { echoReplyIn } from './phrases/compose-echo';
import { framedReplyIn } from './phrases/framed-chat';
import { reanalysisIn } from './phrases/reanalysis';

const read = ({ text, analysis }: AnalysedText) => readText(text, analysis);

/** Polishes the punctuation around quotes in every composed string (never the user's own text). */
function polished<T extends object>(value: T): T {
  const entries = Object.entries(value).map(([key, field]) => [
    key,
    typeof field === 'string'
      ? polish(field)
      : Array.isArray(field)
        ? field.map((item) => (typeof item === 'string' ? polish(item) : item))
        : field,
  ]);
  return Object.fromEntries(entries) as T;
}

/** The local provider; `source` names who answered ('local', or 'local-fallback' when used as the model's fallback). */
export function createLocalProvider(
  options: { source?: 'local' | 'local-fallback'; dictionary?: Dictionary } = {},
): AiProvider {
  const source = options.source ?? 'local';
  const dictionary = options.dictionary ?? new Dictionary();
  const sourced = <T extends object>(value: T): Sourced<T> => ({ ...value, source });
  const written = <T extends object>(value: T, language: Language): Written<T> => ({
    ...value,
    source,
    language,
  });

  return {
    name: 'local',
    async plainFeedback(input) {
      const phrases = phrasesFor(input.language);
      if (phrases) return written(plainFeedbackIn(phrases, read(input)), phrases.language);
      return written(polished(plainFeedback(read(input))), 'en');
    },
    async enhancedAnalysis(input) {
      const phrases = phrasesFor(input.language);
      if (phrases) {
        return written(
          { conversationalResponse: enhancedResponseIn(phrases, read(input)) },
          phrases.language,
        );
      }
      return written({ conversationalResponse: polish(enhancedResponse(read(input))) }, 'en');
    },
    async alternativeWording(input) {
      return sourced({ alternativeText: rewriteText(input.text).text });
    },
    async echoReply(input) {
      const phrases = phrasesFor(input.language);
      if (phrases) {
        const original = input.original ? read(input.original) : null;
        return written(
          { resonantReply: echoReplyIn(phrases, input.mode, read(input), original) },
          phrases.language,
        );
      }
      return written(
        {
          resonantReply: polish(
            echoReply(input.mode, read(input), input.original ? read(input.original) : null),
          ),
        },
        'en',
      );
    },
    async defineTerm(input) {
      const definition = await defineLocally(dictionary, input);
      return sourced({ ...definition, response: polish(definition.response) });
    },
    async framedReply(input) {
      const parts = {
        userMessage: read(input.userMessage),
        emotionalValues: input.emotionalValues,
        original: read(input.original),
        alternative: input.alternative ? read(input.alternative) : null,
        history: input.conversationHistory,
      };
      const phrases = phrasesFor(input.language);
      if (phrases) return written({ response: framedReplyIn(phrases, parts) }, phrases.language);
      return written({ response: polish(framedReply(parts)) }, 'en');
    },
    async reanalyseAdjusted(input) {
      const phrases = phrasesFor(input.language);
      if (phrases) {
        return written(
          { response: reanalysisIn(phrases, read(input.original), input.adjustedValues) },
          phrases.language,
        );
      }
      return written({ response: polish(reanalysis(read(input.original), input.adjustedValues)) }, 'en');
    },
  };
}
