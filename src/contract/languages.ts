/**
 * The interface languages (spec §2), in a module without zod: the web app's start-up code picks
 * the language before anything is parsed, and should not build the contract's schemas to do so.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;

type InterfaceLanguage = (typeof LANGUAGES)[number];

/**
 * The first supported language among a browser's preferences, most preferred first
 * ('de-DE' → 'de'), else English: the web app applies it to `navigator.languages`, the server to
 * Accept-Language when it chooses which pre-rendered page to send, so both pick the same one.
 */
export function pickLanguage(preferred: readonly string[]): InterfaceLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LANGUAGES.find((code) => code === base);
    if (match) return match;
  }
  return 'en';
}
