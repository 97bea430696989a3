// The dashboard: Vite's dev server, or a production build served by `vite preview`.
import { join } from 'node:path';
import { spawnManaged, type ManagedProcess, type SpawnOptions } from './managedProcess';
import { LOOPBACK } from './net';

export type WebOptions = {
  root: string;
  port: number;
  apiUrl: string;
  authEmulatorUrl: string;
  /**
   * The build calls the API under the page's own origin (`VITE_API_URL=/`), and `vite preview`
   * passes `/api/` on to `apiUrl` (scripts/hosting/apiProxy.ts): no CORS preflight, as in
   * production behind the host's rewrite. Builds and previews only.
   */
  apiUnderWebOrigin?: boolean;
  onLine?: SpawnOptions['onLine'];
};

const viteBin = (root: string) => join(root, 'node_modules', '.bin', 'vite');

// The app reads these at build time (src/services/config.ts).
const appEnv = (options: WebOptions) => ({
  VITE_API_URL: options.apiUnderWebOrigin ? '/' : options.apiUrl,
  VITE_AUTH_EMULATOR_URL: options.authEmulatorUrl,
});

const serveArgs = (port: number) => [
  '--port',
  String(port),
  '--strictPort',
  '--host',
  LOOPBACK,
  // Keep the launcher's output (the other servers' lines) on screen.
  '--clearScreen',
  'false',
];

export function startViteDev(options: WebOptions): ManagedProcess {
  return spawnManaged(
    'web',
    process.execPath,
    [viteBin(options.root), ...serveArgs(options.port)],
    {
      cwd: options.root,
      env: appEnv(options),
      onLine: options.onLine,
    },
  );
}

/** `vite build` into outDir; the returned process exits when the build is done. */
export function buildWeb(options: WebOptions & { outDir: string }): ManagedProcess {
  const args = ['build', '--outDir', options.outDir, '--emptyOutDir', '--logLevel', 'warn'];
  return spawnManaged('build', process.execPath, [viteBin(options.root), ...args], {
    cwd: options.root,
    env: appEnv(options),
    onLine: options.onLine,
  });
}

export function startVitePreview(options: WebOptions & { outDir: string }): ManagedProcess {
  const args = ['preview', '--outDir', options.outDir, ...serveArgs(options.port)];
  return spawnManaged('web', process.execPath, [viteBin(options.root), ...args], {
    cwd: options.root,
    env: {
      ...appEnv(options),
      ...(options.apiUnderWebOrigin ? { PREVIEW_API_PROXY: options.apiUrl } : {}),
    },
    onLine: options.onLine,
  });
}
