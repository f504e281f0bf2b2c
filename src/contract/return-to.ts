/**
 * Where to send the browser after sign-in: only a path on this site (`/tune-link?tone=0.5`), never
 * another origin and never an API URL. One check for the server (GET /api/login, the OIDC
 * callback) and the web app (/login), so neither can be talked into a redirect the other refuses.
 *
 * Browsers read a "path" as another host in more ways than `//host`: a backslash counts as a
 * slash (`/\host`), tabs and newlines are dropped (`/\t/host`), and a value that is decoded once
 * more on the way (`/%5Chost`, `/%09/host`) turns into one of those. Dot segments can also fold
 * a path into `//host` (`/.//host`). So the value is refused when it, or its percent-decoded
 * path, holds a backslash, whitespace or a control character, and the normalised result must
 * still be a plain path.
 */
const BASE = 'http://tonelens.invalid';

/** C0 controls and space (browsers strip or split on them), DEL and the C1 controls. */
function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function decodedOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    // Malformed percent-encoding: nothing a browser would follow either.
    return null;
  }
}

function suspicious(value: string): boolean {
  return value.includes('\\') || hasControl(value) || value.startsWith('//');
}

export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return '/';
  // The path decides where the browser goes; the query and fragment may carry encoded text
  // (`?text=hello%20world`), so only the path is checked in its decoded form as well.
  const rawPath = value.split(/[?#]/u, 1)[0] ?? '';
  const decodedPath = decodedOnce(rawPath);
  if (decodedPath === null || suspicious(value) || suspicious(decodedPath)) return '/';
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return '/';
  }
  if (url.origin !== BASE || url.username || url.password) return '/';
  const path = url.pathname;
  // The server routes `/%61pi/...` to `/api/...`, so the API check reads the decoded path.
  const routed = (decodedOnce(path) ?? path).toLowerCase();
  if (path.startsWith('//') || routed === '/api' || routed.startsWith('/api/')) return '/';
  return path + url.search + url.hash;
}

/** The returnTo of a page's query string (`?returnTo=...`), checked. */
export function returnToFromSearch(search: string): string {
  return safeReturnTo(new URLSearchParams(search).get('returnTo'));
}
