import { describe, expect, it } from 'vitest';
import { landingScripts, precacheUrls } from './bundle';

describe('landingScripts', () => {
  it('lists the entry module, its modulepreloads and classic scripts, not external ones', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-abc.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-def.js">
      <link rel="stylesheet" href="/assets/index.css">
      <script id="vite-plugin-pwa:register-sw" src="/registerSW.js" defer></script>
      <script src="https://example.com/x.js"></script></head>`;
    expect(landingScripts(html)).toEqual(['assets/index-abc.js', 'registerSW.js', 'assets/vendor-def.js']);
  });

  it("leaves out a template's links, which load nothing until a script adds them", () => {
    const html = `<head><script id="vite-plugin-pwa:register-sw" src="/registerSW.js" defer></script></head>
      <body><div id="root" data-entry="/assets/index-abc.js"></div><template id="after-first-paint">
      <link rel="modulepreload" crossorigin href="/assets/vendor-def.js"></template>
      <script src="/zod-jitless.js"></script></body>`;
    expect(landingScripts(html)).toEqual(['registerSW.js', 'zod-jitless.js']);
  });
});

describe('precacheUrls', () => {
  it('lists the files of the precache manifest Workbox writes into sw.js', () => {
    const sw =
      'define(["./workbox-1"],(function(e){e.precacheAndRoute([{url:"registerSW.js",revision:"18"},' +
      '{url:"assets/index-abc.js",revision:null},{url:"registerSW.js",revision:"18"}],{}),e.registerRoute(/\\/assets\\/x-[^/]+\\.js$/)}));';
    expect(precacheUrls(sw)).toEqual(['registerSW.js', 'assets/index-abc.js']);
  });
});
