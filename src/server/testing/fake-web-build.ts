/**
 * A stand-in for `vite build` output: the shell, the pre-rendered landing page (its footer's
 * e-mail left for the server to fill in) in English and German only (no French one, as an older build would lack them all), the pre-rendered signed-in
 * page in German only, the service worker, the manifest, a hashed asset.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CONTACT_EMAIL_SLOT } from '@contract/landing';
import { tempDir } from './databases';

export const FAKE_ASSET = '/assets/index-Bx7dQ2aZ.js';

export function fakeWebBuild(): string {
  const dir = tempDir('tonelens-web-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>ToneLens</title><div id="root"></div>');
  for (const [language, words] of [
    ['en', 'Hear the tone'],
    ['de', 'Hör den Ton'],
  ])
    writeFileSync(
      path.join(dir, `landing.${language}.html`),
      `<!doctype html><html lang="${language}"><div id="root" data-prerendered="${language}">${words}</div>` +
        `<footer><a href="mailto:${CONTACT_EMAIL_SLOT}">${CONTACT_EMAIL_SLOT}</a></footer>`,
    );
  writeFileSync(
    path.join(dir, 'signed-in.de.html'),
    '<!doctype html><html lang="de"><div id="root" data-signed-in-page="de">ToneLens Analyser</div>',
  );
  writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(path.join(dir, 'manifest.webmanifest'), '{"name":"ToneLens"}');
  writeFileSync(path.join(dir, FAKE_ASSET.slice(1)), `console.log(${JSON.stringify('tone '.repeat(4000))});`);
  return dir;
}
