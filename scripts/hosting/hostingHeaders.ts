// firebase.json's `hosting` section, read where something else must behave like Firebase Hosting:
// `vite preview` sends the same headers, so the end-to-end tests run the app under them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

export type HostingConfig = {
  /** The directory Firebase publishes: the dashboard's build, and nothing else. */
  public: string;
  headers?: HeaderRule[];
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

/** `vite preview` answers every request with the headers firebase.json gives its path. */
export function hostingHeadersInPreview(root: string): Plugin {
  return {
    name: 'vasos:firebase-hosting-headers',
    configurePreviewServer(server) {
      const rules = readHostingConfig(root).headers ?? [];
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname;
        for (const [key, value] of headersForPath(path, rules)) response.setHeader(key, value);
        next();
      });
    },
  };
}
