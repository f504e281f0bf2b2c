/** Typed keys: `t('landing.logIn')` is checked against the English catalogue at compile time. */
import 'i18next';
import type en from './locales/en';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
    returnNull: false;
  }
}
