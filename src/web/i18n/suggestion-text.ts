/**
 * The EchoRoom suggestion in the language shown (issue 18, ADR 0017 point 5). The engine keeps
 * writing it in English (the API, CLI and stored records carry its sentence); the interface reads
 * which of the single suggestion function's kinds it is and shows that kind's catalogue text,
 * whose English is the engine's sentence word for word.
 */
import type { TFunction } from 'i18next';
import { SUGGESTION_TEXTS, suggestionModeOf } from '@engine/voice';
import { ENGINE_TEXT_LANGUAGE } from './languages';

export interface ShownText {
  text: string;
  /** Set when the text stays in the engine's English (one this version did not write). */
  lang?: typeof ENGINE_TEXT_LANGUAGE;
}

/**
 * The suggestion to show, or null when there is none. Only a sentence equal to the engine's own
 * is translated: a text that merely starts like one (an older wording, a stored record) is free
 * text, so it is shown as written and marked English.
 */
export function suggestionText(t: TFunction, suggestion: string | null): ShownText | null {
  if (!suggestion) return null;
  const mode = suggestionModeOf(suggestion);
  if (mode !== 'none' && SUGGESTION_TEXTS[mode] === suggestion) {
    return { text: t(`tension.suggestion.${mode}`) };
  }
  return { text: suggestion, lang: ENGINE_TEXT_LANGUAGE };
}
