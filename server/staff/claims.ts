// The staff custom claim: the one thing that lets an account use the admin API. It is set only
// through firebase-admin (the API's Agregar Usuario, the staff CLI, the local launcher).

export type Claims = Record<string, unknown>;

export const STAFF_CLAIM = 'staff';

/** Only the boolean `true` counts: a claim of "true", 1 or a nested object is not staff. */
export const hasStaffClaim = (claims: Claims | undefined | null): boolean =>
  claims?.[STAFF_CLAIM] === true;

/** The account's claims plus staff, keeping whatever other claims it carries. */
export const withStaffClaim = (claims: Claims | undefined | null): Claims => ({
  ...(claims ?? {}),
  [STAFF_CLAIM]: true,
});

/** The account's claims without staff; the others stay. */
export function withoutStaffClaim(claims: Claims | undefined | null): Claims {
  const rest = { ...(claims ?? {}) };
  delete rest[STAFF_CLAIM];
  return rest;
}
