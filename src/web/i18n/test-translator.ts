/** A translator for one language with the real catalogues, for unit tests of pure text builders. */
import i18next, { type TFunction } from 'i18next';
import type { Language } from '@contract/auth';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import de from './locales/de';

export function translatorFor(language: Language): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    resources: {
      en: { translation: en },
      es: { translation: es },
      fr: { translation: fr },
      de: { translation: de },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}
