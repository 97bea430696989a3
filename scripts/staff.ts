// `npm run staff -- add|grant|revoke <email> [--admin]`: how staff accounts of a real deployment come to be
// (and stop being). Against the Auth Emulator when FIREBASE_AUTH_EMULATOR_HOST is set; otherwise
// against the Firebase project of GOOGLE_APPLICATION_CREDENTIALS (or FIREBASE_PROJECT_ID).
import { randomBytes } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Rol } from '../contract';
import { DEFAULT_PROJECT_ID, firebaseAdmin } from '../server/auth';
import { UsuariosAdminError } from '../server/deps';
import { createStaffAccount, grantStaff, revokeStaff } from '../server/staff/accounts';
import { USAGE, parseStaffArgs, type StaffArgs } from './staff/args';

const env = process.env;
const emulator = env.FIREBASE_AUTH_EMULATOR_HOST;
const projectId =
  env.FIREBASE_PROJECT_ID || env.GCLOUD_PROJECT || (emulator ? DEFAULT_PROJECT_ID : undefined);
const where = emulator
  ? `project ${projectId} on the Auth Emulator at ${emulator}`
  : `Firebase project ${projectId ?? '(of the credentials)'}`;

const roleName = (rol: Rol | undefined) =>
  rol === 'administrador' ? 'an administrator' : 'Personal';

async function run(auth: Auth, { command, email, password, admin }: StaffArgs): Promise<string> {
  const rol: Rol | undefined = admin ? 'administrador' : undefined;
  if (command === 'grant') {
    const account = await grantStaff(auth, email, rol);
    return (
      `${email} (uid ${account.uid}) is now staff, ${roleName(account.rol)}, in ${where}; ` +
      'it applies from their next sign-in.'
    );
  }
  if (command === 'revoke') {
    const account = await revokeStaff(auth, email);
    return (
      `${email} (uid ${account.uid}) is no longer staff in ${where}; their sessions are revoked ` +
      'and the API refuses them within 60 s.'
    );
  }
  // Nobody ever sees a generated password: the person sets their own through the link.
  const chosen = password ?? randomBytes(24).toString('base64url');
  const account = await createStaffAccount(auth, email, chosen, rol);
  const created = `Staff account ${email} (uid ${account.uid}), ${roleName(account.rol)}, created in ${where}`;
  if (password) return `${created}.`;
  const link = await auth.generatePasswordResetLink(email);
  return `${created}; send them this link to choose their password: ${link}`;
}

function describe(error: unknown, email: string): string {
  if (error instanceof UsuariosAdminError) {
    if (error.reason === 'not-found') return `No account with the e-mail ${email} in ${where}.`;
    if (error.reason === 'email-taken')
      return `${email} already has an account in ${where}; make it staff with: npm run staff -- grant ${email}`;
    if (error.reason === 'invalid-password')
      return 'The password is not valid: it needs at least 6 characters.';
  }
  const message = (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ');
  const hint = emulator
    ? ''
    : ' (is GOOGLE_APPLICATION_CREDENTIALS a service-account key of the project?)';
  return `Failed against ${where}: ${message}${hint}`;
}

const parsed = parseStaffArgs(process.argv.slice(2), env);
if ('help' in parsed) {
  console.log(USAGE);
  process.exit(0);
}
if ('error' in parsed) {
  console.error(`${parsed.error}\n${USAGE}`);
  process.exit(2);
}

const admin = firebaseAdmin(projectId);
let code = 0;
try {
  console.log(await run(admin.auth, parsed));
} catch (error) {
  console.error(describe(error, parsed.email));
  code = 1;
} finally {
  await admin.close();
}
process.exit(code);
