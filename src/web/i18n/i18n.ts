/**
 * The interface's translations (i18next + react-i18next, ADR 0017). English is the source catalogue
 * and ships with the app; each other language is its own chunk, imported the first time it is
 * needed. `<html lang>` follows the language shown.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@contract/auth';
import en, { type Catalogue } from './locales/en';
import { rememberLanguage, SOURCE_LANGUAGE } from './languages';
import { linkManifest } from './manifest-link';

/** One dynamic import per language, so Vite makes each catalogue a chunk of its own. */
const LOADERS: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
};

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: SOURCE_LANGUAGE,
  fallbackLng: SOURCE_LANGUAGE,
  resources: { en: { translation: en } },
  // React escapes what it renders; escaping here too would show '&amp;'.
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

async function loadCatalogue(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  const catalogue = await LOADERS[language]();
  i18n.addResourceBundle(language, 'translation', catalogue.default);
}

/**
 * Shows the interface in `language`: loads its catalogue if needed, re-renders, sets `<html lang>`
 * and links the language's web manifest (the installed app's name and description).
 */
export async function applyLanguage(language: Language): Promise<void> {
  try {
    await loadCatalogue(language);
  } catch {
    // The catalogue could not be fetched (offline before it was cached): stay in the current language.
    return;
  }
  rememberLanguage(language);
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  linkManifest(language);
}

/** The language shown now, for Intl formatting outside React. */
export function currentLanguage(): Language {
  return (i18n.language as Language | undefined) ?? SOURCE_LANGUAGE;
}
