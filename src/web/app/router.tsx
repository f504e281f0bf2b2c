/**
 * Routes (spec §2). '/' is the landing page while the user is loading or signed out, the main page
 * once signed in. The signed-in app is a separate chunk (engine, language model, analyser), so
 * visitors only download the landing page. Later features add their routes here (e.g. '/tune-link').
 */
import { lazy, Suspense, useDeferredValue, useEffect, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { logIn, useUser } from '@/lib/auth';
import { LandingPage } from '@/features/landing/landing-page';
import { NotFound } from './not-found';
import { PageLoading } from './page-loading';
import { PendingToasts } from './pending-toasts';

type MainPageModule = { default: ComponentType };
let mainPageModule: MainPageModule | null = null;

/**
 * The signed-in page's chunk. main.tsx loads it before the signed-in check reports a user, so the
 * page renders at once, without a Suspense fallback (whose reveal React holds back 300 ms).
 */
export const loadMainPage = (): Promise<MainPageModule> =>
  import('./main-page').then((module) => (mainPageModule = module));
const MainPage = lazy(loadMainPage);

function SignedInPage() {
  if (mainPageModule) return <mainPageModule.default />;
  return (
    <Suspense fallback={<PageLoading />}>
      <MainPage />
    </Suspense>
  );
}
const LoginPage = lazy(() => import('@/features/landing/login-page'));
const TuneLinkPage = lazy(() => import('./tune-link-page'));

function Home() {
  const { isLoading, isAuthenticated } = useUser();
  // The main page renders in a transition (in slices, not one long task); until it is ready the
  // landing page keeps saying it is loading.
  const showMainPage = useDeferredValue(isAuthenticated);
  if (isAuthenticated && showMainPage) return <SignedInPage />;
  return (
    <>
      <LandingPage loading={isLoading || isAuthenticated} />
      <PendingToasts />
    </>
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
