/** Where the browser suite keeps its build and where screenshots go. */
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
/**
 * The production build the suite tests, made once per run by global-setup.ts. E2E_WEB_DIST moves
 * it (absolute path), so two people running the suite at once do not rebuild under each other.
 */
export const E2E_WEB_DIST =
  process.env.E2E_WEB_DIST ?? fileURLToPath(new URL('../.e2e/web', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../docs/screenshots', import.meta.url));
/** Screenshots of an ordinary run (not committed). */
export const E2E_SCREENSHOTS = fileURLToPath(new URL('../.e2e/screenshots', import.meta.url));
