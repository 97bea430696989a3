// The OpenAPI 3.1 document of the API, generated from the routes' own schemas (@fastify/swagger),
// served at /api/openapi.json, and the reference page that renders it (@fastify/swagger-ui) at
// /api/docs when asked for.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { declaredAction } from '../access/accessRules';
import { addStandardAnswers, STAFF_TOKEN_SCHEME } from './standardAnswers';

export const OPENAPI_PATH = '/api/openapi.json';
export const DOCS_PATH = '/api/docs';

/**
 * The page's own policy: its script, styles and images come from this server only (the package
 * ships every file: no CDN), it calls only this origin, and no other site may frame it.
 */
const DOCS_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  // Its style sheets are its own files, plus the one <style> its script writes (by its hash,
  // which a new version of the page changes: the reference page's test then says so), and the
  // style attributes its script sets on elements.
  'style-src': ["'self'", "'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='"],
  'style-src-attr': ["'unsafe-inline'"],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The groups the operations are filed under, each route naming its own. */
const TAGS = [
  {
    name: 'peticiones',
    description: 'Customers\u2019 requests: the order form, taking and following them',
  },
  {
    name: 'presupuestos',
    description: 'The quotes of a taken request, priced by the API, and their PDF',
  },
  {
    name: 'tablas',
    description: 'The price tables: screen-printing (serigrafías) and cups (vasos)',
  },
  { name: 'ajustes', description: 'The business\u2019s settings every quote carries' },
  {
    name: 'clientes',
    description: 'A customer\u2019s data by phone number: its export and erasure',
  },
  {
    name: 'search',
    description: 'The search box: requests, customers and quotes found by one text',
  },
  {
    name: 'informes',
    description: 'Informes: the figures of a period, counted by the database',
  },
  { name: 'usuarios', description: 'Staff accounts and their roles' },
  { name: 'auditoria', description: 'The audit log' },
  { name: 'probes', description: 'Liveness and readiness, for a load balancer' },
];

/**
 * A route as registered, with the action it declared (http/access/accessRules.ts): for the tests
 * that find every route in the document and check each one's action against the role table.
 */
export type RegisteredRoute = { method: HTTPMethods; url: string; access: unknown };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, HEAD routes included, as Fastify registered them. */
    routeRegistry: readonly RegisteredRoute[];
  }
}

/**
 * Registers the document. Call before any route: each route registered afterwards gets its
 * standard failures and is described. `withPage` adds the reference page.
 */
export async function registerApiDocument(app: FastifyInstance, { withPage = false } = {}) {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeRegistry', routes);
  app.addHook('onRoute', (route) => {
    const access = declaredAction(route);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
    addStandardAnswers(route);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Vasos Admin API',
        version: '1.0.0',
        description:
          'The reference API of the Vasos Admin dashboard. Every failure answers `{ error }`. ' +
          'Everything under /api/admin needs the ID token of a staff account (custom claim ' +
          '`staff: true`). Rules: docs/server.md and docs/api.md in the repository.',
        // The back office of one business, not published for reuse.
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Every path is written whole (/api/…, /healthz), so the base is the origin that serves
      // this document, whatever its host: a relative URL says so.
      servers: [{ url: '/', description: 'The origin serving this document' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          [STAFF_TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'A Firebase ID token of a staff account (custom claim `staff: true`)',
          },
        },
      },
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  if (withPage) {
    await app.register(swaggerUi, {
      routePrefix: DOCS_PATH,
      staticCSP: DOCS_POLICY,
      uiConfig: { deepLinking: true, tryItOutEnabled: false },
    });
  }
}
