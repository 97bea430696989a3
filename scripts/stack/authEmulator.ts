// The Firebase Auth Emulator (from firebase-tools) and the demo staff account in it.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { spawnManaged, type ManagedProcess, type SpawnOptions } from './managedProcess';
import { LOOPBACK } from './net';

export const PROJECT_ID = 'demo-vasos';
export const DEMO_ACCOUNT = { email: 'admin@vasos.test', password: 'vasos2026' } as const;
export const DEFAULT_EMULATOR_PORTS = { auth: 9099, hub: 4400, logging: 4500 } as const;

export type EmulatorPorts = { auth: number; hub: number; logging: number };

export type AuthEmulatorOptions = {
  root: string;
  ports: EmulatorPorts;
  /** Where to write a firebase.json for non-default ports (and the emulator's own temp files). */
  runDir: string;
  /** Accounts are loaded from and saved back to this directory; none means they live in memory. */
  dataDir?: string;
  onLine?: SpawnOptions['onLine'];
};

const isDefault = (ports: EmulatorPorts) =>
  ports.auth === DEFAULT_EMULATOR_PORTS.auth &&
  ports.hub === DEFAULT_EMULATOR_PORTS.hub &&
  ports.logging === DEFAULT_EMULATOR_PORTS.logging;

function emulatorConfig(ports: EmulatorPorts) {
  const at = (port: number) => ({ host: LOOPBACK, port });
  return {
    emulators: {
      auth: at(ports.auth),
      hub: at(ports.hub),
      logging: at(ports.logging),
      // Without the UI the emulator needs no download and runs offline.
      ui: { enabled: false },
    },
  };
}

export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<ManagedProcess> {
  const args = ['emulators:start', '--only', 'auth', '--project', PROJECT_ID];
  let cwd = options.root;
  const env: NodeJS.ProcessEnv = {};
  if (!isDefault(options.ports)) {
    const config = join(options.runDir, 'firebase.json');
    await writeFile(config, JSON.stringify(emulatorConfig(options.ports), null, 2));
    args.push('--config', config);
    // Its own temp dir: a second emulator suite (npm start) keeps its hub locator file.
    cwd = options.runDir;
    env.TMPDIR = options.runDir;
  }
  if (options.dataDir) {
    if (existsSync(join(options.dataDir, 'firebase-export-metadata.json'))) {
      args.push('--import', options.dataDir);
    }
    args.push('--export-on-exit', options.dataDir);
  }
  const bin = join(options.root, 'node_modules', '.bin', 'firebase');
  return spawnManaged('auth', process.execPath, [bin, ...args], {
    cwd,
    env,
    onLine: options.onLine,
  });
}

/** Creates the demo account unless it already exists. */
export async function ensureDemoAccount(authUrl: string): Promise<void> {
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...DEMO_ACCOUNT, returnSecureToken: false }),
    },
  );
  if (response.ok) return;
  const body = (await response.json().catch(() => ({}))) as { error?: { message?: string } };
  if (body.error?.message === 'EMAIL_EXISTS') return;
  throw new Error(`Could not create the demo account: ${response.status} ${JSON.stringify(body)}`);
}
