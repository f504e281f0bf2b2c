/**
 * Renders the signed-out landing page to HTML, at build time, in Node (prerenderLanding() in
 * vite.config.ts loads this module through Vite; ADR 0022). The tree is the one main.tsx renders
 * (StrictMode, the app, its router), in the state of its first render in a browser: the
 * signed-in check still pending, so the page says 'Loading ToneLens...' where the buttons will be,
 * and no public configuration yet. The browser's hydration then finds exactly this HTML. wouter's
 * Router gives the path, which Node has no location for; it renders no element.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { Language } from '@contract/auth';
import { App } from '@/app/app';
import { createQueryClient } from '@/lib/query-client';
import { i18n } from '@/i18n/i18n';
import en, { type Catalogue } from '@/i18n/locales/en';
import es from '@/i18n/locales/es';
import fr from '@/i18n/locales/fr';
import de from '@/i18n/locales/de';

/**
 * Imported here rather than through i18n.ts's loaders: Vite's module runner is closed once this
 * module is loaded, so nothing may be imported later.
 */
const CATALOGUES: Record<Language, Catalogue> = { en, es, fr, de };

export interface RenderedLanding {
  /** The contents of `#root`. */
  markup: string;
  /** The page's title in this language (useDocumentTitle sets the same in the browser). */
  title: string;
}

export async function renderLanding(language: Language): Promise<RenderedLanding> {
  if (!i18n.hasResourceBundle(language, 'translation'))
    i18n.addResourceBundle(language, 'translation', CATALOGUES[language]);
  await i18n.changeLanguage(language);
  const markup = renderToString(
    <Router ssrPath="/">
      <StrictMode>
        <App queryClient={createQueryClient()} />
      </StrictMode>
    </Router>,
  );
  return { markup, title: i18n.t('landing.documentTitle') };
}
