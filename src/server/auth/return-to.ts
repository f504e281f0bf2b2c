/**
 * Where to send the browser after sign-in: only a path on this site (`/journal?x=1`), never
 * another origin (`//evil.example`, `https://…`, `/\evil.example`) and never an API URL.
 */
const BASE = 'http://tonelens.invalid';

export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  // Control characters and backslashes let browsers read a path as another host.
  if (
    value.includes('\\') ||
    [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
  ) {
    return '/';
  }
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname.startsWith('/api/') || url.pathname === '/api') return '/';
    return url.pathname + url.search + url.hash;
  } catch {
    return '/';
  }
}
