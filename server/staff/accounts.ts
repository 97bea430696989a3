// Account operations over firebase-admin, shared by the users routes and the staff CLI so both
// create, grant, revoke and disable accounts in exactly one way.
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { rolOf, type Rol, type StaffUsuario } from '../../contract';
import { UsuariosAdminError, type UsuariosAdminErrorReason } from '../deps';
import { hasStaffClaim, withRolClaim, withStaffClaim, withoutStaffClaim } from './claims';

const reasons: Partial<Record<string, UsuariosAdminErrorReason>> = {
  'auth/email-already-exists': 'email-taken',
  'auth/invalid-email': 'invalid-email',
  'auth/invalid-password': 'invalid-password',
  'auth/user-not-found': 'not-found',
  // A uid Firebase could never have issued (empty, over 128 characters) names nobody.
  'auth/invalid-uid': 'not-found',
};

export const firebaseErrorCode = (error: unknown): string =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/** Runs a Firebase call, turning the errors that are the caller's fault into UsuariosAdminError. */
async function asCallerError<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const reason = reasons[firebaseErrorCode(error)];
    if (reason) throw new UsuariosAdminError(reason, (error as Error).message);
    throw error;
  }
}

export const toAccount = (user: UserRecord): StaffUsuario => ({
  email: user.email ?? '',
  uid: user.uid,
  staff: hasStaffClaim(user.customClaims),
  disabled: user.disabled,
  rol: rolOf(user.customClaims),
});

export async function listAccounts(auth: Auth): Promise<StaffUsuario[]> {
  const accounts: StaffUsuario[] = [];
  let pageToken: string | undefined;
  do {
    const page = await auth.listUsers(1000, pageToken);
    accounts.push(...page.users.map(toAccount));
    pageToken = page.pageToken;
  } while (pageToken);
  return accounts;
}

/** Staff claims with the role's: what an account made or granted staff carries. */
const staffClaims = (claims: UserRecord['customClaims'], rol: Rol) =>
  withRolClaim(withStaffClaim(claims), rol);

/** A new account that is staff from the start: Personal unless made an administrator. */
export async function createStaffAccount(
  auth: Auth,
  email: string,
  password: string,
  rol: Rol = 'personal',
): Promise<StaffUsuario> {
  const user = await asCallerError(() => auth.createUser({ email, password }));
  try {
    await auth.setCustomUserClaims(user.uid, staffClaims(user.customClaims, rol));
  } catch (error) {
    // An account created but left without the claim would look like a success that is not one.
    await auth.deleteUser(user.uid).catch(() => {});
    throw error;
  }
  return { ...toAccount(user), staff: true, rol };
}

export const findByEmail = (auth: Auth, email: string): Promise<UserRecord> =>
  asCallerError(() => auth.getUserByEmail(email));

/** The account with this e-mail, or undefined when there is none (or it is no e-mail at all). */
export async function findAccount(auth: Auth, email: string): Promise<StaffUsuario | undefined> {
  try {
    return toAccount(await findByEmail(auth, email));
  } catch (error) {
    const nobody =
      error instanceof UsuariosAdminError && ['not-found', 'invalid-email'].includes(error.reason);
    if (nobody) return undefined;
    throw error;
  }
}

/**
 * Makes an existing account staff, keeping its other claims (an administrator stays one); with
 * `administrador`, an administrator too. Its next ID token carries it.
 */
export async function grantStaff(auth: Auth, email: string, rol?: Rol): Promise<StaffUsuario> {
  const user = await findByEmail(auth, email);
  const claims = withStaffClaim(user.customClaims);
  const granted = rol ? withRolClaim(claims, rol) : claims;
  await auth.setCustomUserClaims(user.uid, granted);
  return { ...toAccount(user), staff: true, rol: rolOf(granted) };
}

/**
 * Removes the claim (other claims stay) and revokes the refresh tokens, so tokens issued before now
 * fail the revocation check and the next sign-in yields a token without the claim.
 */
export async function revokeStaff(auth: Auth, email: string): Promise<StaffUsuario> {
  const user = await findByEmail(auth, email);
  await auth.setCustomUserClaims(user.uid, withoutStaffClaim(user.customClaims));
  await auth.revokeRefreshTokens(user.uid);
  return { ...toAccount(user), staff: false };
}

/** Disables the account and revokes its refresh tokens: it can neither sign in nor refresh. */
export async function deactivateAccount(auth: Auth, uid: string): Promise<StaffUsuario> {
  const user = await asCallerError(() => auth.updateUser(uid, { disabled: true }));
  await auth.revokeRefreshTokens(uid);
  return toAccount(user);
}

/**
 * Makes the account an administrator or Personal, keeping its other claims, and revokes its refresh
 * tokens: a token of the old role fails the revocation check, and the person signs in again with
 * the new one (docs/access.md, "Roles").
 */
export async function setAccountRol(auth: Auth, uid: string, rol: Rol): Promise<StaffUsuario> {
  const user = await asCallerError(() => auth.getUser(uid));
  await auth.setCustomUserClaims(uid, withRolClaim(user.customClaims, rol));
  await auth.revokeRefreshTokens(uid);
  return { ...toAccount(user), rol };
}

export async function reactivateAccount(auth: Auth, uid: string): Promise<StaffUsuario> {
  return toAccount(await asCallerError(() => auth.updateUser(uid, { disabled: false })));
}
