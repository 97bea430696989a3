// The page's own Content-Security-Policy, as a <meta> written into index.html at build time: which
// API the app calls is only known then (VITE_API_URL). The parts that depend on nothing
// (frame-ancestors, which a <meta> cannot carry, object-src, base-uri, form-action) are a header
// in firebase.json. Browsers enforce both: a request must pass each policy.
import type { Plugin } from 'vite';
// The file itself, extension included: vite.config.ts loads this module, and Vite's config loader
// warns about every import without one (contract/index.ts has only those).
import { LOCAL_API_URL, LOCAL_AUTH_EMULATOR_URL } from '../../contract/demoProject.ts';

/** Firebase Auth's endpoints for e-mail and password: sign-in, account look-up, reset, refresh. */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

type Env = Record<string, string | undefined>;

/** An absolute URL's origin; undefined for a path on the site itself, which 'self' covers. */
function originOf(name: string, url: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${name}=${url} is neither an http(s) URL nor a path`);
  }
  if (!/^https?:$/.test(parsed.protocol)) throw new Error(`${name}=${url} is not http(s)`);
  return parsed.origin;
}

/**
 * The origins the built app calls, from its VITE_* variables, decided as src/services/config.ts
 * decides and with its defaults: the API, Firebase Auth, and the Auth Emulator when no real
 * Firebase project is configured.
 */
export function appConnections(env: Env): string[] {
  const realProject = Boolean(env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID);
  const origins = [
    originOf('VITE_API_URL', env.VITE_API_URL || LOCAL_API_URL),
    ...FIREBASE_AUTH_ORIGINS,
    realProject
      ? undefined
      : originOf('VITE_AUTH_EMULATOR_URL', env.VITE_AUTH_EMULATOR_URL || LOCAL_AUTH_EMULATOR_URL),
  ];
  return [...new Set(origins.filter((origin): origin is string => Boolean(origin)))];
}

/**
 * Scripts and styles only from the site's own files (Vite writes no inline ones; styles React sets
 * through the DOM are not inline markup), calls only to `connections`, images from the site or
 * data: URLs (the favicon), nothing else from anywhere.
 */
export function pagePolicy(connections: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    ["connect-src 'self'", ...connections].join(' '),
  ].join('; ');
}

/**
 * The customer's page (enlace.html) calls the API alone, and shows its logo from there: nothing
 * of Firebase, no fetch to its own site, no form posted anywhere, no base to change.
 */
export function enlacePagePolicy(env: Env): string {
  const api = originOf('VITE_API_URL', env.VITE_API_URL || LOCAL_API_URL) ?? "'self'";
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: ${api}`,
    `connect-src ${api}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/** The page a built HTML file is: the customer's link has a policy of its own. */
const isEnlacePage = (filename: string) => /[\\/]enlace\.html$/.test(filename);

/**
 * Writes the policy first in <head> of each built page, ahead of any script or stylesheet.
 * Only in builds: the dev server's hot reload injects inline styles and scripts.
 */
export function pagePolicyMeta(): Plugin {
  let appPolicy = '';
  let enlacePolicy = '';
  return {
    name: 'vasos:content-security-policy-meta',
    apply: 'build',
    configResolved(config) {
      appPolicy = pagePolicy(appConnections(config.env));
      enlacePolicy = enlacePagePolicy(config.env);
    },
    transformIndexHtml: (_html, context) => [
      {
        tag: 'meta',
        attrs: {
          'http-equiv': 'Content-Security-Policy',
          content: isEnlacePage(context.filename) ? enlacePolicy : appPolicy,
        },
        injectTo: 'head-prepend',
      },
    ],
  };
}
