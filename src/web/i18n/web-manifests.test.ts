/**
 * The web manifest of each language (issue 18): its name, short name and description are its
 * catalogue's, and everything that makes it the same installed app (id, start_url, scope, icons,
 * colours) is identical in all four.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@contract/auth';
import en from './locales/en';
import es from './locales/es';
import fr from './locales/fr';
import de from './locales/de';
import { MANIFEST_FILES } from './manifest-link';
import { MANIFEST_LANGUAGES, webManifest, webManifestFile } from './web-manifests';

const CATALOGUES = { en, es, fr, de };

describe('the web manifests', () => {
  it('exist for every interface language, each in a file of its own, English where vite-plugin-pwa links it', () => {
    expect([...MANIFEST_LANGUAGES].sort()).toEqual([...LANGUAGES].sort());
    expect(new Set(Object.values(MANIFEST_FILES)).size).toBe(LANGUAGES.length);
    expect(MANIFEST_FILES.en).toBe('manifest.webmanifest');
    for (const language of LANGUAGES)
      expect(MANIFEST_FILES[language]).toMatch(/^manifest[\w-]*\.webmanifest$/);
  });

  it.each(LANGUAGES)('names and describes the app in %s, from its catalogue', (language) => {
    const { pwa } = CATALOGUES[language];
    const written = JSON.parse(webManifestFile(language).source) as Record<string, unknown>;
    expect(written).toMatchObject({
      name: pwa.name,
      short_name: pwa.shortName,
      description: pwa.description,
      lang: language,
    });
    expect(webManifestFile(language).fileName).toBe(MANIFEST_FILES[language]);
  });

  it('keeps the English description the app has always had, and translates it', () => {
    expect(webManifest('en').description).toBe('Understand the emotional tone of your own writing.');
    const descriptions = LANGUAGES.map((language) => webManifest(language).description);
    expect(new Set(descriptions).size).toBe(LANGUAGES.length);
  });

  it('keeps them one app: the same id, start_url, scope, icons and colours in every language', () => {
    const shared = (language: (typeof LANGUAGES)[number]) => {
      const { name: _n, short_name: _s, description: _d, lang: _l, ...rest } = webManifest(language);
      return rest;
    };
    expect(shared('en')).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
    for (const language of LANGUAGES) expect(shared(language), language).toEqual(shared('en'));
  });
});
