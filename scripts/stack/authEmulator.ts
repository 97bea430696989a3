// The Firebase Auth Emulator (from firebase-tools) and the demo staff accounts in it, one of each
// role. The demo accounts exist only here: their password is public.
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Rol } from '../../contract';
import { withRolClaim, withStaffClaim, type Claims } from '../../server/staff/claims';
import { spawnManaged, type ManagedProcess, type SpawnOptions } from './managedProcess';
import { LOOPBACK } from './net';

export const PROJECT_ID = 'demo-vasos';
/** The demo administrator. */
export const DEMO_ACCOUNT = { email: 'admin@vasos.test', password: 'vasos2026' } as const;
/** The demo account with the role Personal. */
export const PERSONAL_ACCOUNT = { email: 'personal@vasos.test', password: 'vasos2026' } as const;

/** Every demo account with its role, as each start leaves them. */
export const DEMO_ACCOUNTS: readonly { email: string; password: string; rol: Rol }[] = [
  { ...DEMO_ACCOUNT, rol: 'administrador' },
  { ...PERSONAL_ACCOUNT, rol: 'personal' },
];
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

type EmulatorAnswer = Record<string, unknown> & { error?: { message?: string } };

async function emulatorCall(
  authUrl: string,
  path: string,
  body: object,
  asAdmin: boolean,
): Promise<{ ok: boolean; status: number; json: EmulatorAnswer }> {
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    // `Bearer owner` is how the emulator recognises an admin (firebase-admin's own calls).
    headers: {
      'Content-Type': 'application/json',
      ...(asAdmin ? { Authorization: 'Bearer owner' } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as EmulatorAnswer;
  return { ok: response.ok, status: response.status, json };
}

const failure = (what: string, answer: { status: number; json: EmulatorAnswer }) =>
  new Error(`Could not ${what}: ${answer.status} ${JSON.stringify(answer.json)}`);

/**
 * Makes sure a demo account exists, is staff and has its role, whatever state the saved accounts
 * are in (an account saved by an older version has no claim, or another role). Idempotent; other
 * claims are kept.
 */
async function ensureDemoAccount(
  authUrl: string,
  account: { email: string; password: string; rol: Rol },
): Promise<void> {
  const { email, password } = account;
  const signUp = await emulatorCall(
    authUrl,
    'accounts:signUp?key=any',
    { email, password, returnSecureToken: false },
    false,
  );
  if (!signUp.ok && signUp.json.error?.message !== 'EMAIL_EXISTS')
    throw failure(`create the demo account ${email}`, signUp);

  const admin = `projects/${PROJECT_ID}/accounts`;
  const lookup = await emulatorCall(authUrl, `${admin}:lookup`, { email: [email] }, true);
  const user = (
    lookup.json.users as { localId: string; customAttributes?: string }[] | undefined
  )?.[0];
  if (!lookup.ok || !user) throw failure(`find the demo account ${email}`, lookup);
  const claims = JSON.parse(user.customAttributes || '{}') as Claims;
  const wanted = withRolClaim(withStaffClaim(claims), account.rol);
  if (JSON.stringify(wanted) === JSON.stringify(claims)) return;
  const update = await emulatorCall(
    authUrl,
    `${admin}:update`,
    { localId: user.localId, customAttributes: JSON.stringify(wanted) },
    true,
  );
  if (!update.ok) throw failure(`give the demo account ${email} its role`, update);
}

/**
 * Turns on the project's email enumeration protection (improved email privacy), as a deployed
 * project has it (README, "Deploy"): a wrong password and an unknown e-mail then fail alike
 * (`auth/invalid-credential`), so signing in does not tell whether an e-mail has an account.
 */
export async function protectEmailEnumeration(authUrl: string): Promise<void> {
  const response = await fetch(`${authUrl}/emulator/v1/projects/${PROJECT_ID}/config`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({ emailPrivacyConfig: { enableImprovedEmailPrivacy: true } }),
  });
  const json = (await response.json().catch(() => ({}))) as EmulatorAnswer;
  if (!response.ok)
    throw failure('turn on email enumeration protection', { status: response.status, json });
}

/** Makes sure both demo accounts exist, are staff and have their roles (see ensureDemoAccount). */
export async function ensureDemoAccounts(authUrl: string): Promise<void> {
  for (const account of DEMO_ACCOUNTS) await ensureDemoAccount(authUrl, account);
}
