// firebase.json's `hosting` section, read where something else must behave like Firebase Hosting:
// `vite preview` sends the same headers and follows the same rewrites, so the end-to-end tests run
// the app as it is served.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';

export type HeaderRule = { source: string; headers: { key: string; value: string }[] };
export type RewriteRule = { source: string; destination: string };

export type HostingConfig = {
  /** The directory Firebase publishes: the dashboard's build, and nothing else. */
  public: string;
  headers?: HeaderRule[];
  rewrites?: RewriteRule[];
};

export function readHostingConfig(root: string): HostingConfig {
  const file = join(root, 'firebase.json');
  const hosting = (JSON.parse(readFileSync(file, 'utf8')) as { hosting?: HostingConfig }).hosting;
  if (!hosting?.public) throw new Error(`${file} has no hosting.public`);
  return hosting;
}

/**
 * A header rule's `source` as a RegExp over the request's path. Only the glob syntax this project
 * uses is understood (`**`, `*`, `?`); anything else throws rather than match differently from
 * Firebase.
 */
export function sourcePattern(glob: string): RegExp {
  if (/[[\]{}()!+@]/.test(glob)) {
    throw new Error(`Header source ${glob}: only **, * and ? are supported here`);
  }
  const rooted = glob.startsWith('/') ? glob : `/${glob}`;
  const body = rooted
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${body}$`);
}

/**
 * The headers Firebase Hosting adds to the answer for `path`: those of every rule whose source
 * matches, in order, a later rule's value replacing an earlier one's for the same header.
 */
export function headersForPath(path: string, rules: readonly HeaderRule[]): Map<string, string> {
  const headers = new Map<string, string>();
  for (const rule of rules) {
    if (!sourcePattern(rule.source).test(path)) continue;
    for (const { key, value } of rule.headers) headers.set(key, value);
  }
  return headers;
}

/**
 * The file Firebase Hosting answers `path` with when no file of the site has that path: the
 * destination of the first rewrite whose source matches; undefined when none does.
 */
export function rewriteForPath(path: string, rules: readonly RewriteRule[]): string | undefined {
  return rules.find((rule) => sourcePattern(rule.source).test(path))?.destination;
}

/**
 * `vite preview` answers as Firebase Hosting would from firebase.json: every request with the
 * headers its path is given, and a path that is no file of the build with its rewrite's page.
 * A path the preview passes on to the API (apiProxy.ts) is the API's: as the host's rewrite to it
 * would come first, it is left alone.
 */
export function hostingHeadersInPreview(root: string): Plugin {
  return {
    name: 'vasos:firebase-hosting-headers',
    configurePreviewServer(server) {
      const { headers = [], rewrites = [] } = readHostingConfig(root);
      const site = resolve(root, server.config.build.outDir);
      const passedOn = Object.keys(server.config.preview.proxy ?? {});
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://preview');
        if (passedOn.some((prefix) => url.pathname.startsWith(prefix))) return next();
        for (const [key, value] of headersForPath(url.pathname, headers)) {
          response.setHeader(key, value);
        }
        const isFile = url.pathname !== '/' && existsSync(join(site, url.pathname));
        const destination = isFile ? undefined : rewriteForPath(url.pathname, rewrites);
        if (destination) request.url = destination + url.search;
        next();
      });
    },
  };
}

/**
 * `vite` (the dev server) answers the customer's link, `/c/{token}`, with its own page, as
 * firebase.json's rewrite does once built; every other path stays the dev server's own.
 */
export function enlacePageInDev(): Plugin {
  return {
    name: 'vasos:enlace-page-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url?.startsWith('/c/')) request.url = '/enlace.html';
        next();
      });
    },
  };
}
