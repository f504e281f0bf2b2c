/**
 * The web manifest in each interface language (issue 18, ADR 0017): vite-plugin-pwa writes the
 * English one (and links it from index.html), the build writes the others next to it
 * (vite.config.ts). They differ only in name, short name, description and lang; the same id,
 * start_url, scope and icons keep them one app, whichever language it was installed in.
 *
 * Build time only: it imports every catalogue, so the app must never import it (all four would land
 * in the first chunk); the app uses manifest-link.ts.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import type { Language } from '@contract/auth';
import en, { type Catalogue } from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import de from './locales/de';
import { MANIFEST_FILES } from './manifest-link';

export const THEME_COLOUR = '#0b0d1a';

const CATALOGUES: Record<Language, Catalogue> = { en, es, fr, de };

export const MANIFEST_LANGUAGES = Object.keys(MANIFEST_FILES) as Language[];

export function webManifest(language: Language): Partial<ManifestOptions> {
  const { pwa } = CATALOGUES[language];
  return {
    id: '/',
    name: pwa.name,
    short_name: pwa.shortName,
    description: pwa.description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: THEME_COLOUR,
    theme_color: THEME_COLOUR,
    categories: ['productivity', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

/** The file the build writes for `language`: its name, and its JSON on one line as vite-plugin-pwa writes it. */
export function webManifestFile(language: Language): { fileName: string; source: string } {
  return { fileName: MANIFEST_FILES[language], source: `${JSON.stringify(webManifest(language))}\n` };
}
