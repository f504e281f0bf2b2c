/**
 * Writes the pre-rendered landing page of each interface language (landing.<language>.html, ADR
 * 0022), and the signed-in page before its check has answered (signed-in.<language>.html, ADR 0025),
 * beside index.html once the build is written: it loads render-landing.tsx through a Vite
 * module runner (the app's TypeScript, JSX and path aliases; React and the other packages from
 * node_modules) and puts its HTML into a copy of the built index.html, whose script and style
 * links are the build's own. The service worker does not precache these files (vite.config.ts):
 * the installed app always opens the shell.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runnerImport, type Alias, type Plugin, type ResolvedConfig } from 'vite';
import { LANDING_FILE, SIGNED_IN_FILE } from '../../contract/landing';
import { LANGUAGES } from '../../contract/languages';
import { landingHtml } from './landing-html';
import type { renderLanding, renderSignedIn } from './render-landing';

export function prerenderLanding(renderModule: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'tonelens-prerender-landing',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
      const { module } = await runnerImport<{
        renderLanding: typeof renderLanding;
        renderSignedIn: typeof renderSignedIn;
      }>(renderModule, {
        root: config.root,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias as Alias[] },
      });
      for (const language of LANGUAGES) {
        const page = await module.renderLanding(language);
        writeFileSync(path.join(outDir, LANDING_FILE(language)), landingHtml(shell, { language, ...page }));
        // The signed-in page before the signed-in check has answered (ADR 0025).
        const signedIn = await module.renderSignedIn(language);
        writeFileSync(
          path.join(outDir, SIGNED_IN_FILE(language)),
          landingHtml(shell, { language, ...signedIn }, { signedIn: true }),
        );
      }
    },
  };
}
