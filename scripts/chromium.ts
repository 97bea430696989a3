// The machine's own Chromium, for the end-to-end tests and the bench alike: Playwright cannot
// download its browser here.
import { existsSync } from 'node:fs';

/** Without these, a sandboxed headless Chromium tries (and fails) to reach Google's services. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** CHROMIUM_PATH, else Debian's /usr/bin/chromium; a clear error naming the install otherwise. */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(path)) {
    throw new Error(
      `Chromium not found at ${path}. Install it with \`apt-get install -y chromium\` ` +
        'or point CHROMIUM_PATH at a Chromium/Chrome executable.',
    );
  }
  return path;
}
