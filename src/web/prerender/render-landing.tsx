/**
 * Renders the signed-out landing page to HTML, at build time, in Node (prerenderLanding() in
 * vite.config.ts loads this module through Vite; ADR 0022). The tree is the one main.tsx renders
 * (StrictMode, the app, its router), in the state the server sends it in (ADR 0048): signed out
 * (the server sends this page only without a live session), so it shows its 'Log In' buttons, and
 * with the footer's e-mail as CONTACT_EMAIL_SLOT, which the server replaces. No script of the app
 * runs on it in the browser. wouter's Router gives the path, which Node has no location for; it
 * renders no element.
 */
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { Language, PublicConfig } from '@contract/auth';
import { CONTACT_EMAIL_SLOT } from '@contract/landing';
import { App } from '@/app/app';
import MainPage from '@/app/main-page';
import { Providers } from '@/app/providers';
import { createQueryClient, queryKeys } from '@/lib/query-client';
import { BUILD_DATE, BUILD_VERSION } from '@/features/landing/landing-footer';
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

/**
 * The answers the landing page is rendered with: no user, and of the public configuration what its
 * footer shows (the rest is never read on this page; the values are the defaults').
 */
function signedOutQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.user, null);
  queryClient.setQueryData<PublicConfig>(queryKeys.config, {
    localAccounts: true,
    oidcProvider: null,
    tunemindUrl: null,
    contactEmail: CONTACT_EMAIL_SLOT,
    buildVersion: BUILD_VERSION,
    buildDate: BUILD_DATE,
  });
  return queryClient;
}

export function renderLanding(language: Language): Promise<RenderedLanding> {
  return renderIn(language, <App queryClient={signedOutQueryClient()} />, 'landing.documentTitle');
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
