/**
 * The interface languages (spec §2), in a module without zod: the web app's start-up code picks
 * the language before anything is parsed, and should not build the contract's schemas to do so.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
