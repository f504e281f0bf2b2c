/**
 * The installed app's name and description follow the interface language (issue 18): each language
 * has its own web manifest (built from the catalogues by web-manifests.ts), and `<link rel="manifest">`
 * points at the one of the language shown, so installing the app names it in that language.
 */
import type { Language } from '@contract/auth';

/** The web manifest of each language, at the root of the build. English is vite-plugin-pwa's own. */
export const MANIFEST_FILES: Record<Language, string> = {
  en: 'manifest.webmanifest',
  es: 'manifest-es.webmanifest',
  fr: 'manifest-fr.webmanifest',
  de: 'manifest-de.webmanifest',
};

/** Points `<link rel="manifest">` (written into index.html by vite-plugin-pwa) at `language`'s manifest. */
export function linkManifest(language: Language): void {
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/${MANIFEST_FILES[language]}`);
}
