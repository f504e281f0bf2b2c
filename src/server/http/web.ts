/**
 * Serves the built web app from WEB_DIST_DIR: hashed files under /assets for a year
 * (immutable), everything else (index.html, /sw.js, the manifest, icons) revalidated on every
 * load so a new release shows up at once. '/' gets the pre-rendered landing page when the
 * visitor has no live session (landing.ts, ADR 0022), with the configured CONTACT_EMAIL in its
 * footer (ADR 0048), and the pre-rendered signed-in page, in the user's saved language, when they
 * have one (ADR 0025). Any other non-API path gets index.html, and the web app's router renders its
 * own 404 page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '@contract/auth';
import { CONTACT_EMAIL_SLOT, LANDING_FILE, SIGNED_IN_FILE } from '@contract/landing';
import { escapeHtml } from '@contract/escape-html';
import { landingLanguage, prerenderedLanguages, signedInLanguages } from './landing';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function isWebBuilt(distDir: string): boolean {
  return existsSync(path.join(distDir, 'index.html'));
}

/**
 * The pre-rendered landing page of each language the build has, with `contactEmail` where the
 * build left CONTACT_EMAIL_SLOT (the footer's link and its text): no script on that page asks
 * /api/config for it (ADR 0048).
 */
export function landingPages(distDir: string, contactEmail: string): Map<Language, string> {
  const email = escapeHtml(contactEmail);
  return new Map(
    [...prerenderedLanguages(distDir)].map((language) => [
      language,
      readFileSync(path.join(distDir, LANDING_FILE(language)), 'utf8').replaceAll(CONTACT_EMAIL_SLOT, email),
    ]),
  );
}

export interface WebOptions {
  /**
   * The saved language of the user whose live session a request carries (a signed cookie whose
   * session the database still has: an ended one must not get the signed-in page, even for a
   * moment), or null.
   */
  sessionLanguage?: (request: FastifyRequest) => Promise<Language | null>;
  /** CONTACT_EMAIL, which the landing page's footer names. */
  contactEmail: string;
}

/** Registers the static files and '/'; returns false (and serves nothing) when there is no build. */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string,
  { sessionLanguage = async () => null, contactEmail }: WebOptions,
): Promise<boolean> {
  if (!isWebBuilt(distDir)) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    prefix: '/',
    cacheControl: false,
    // Never answer /api/* from disk, even if a file of that name were ever built.
    allowedPath: (pathName) => !pathName.startsWith('/api/'),
    setHeaders: (reply, filePath) => {
      const relative = path.relative(distDir, filePath).split(path.sep).join('/');
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });
  // Known once: a new build comes with a restart (npm start builds before it serves).
  const landings = landingPages(distDir, contactEmail);
  const signedInPages = signedInLanguages(distDir);
  app.get('/', async (request, reply) => {
    // The answer depends on both; a shared cache must not give one visitor's page to another.
    reply.header('vary', 'Cookie, Accept-Language');
    // Signed in, the page is in the user's saved language, the one the app will show them.
    const userLanguage = await sessionLanguage(request);
    const signedIn = userLanguage !== null;
    const language = userLanguage ?? landingLanguage(request.headers['accept-language']);
    if (signedIn) {
      if (!signedInPages.has(language)) return reply.sendFile('index.html');
      return reply.header('content-language', language).sendFile(SIGNED_IN_FILE(language));
    }
    const landing = landings.get(language);
    if (landing === undefined) return reply.sendFile('index.html');
    return reply
      .header('content-language', language)
      .header('cache-control', REVALIDATE)
      .type('text/html; charset=utf-8')
      .send(landing);
  });
  return true;
}

/** Paths that name a file (a dot in the last segment) or live under /assets are never the app. */
function looksLikeFile(urlPath: string): boolean {
  const last = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return urlPath.startsWith('/assets/') || last.includes('.');
}

/** Answers the SPA fallback for a browser navigation; false when the request is not one. */
export function sendAppShell(request: FastifyRequest, reply: FastifyReply, webBuilt: boolean): boolean {
  const urlPath = request.url.split('?')[0] ?? '/';
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (urlPath.startsWith('/api/') || urlPath === '/api' || looksLikeFile(urlPath)) return false;
  if (!webBuilt) {
    reply.code(503).send({
      message: 'The web app has not been built yet. Run `npm run build` (or `npm start`, which builds it).',
    });
    return true;
  }
  reply.header('cache-control', REVALIDATE).sendFile('index.html');
  return true;
}
