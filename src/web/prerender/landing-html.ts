/**
 * The pre-rendered landing page's file (ADR 0022): the build's index.html with the landing page's
 * HTML in `#root`, in one language: `<html lang>`, the title, the web manifest of that language
 * (as linkManifest() would point it), and LANDING_SCRIPT first in `<head>`. The entry module
 * and its modulepreload links leave `<head>`: LANDING_SCRIPT adds them after the first paint.
 */
import type { Language } from '../../contract/auth';
import {
  AFTER_PAINT_TEMPLATE_ID,
  ENTRY_ATTRIBUTE,
  LANDING_SCRIPT,
  PRERENDERED_ATTRIBUTE,
  SIGNED_IN_ATTRIBUTE,
} from '../../contract/landing';
import { MANIFEST_FILES } from '../i18n/manifest-link';
import { escapeHtml } from '../../contract/escape-html';

/** Replaces the one match of `pattern`; a shell that changed shape fails the build rather than ship half a page. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  if (matches !== 1)
    throw new Error(`pre-rendering the landing page: expected one ${what} in index.html, found ${matches}`);
  return html.replace(pattern, () => replacement);
}

/**
 * `signedIn`: the signed-in page (ADR 0025), marked with SIGNED_IN_ATTRIBUTE rather than
 * PRERENDERED_ATTRIBUTE (the app renders over it instead of hydrating it), and `inert` and
 * `aria-hidden` until then: its buttons and text area are only a picture of the app's, so a click
 * or a typed word there would be lost when the app replaces them, and a screen reader (or a test)
 * must not take them for the app's.
 */
export function landingHtml(
  shell: string,
  page: { language: Language; markup: string; title: string },
  { signedIn = false }: { signedIn?: boolean } = {},
): string {
  const rootAttributes = signedIn
    ? `${SIGNED_IN_ATTRIBUTE}="${page.language}" inert aria-hidden="true"`
    : `${PRERENDERED_ATTRIBUTE}="${page.language}"`;
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(shell);
  if (!entry) throw new Error('pre-rendering the landing page: no entry module in index.html');
  const preloads = shell.match(/<link rel="modulepreload"[^>]*>\s*/g) ?? [];
  let html = shell.replace(entry[0], '');
  for (const link of preloads) html = html.replace(link, '');
  html = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${page.language}"`, '<html lang>');
  // Before any stylesheet or content: the guard must have marked <html> before the first paint.
  html = replaceOnce(
    html,
    /<meta charset="UTF-8" \/>/,
    `<meta charset="UTF-8" /><script>${LANDING_SCRIPT}</script>`,
    '<meta charset>',
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<link rel="manifest" href="[^"]*"/,
    `<link rel="manifest" href="/${MANIFEST_FILES[page.language]}"`,
    'manifest link',
  );
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" ${rootAttributes} ${ENTRY_ATTRIBUTE}="${entry[1]}">` +
      `${page.markup}</div><template id="${AFTER_PAINT_TEMPLATE_ID}">${preloads.map((link) => link.trim()).join('')}</template>`,
    'empty #root',
  );
}
