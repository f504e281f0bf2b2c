/**
 * Which interface language to use (spec §2: en, es, fr, de). A signed-in user's saved setting wins;
 * before sign-in, the last language chosen on this device, then the browser's preferred languages,
 * then English.
 */
import type { Language } from '@contract/auth';
import { CHOSEN_LANGUAGE_KEY } from '@contract/landing';
import { LANGUAGES, pickLanguage } from '@contract/languages';

export { pickLanguage };

export const SOURCE_LANGUAGE: Language = 'en';

/** The language last shown on this device, so a reload starts in it before the user is fetched. */
export function rememberedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(CHOSEN_LANGUAGE_KEY);
    return LANGUAGES.find((code) => code === stored) ?? null;
  } catch {
    return null;
  }
}

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode): the saved setting still applies after sign-in.
  }
}

export function initialLanguage(): Language {
  return rememberedLanguage() ?? pickLanguage(navigator.languages ?? [navigator.language]);
}

/**
 * The language the engine writes in: English, whatever the interface shows. What the interface
 * cannot rebuild from structured values in the language shown (the stored ToneLens summary in the
 * journal, WordNet's glosses, a model's definition, a suggestion this version did not write) is
 * marked with it (`<p lang="en">`), so a screen reader reads it with the right voice (WCAG 3.1.2).
 */
export const ENGINE_TEXT_LANGUAGE = 'en';

/**
 * The language an AI reply is written in (issue 18): the one its response names (the user's
 * interface language when the answering engine can write it), else English, as replies were
 * before they said (and stored ones saved before their language was recorded: null).
 */
export function replyLanguage(
  reply: { language?: Language | null | undefined } | null | undefined,
): Language {
  return reply?.language ?? ENGINE_TEXT_LANGUAGE;
}
