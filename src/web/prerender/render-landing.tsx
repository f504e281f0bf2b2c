/**
 * Renders the signed-out landing page to HTML, at build time, in Node (prerenderLanding() in
 * vite.config.ts loads this module through Vite; ADR 0022). The tree is the one main.tsx renders
 * (StrictMode, the app, its router), in the state of its first render in a browser: the
 * signed-in check still pending, so the page says 'Loading ToneLens...' where the buttons will be,
 * and no public configuration yet. The browser's hydration then finds exactly this HTML. wouter's
 * Router gives the path, which Node has no location for; it renders no element.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { Language } from '@contract/auth';
import { App } from '@/app/app';
import MainPage from '@/app/main-page';
import { Providers } from '@/app/providers';
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

/** Renders `tree` (under the router, at '/') in `language`; `titleKey` names the page's title. */
async function renderIn(
  language: Language,
  tree: ReactNode,
  titleKey: 'landing.documentTitle' | 'header.title',
): Promise<RenderedLanding> {
  if (!i18n.hasResourceBundle(language, 'translation'))
    i18n.addResourceBundle(language, 'translation', CATALOGUES[language]);
  await i18n.changeLanguage(language);
  const markup = renderToString(
    <Router ssrPath="/">
      <StrictMode>{tree}</StrictMode>
    </Router>,
  );
  return { markup, title: i18n.t(titleKey) };
}

export function renderLanding(language: Language): Promise<RenderedLanding> {
  return renderIn(language, <App queryClient={createQueryClient()} />, 'landing.documentTitle');
}

/**
 * The signed-in page before anything is typed (ADR 0025): the main page itself, rendered with no
 * user (the header's menu says 'ToneLens user', no name or e-mail) and with the state of its first
 * render (an empty text area, the side column not yet rendered, the one-column order, which is also
 * the two-column one until a result exists). The app replaces it with its own first commit.
 */
export function renderSignedIn(language: Language): Promise<RenderedLanding> {
  const page = (
    <Providers queryClient={createQueryClient()}>
      <MainPage />
    </Providers>
  );
  return renderIn(language, page, 'header.title');
}
