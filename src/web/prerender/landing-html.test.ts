import { describe, expect, it } from 'vitest';
import { LANDING_SCRIPT } from '@contract/landing';
import { landingHtml } from './landing-html';

const SHELL = `<!doctype html>
<html lang="en" class="dark">
  <head>
    <meta charset="UTF-8" />
    <title>ToneLens</title>
    <script type="module" crossorigin src="/assets/index-C-qjyCd1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/utils-D57l1OUG.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C59NihTU.css">
  <link rel="manifest" href="/manifest.webmanifest"></head>
  <body>
    <div id="root"></div>
    <script src="/zod-jitless.js"></script>
  </body>
</html>`;

describe('landingHtml', () => {
  it('puts the page into the shell in its language, the guard script first in <head>', () => {
    const html = landingHtml(SHELL, { language: 'de', markup: '<h1>Hör den Ton</h1>', title: 'A & "B" <C>' });
    expect(html).toContain('<html lang="de" class="dark">');
    expect(html).toContain(`<meta charset="UTF-8" /><script>${LANDING_SCRIPT}</script>`);
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('stylesheet'));
    expect(html).toContain('<title>A &#38; &#34;B&#34; &#60;C&#62;</title>');
    expect(html).toContain('<link rel="manifest" href="/manifest-de.webmanifest">');
    expect(html).toContain(
      '<div id="root" data-prerendered="de" data-entry="/assets/index-C-qjyCd1.js"><h1>Hör den Ton</h1></div>' +
        '<template id="after-first-paint"><link rel="modulepreload" crossorigin href="/assets/utils-D57l1OUG.js"></template>',
    );
    // The entry and its preloads wait for the first paint (LANDING_SCRIPT adds them).
    expect(html).not.toContain('<script type="module"');
    expect(html.match(/modulepreload/g)).toHaveLength(1);
    expect(html).toContain('<script src="/zod-jitless.js"></script>');
  });

  it('marks the signed-in page for a fresh render, inert and hidden from screen readers until then (ADR 0025)', () => {
    const html = landingHtml(
      SHELL,
      { language: 'fr', markup: '<h1>ToneLens Analyser</h1>', title: 'ToneLens Analyser' },
      { signedIn: true },
    );
    expect(html).toContain(
      '<div id="root" data-signed-in-page="fr" inert aria-hidden="true" data-entry="/assets/index-C-qjyCd1.js"><h1>ToneLens Analyser</h1></div>',
    );
    expect(html).not.toContain('data-prerendered="');
    expect(html).toContain(`<meta charset="UTF-8" /><script>${LANDING_SCRIPT}</script>`);
    expect(html).not.toContain('<script type="module"');
  });

  it('keeps `$` sequences in the markup as they are', () => {
    expect(landingHtml(SHELL, { language: 'en', markup: "<p>$& $' $1</p>", title: 'T' })).toContain(
      "<p>$& $' $1</p>",
    );
  });

  it('fails the build when the shell has changed shape', () => {
    expect(() =>
      landingHtml(SHELL.replace('<div id="root"></div>', '<main id="app"></main>'), {
        language: 'en',
        markup: '',
        title: 'T',
      }),
    ).toThrow(/empty #root/);
  });
});
