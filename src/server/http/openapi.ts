/**
 * The API described: @fastify/swagger collects every route as it is registered and turns its
 * zod schemas into an OpenAPI 3.1 document through fastify-type-provider-zod's transform, so
 * the document is the contract itself, never a second copy that could drift. Served at
 * GET /api/openapi.json; GET /api/docs renders it with Swagger UI, whose files are served from
 * node_modules (no CDN), so the app's Content-Security-Policy applies unchanged.
 *
 * Must be registered before the routes it describes (it listens to `onRoute`).
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { BUILD_VERSION } from '../routes/system';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PREFIX = '/api/docs';

/** The documentation routes a signed-out visitor may read (listed in PUBLIC_API_ROUTES). */
export const OPENAPI_PUBLIC_ROUTES = [
  `GET ${OPENAPI_PATH}`,
  `GET ${DOCS_PREFIX}`,
  `GET ${DOCS_PREFIX}/`,
  `GET ${DOCS_PREFIX}/json`,
  `GET ${DOCS_PREFIX}/yaml`,
  `GET ${DOCS_PREFIX}/static/*`,
  `GET ${DOCS_PREFIX}/static/index.html`,
  `GET ${DOCS_PREFIX}/static/swagger-initializer.js`,
] as const;

export const SESSION_COOKIE_SCHEME = 'session';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after registerOpenApi, hidden ones included (the OpenAPI test reads it). */
    registeredRoutes: RouteOptions[];
  }
}

export interface OpenApiOptions {
  /** The session cookie's name (it carries the __Host- prefix over https). */
  cookieName: string;
  /** `METHOD /path` of the routes that need no session; every other /api route is marked as needing one. */
  publicRoutes: ReadonlySet<string>;
}

export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  const routes: RouteOptions[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ToneLens API',
        version: BUILD_VERSION,
        description:
          'The API the ToneLens web app uses. Sign up or sign in with POST /api/auth/local/signup or ' +
          '/signin; the answer sets a session cookie that every other /api route needs.',
      },
      components: {
        securitySchemes: {
          [SESSION_COOKIE_SCHEME]: { type: 'apiKey', in: 'cookie', name: options.cookieName },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      // Grouped in the viewer by the path's first segment after /api (auth, journal, echo-room…).
      const tag = /^\/api\/([^/]+)/.exec(input.url)?.[1]?.replace(/\..*$/, '') ?? 'system';
      transformed.schema = { tags: [tag], ...transformed.schema };
      const methods = [input.route.method].flat();
      const needsSession =
        input.url.startsWith('/api/') &&
        !methods.every((method) => options.publicRoutes.has(`${method} ${input.url}`));
      return needsSession
        ? { ...transformed, schema: { ...transformed.schema, security: [{ [SESSION_COOKIE_SCHEME]: [] }] } }
        : transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });

  // The document itself, at a stable address outside the viewer's prefix (and listed in itself).
  app.get(OPENAPI_PATH, { schema: { summary: 'This document (OpenAPI 3.1)', tags: ['openapi'] } }, async () =>
    app.swagger(),
  );

  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    // The validator badge would load an image from validator.swagger.io, which the CSP refuses.
    validatorUrl: false,
    uiConfig: { deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: 'ToneLens API' },
  });
}
