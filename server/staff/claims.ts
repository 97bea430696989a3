// The staff custom claim: the one thing that lets an account use the admin API, and the admin
// claim, which makes a staff account an administrator (contract/roles.ts). Both are set only
// through firebase-admin (the API's Agregar Usuario and role change, the staff CLI, the local
// launcher).
import { ADMIN_CLAIM, type Rol } from '../../contract';

export type Claims = Record<string, unknown>;

/** A copy of the claims without `keys`. */
const withoutKeys = (claims: Claims | undefined | null, keys: readonly string[]): Claims =>
  Object.fromEntries(Object.entries(claims ?? {}).filter(([key]) => !keys.includes(key)));

export const STAFF_CLAIM = 'staff';

/** Only the boolean `true` counts: a claim of "true", 1 or a nested object is not staff. */
export const hasStaffClaim = (claims: Claims | undefined | null): boolean =>
  claims?.[STAFF_CLAIM] === true;

/** The account's claims plus staff, keeping whatever other claims it carries. */
export const withStaffClaim = (claims: Claims | undefined | null): Claims => ({
  ...(claims ?? {}),
  [STAFF_CLAIM]: true,
});

/**
 * The account's claims without staff, nor the admin claim that means nothing without it (granted
 * staff again, the account is Personal until made an administrator); the others stay.
 */
export function withoutStaffClaim(claims: Claims | undefined | null): Claims {
  return withoutKeys(claims, [STAFF_CLAIM, ADMIN_CLAIM]);
}

/** The account's claims with the role's: `admin: true` for an administrator, none for Personal. */
export function withRolClaim(claims: Claims | undefined | null, rol: Rol): Claims {
  const rest = withoutKeys(claims, [ADMIN_CLAIM]);
  return rol === 'administrador' ? { ...rest, [ADMIN_CLAIM]: true } : rest;
}
