/**
 * Security headers and the cross-site request check.
 *
 * The Content-Security-Policy allows exactly what the web app uses: its own scripts (no inline
 * script anywhere), its own styles plus inline style attributes/elements (Radix positions
 * popovers and locks scroll through them), images and audio from data: and blob: URLs (the
 * signature download and the tone preview), avatars from the OpenID Connect provider (https),
 * and the TuneMind origin as the one frame and the one foreign fetch target
 * (`POST {TUNEMIND_URL}/api/generate`).
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

const originOf = (url: string | null): string | null => (url ? new URL(url).origin : null);

export function helmetOptions(config: Config): FastifyHelmetOptions {
  const tunemind = originOf(config.tunemindUrl);
  const withTunemind = (...sources: string[]) => (tunemind ? [...sources, tunemind] : sources);
  const images = ["'self'", 'data:', 'blob:', ...(config.oidc ? ['https:'] : [])];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': images,
        'media-src': ["'self'", 'data:', 'blob:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': withTunemind("'self'"),
        'frame-src': tunemind ? [tunemind] : ["'none'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(config.secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // HSTS only when the public URL is https; on plain http it would be ignored or harmful.
    strictTransportSecurity: config.secure ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    // Matches frame-ancestors 'none' for browsers that only read X-Frame-Options.
    frameguard: { action: 'deny' },
    // The TuneMind window opened in a new tab needs no handle back to us.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function refererOrigin(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * True when a state-changing /api request comes from another site. Browsers send Origin on
 * every cross-site POST/PUT/PATCH/DELETE; a request with neither Origin nor Referer is not a
 * browser's (curl, scripts) and cannot carry a victim's cookie on an attacker's behalf.
 * The app's origin is PUBLIC_URL's, or the origin the request itself was addressed to (so
 * http://127.0.0.1:5000 works when PUBLIC_URL says localhost).
 */
export function isForeignOrigin(request: FastifyRequest, config: Config): boolean {
  if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return false;
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (!origin) return false;
  return origin !== config.publicUrl && origin !== `${request.protocol}://${request.host}`;
}
