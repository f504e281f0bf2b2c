/**
 * Routes (spec §2). '/' is the landing page while the user is loading or signed out, the main page
 * once signed in. The signed-in app is a separate chunk (engine, language model, analyser), so
 * visitors only download the landing page. Later features add their routes here (e.g. '/tune-link').
 */
import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch } from 'wouter';
import { logIn, useUser } from '@/lib/auth';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFound } from './not-found';
import { PageLoading } from './page-loading';
import { PendingToasts } from './pending-toasts';

/** The signed-in page's chunk; main.tsx starts it as soon as the signed-in check says so. */
export const loadMainPage = () => import('./main-page');
const MainPage = lazy(loadMainPage);
const LoginPage = lazy(() => import('@/features/landing/login-page'));
const TuneLinkPage = lazy(() => import('./tune-link-page'));

function Home() {
  const { isLoading, isAuthenticated } = useUser();
  if (isLoading || !isAuthenticated) {
    return (
      <>
        <LandingPage loading={isLoading} />
        <PendingToasts />
      </>
    );
  }
  return (
    <Suspense fallback={<PageLoading />}>
      <MainPage />
    </Suspense>
  );
}

/** '/tune-link' is for signed-in users only (spec §6): visitors sign in and come back to the same link. */
function TuneLink() {
  const { isLoading, isAuthenticated } = useUser();
  useEffect(() => {
    if (!isLoading && !isAuthenticated) logIn(window.location.pathname + window.location.search);
  }, [isLoading, isAuthenticated]);
  if (!isAuthenticated) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <TuneLinkPage />
    </Suspense>
  );
}

export function AppRouter() {
  return (
    <Switch>
      <Route path="/" component={Home} />
      <Route path="/tune-link" component={TuneLink} />
      <Route path="/login">
        <Suspense fallback={<PageLoading />}>
          <LoginPage />
        </Suspense>
      </Route>
      <Route component={NotFound} />
    </Switch>
  );
}
