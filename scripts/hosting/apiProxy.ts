// The API under the page's own origin in `vite preview` (docs/server.md, "CORS"): a call to the
// page's own origin needs no CORS preflight, while one to the API's origin costs one for every new
// URL (its Authorization header makes it a non-simple request, and browsers keep a preflight's
// answer per URL: each new search text paid one). Production does the same with its host's
// rewrite or reverse proxy (README.md, "Deploy").
import type { ProxyOptions } from 'vite';

type Env = Record<string, string | undefined>;

/** Every call of the app and of the customer's page, and nothing of the site's own files. */
export const API_PATHS = '/api/';

/** `vite preview`'s proxy: `/api/…` to the API that PREVIEW_API_PROXY names, when it names one. */
export function previewApiProxy(env: Env): Record<string, ProxyOptions> | undefined {
  const target = env.PREVIEW_API_PROXY;
  if (!target) return undefined;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new Error(`PREVIEW_API_PROXY=${target} is not a URL`);
  }
  if (!/^https?:$/.test(url.protocol))
    throw new Error(`PREVIEW_API_PROXY=${target} is not http(s)`);
  // The Host header stays the page's, as behind the host's rewrite.
  return { [API_PATHS]: { target: url.origin, changeOrigin: false } };
}
