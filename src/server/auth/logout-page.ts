/**
 * GET /api/logout for a signed-in browser: a small page that asks before signing out, with a
 * form that POSTs to /api/logout. Signing out on a GET let any site log its visitors out by
 * navigation (issue 16); a cross-site POST is refused by the Origin check and carries no
 * SameSite=Lax cookie. Self-contained (no script; styles inline, which the CSP allows) in the
 * app's colours, so it looks like ToneLens even before the web app loads.
 */
import { escapeHtml } from '@contract/escape-html';

export function logoutPage(email: string | null): string {
  const who = email ? `<p class="who">Signed in as <strong>${escapeHtml(email)}</strong></p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="theme-color" content="#0b0d1a">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>Log Out · ToneLens</title>
<style>
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body {
    margin: 0; min-height: 100dvh; display: grid; place-items: center; padding: 1rem;
    background: radial-gradient(60rem 30rem at 50% -10%, #1d1a45 0%, #0b0d1a 60%);
    color: #eceefb; font: 16px/1.5 ui-sans-serif, system-ui, -apple-system, 'Segoe UI', sans-serif;
  }
  main {
    width: 100%; max-width: 24rem; padding: 2rem; text-align: center;
    background: #12152a; border: 1px solid #2a3058; border-radius: 1.375rem;
    box-shadow: 0 24px 60px rgb(0 0 0 / 0.45);
  }
  .mark {
    width: 3rem; height: 3rem; margin: 0 auto 1rem; border-radius: 50%;
    background: conic-gradient(from 200deg, hsl(27 80% 60%), hsl(135 80% 60%), hsl(190 80% 60%),
      hsl(252 80% 70%), hsl(324 80% 65%), hsl(27 80% 60%));
  }
  h1 { margin: 0 0 0.5rem; font-size: 1.5rem; font-weight: 600; }
  p { margin: 0 0 0.5rem; color: #a8aed3; }
  .who { margin-bottom: 1.5rem; overflow-wrap: anywhere; }
  .who strong { display: block; color: #eceefb; font-weight: 500; }
  .actions { display: grid; gap: 0.75rem; margin-top: 1.5rem; }
  button, a {
    display: block; width: 100%; padding: 0.7rem 1rem; border-radius: 0.75rem; font: inherit;
    font-weight: 600; text-decoration: none; cursor: pointer;
  }
  button { border: 0; background: #b9a8ff; color: #120d2e; }
  button:hover { background: #d4c9ff; }
  a { border: 1px solid #3d4580; color: #eceefb; }
  a:hover { background: #181c36; }
  button:focus-visible, a:focus-visible { outline: 2px solid #c9bcff; outline-offset: 3px; }
</style>
</head>
<body>
<main>
  <div class="mark" aria-hidden="true"></div>
  <h1>Log out of ToneLens?</h1>
  <p>Your journal stays saved in your account.</p>
  ${who}
  <form class="actions" method="post" action="/api/logout">
    <button type="submit">Log Out</button>
    <a href="/">Cancel</a>
  </form>
</main>
</body>
</html>
`;
}
