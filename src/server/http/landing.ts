/**
 * The pre-rendered landing page (ADR 0022): the build writes it in each interface language
 * (dist/web/landing.<language>.html); a navigation to '/' without a session cookie gets the one
 * in the browser's language, so its first paint needs no script. Anyone with a live session gets
 * the pre-rendered signed-in page instead (ADR 0025), so a signed-in user never sees the landing
 * page flash first; a cookie of an ended session gets the landing page, as a visitor.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@contract/auth';
import { LANDING_FILE, SIGNED_IN_FILE } from '@contract/landing';
import { LANGUAGES, pickLanguage } from '@contract/languages';

/**
 * The language the app picks for a visitor with no stored choice (src/web/i18n/languages.ts):
 * `pickLanguage` over the browser's preferences, which Accept-Language lists with weights
 * ('de-DE,de;q=0.9,en;q=0.8' → 'de').
 */
export function landingLanguage(acceptLanguage: string | undefined): Language {
  const preferred = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return pickLanguage(preferred.map(({ tag }) => tag));
}

/** The languages whose pre-rendered landing page this build has. */
export function prerenderedLanguages(distDir: string): Set<Language> {
  return new Set(LANGUAGES.filter((language) => existsSync(path.join(distDir, LANDING_FILE(language)))));
}

/** The languages whose pre-rendered signed-in page (ADR 0025) this build has. */
export function signedInLanguages(distDir: string): Set<Language> {
  return new Set(LANGUAGES.filter((language) => existsSync(path.join(distDir, SIGNED_IN_FILE(language)))));
}
