import { describe, expect, it } from 'vitest';
import { landingScripts } from './bundle';

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
});
