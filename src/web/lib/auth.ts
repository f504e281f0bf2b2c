/**
 * Who is signed in, and the public configuration (spec §2, §7): logged in means the current-user
 * lookup returned a user. The lookup is GET /api/auth/session (200 with `user: null` when signed
 * out) rather than the spec's /api/auth/user, whose 401 the browser would log as a console error.
 */
import { useQuery } from '@tanstack/react-query';
import type { User } from '@contract/auth';
import { ApiError, apiJson, apiRequest } from './api';
import { queryKeys } from './query-client';

/**
 * The contract's schemas come as a chunk of their own: building them (zod) was the longest piece
 * of the landing page's start-up, before its first paint. index.html preloads the chunk (vite.config.ts)
 * and it runs when the first answer needs parsing, after the first render (ADR 0020).
 */
export const contract = () => import('@contract/auth');

/**
 * The signed-in user is remembered on this device so the installed app still opens the analyser
 * offline (the engine runs locally); only a network failure falls back to it, a signed-out answer forgets it,
 * and logging out clears it.
 */
const OFFLINE_USER_KEY = 'tonelens:user';

function rememberUser(user: User | null): void {
  try {
    if (user) localStorage.setItem(OFFLINE_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(OFFLINE_USER_KEY);
  } catch {
    // Storage may be unavailable (private mode): the app simply needs the network then.
  }
}

async function rememberedUser(): Promise<User | null> {
  try {
    const { User } = await contract();
    const parsed = User.safeParse(JSON.parse(localStorage.getItem(OFFLINE_USER_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function fetchCurrentUser(): Promise<User | null> {
  try {
    const response = await apiRequest('GET', '/api/auth/session');
    const { Session } = await contract();
    const { user } = Session.parse(await response.json());
    rememberUser(user);
    return user;
  } catch (error) {
    const offline = !(error instanceof ApiError);
    const remembered = offline ? await rememberedUser() : null;
    if (remembered) return remembered;
    throw error;
  }
}

export function useUser() {
  const query = useQuery({ queryKey: queryKeys.user, queryFn: fetchCurrentUser, retry: false });
  return {
    user: query.data ?? null,
    isLoading: query.isPending,
    isAuthenticated: Boolean(query.data),
  };
}

export function usePublicConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: () =>
      apiJson(
        contract().then(({ PublicConfig }) => PublicConfig),
        'GET',
        '/api/config',
      ),
  });
}

/** Full-page navigations the server answers with redirects (spec §2, DESIGN.md HTTP). */
export function logIn(returnTo?: string): void {
  window.location.assign(returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login');
}

/** Forgets the user remembered on this device (after signing out or deleting the account). */
export function forgetUser(): void {
  rememberUser(null);
}

/**
 * Signs out with a POST of a plain form (the server ends the session and answers 303 to '/'):
 * sign-out changes state, so it is not a GET that any site could trigger by navigation.
 * GET /api/logout still works as a navigation and asks first.
 */
export function logOut(): void {
  rememberUser(null);
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/api/logout';
  form.hidden = true;
  document.body.append(form);
  form.submit();
}
