/**
 * Entry of the web app: styles, install-event capture (before React, so no prompt is missed), the
 * signed-in check (started now, so its answer is on its way while React renders: the analyser's
 * chunk waits on it), the interface language (its catalogue loaded before the first render, so a
 * German visitor never sees English flash first), the app.
 *
 * The first render is a transition: React then renders in slices of a few milliseconds and lets
 * the browser paint and answer input between them, instead of one long task (Lighthouse's total
 * blocking time, ADR 0020). The pre-rendered landing page loads this entry only when it waits for
 * another language (ADR 0048), and the app then replaces it (prerender/start.tsx); a pre-rendered
 * signed-in page is replaced once the signed-in check has answered (ADR 0025).
 */
import { StrictMode } from 'react';
import { watchInstallEvents } from '@/lib/install';
import { fetchCurrentUser } from '@/lib/auth';
import { createQueryClient, queryKeys } from '@/lib/query-client';
import { App } from '@/app/app';
import { loadMainPage } from '@/app/router';
import { applyLanguage } from '@/i18n/i18n';
import { initialLanguage } from '@/i18n/languages';
import { startApp } from '@/prerender/start';
import type { User } from '@contract/auth';
import { SIGNED_IN_ATTRIBUTE } from '@contract/landing';
import './styles/index.css';

watchInstallEvents();

const queryClient = createQueryClient();
// On '/', a signed-in answer is reported once the main page's chunk is here too (router.tsx).
const userChecked = queryClient.prefetchQuery({
  queryKey: queryKeys.user,
  queryFn: async () => {
    const user = await fetchCurrentUser();
    // A failed chunk load is left to the router's lazy page, which shows it.
    if (user && window.location.pathname === '/') await loadMainPage().catch(() => undefined);
    return user;
  },
});

const root = document.getElementById('root') as HTMLElement;
// The language actually shown: a catalogue that could not be fetched leaves the interface in English.
const languageApplied = applyLanguage(initialLanguage());
// The pre-rendered signed-in page (ADR 0025) stays on screen until the check has answered: the
// first commit is then the page itself (or, should the session have ended since, the landing
// page), not the landing page's loading state over it, and in the user's saved language, which
// the server chose the page by (LanguageSync would otherwise switch to it right after).
const ready = root.hasAttribute(SIGNED_IN_ATTRIBUTE)
  ? Promise.all([languageApplied, userChecked]).then(() => {
      const language = queryClient.getQueryData<User | null>(queryKeys.user)?.language;
      return language ? applyLanguage(language) : undefined;
    })
  : languageApplied;

void ready.finally(() => {
  startApp(
    root,
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});
