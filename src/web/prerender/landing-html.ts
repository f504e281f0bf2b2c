/**
 * The pre-rendered landing page's file (ADR 0022): the build's index.html with the landing page's
 * HTML in `#root`, in one language: `<html lang>`, the title, the web manifest of that language
 * (as linkManifest() would point it), and the language guard script first in `<head>`.
 */
import type { Language } from '../../contract/auth';
import { LANGUAGE_GUARD_SCRIPT, PRERENDERED_ATTRIBUTE } from '../../contract/landing';
import { MANIFEST_FILES } from '../i18n/manifest-link';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Replaces the one match of `pattern`; a shell that changed shape fails the build rather than ship half a page. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  if (matches !== 1)
    throw new Error(`pre-rendering the landing page: expected one ${what} in index.html, found ${matches}`);
  return html.replace(pattern, () => replacement);
}

export function landingHtml(
  shell: string,
  page: { language: Language; markup: string; title: string },
): string {
  let html = replaceOnce(shell, /<html lang="[^"]*"/, `<html lang="${page.language}"`, '<html lang>');
  // Before any stylesheet or content: the guard must have marked <html> before the first paint.
  html = replaceOnce(
    html,
    /<meta charset="UTF-8" \/>/,
    `<meta charset="UTF-8" /><script>${LANGUAGE_GUARD_SCRIPT}</script>`,
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
    `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.language}">${page.markup}</div>`,
    'empty #root',
  );
}
