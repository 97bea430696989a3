// The roles among staff. The `staff` claim is the door; the role is a second claim: an
// administrator has `admin: true`, every other staff account is Personal (docs/access.md, "Roles").
// What each may do is permissions.ts. Labels (`Administrador`, `Personal`) are the dashboard's.

export const ROLES = ['administrador', 'personal'] as const;

export type Rol = (typeof ROLES)[number];

/** The custom claim that makes a staff account an administrator; without it, Personal. */
export const ADMIN_CLAIM = 'admin';

/** A staff account's role from its claims: only `admin: true` is an administrator. */
export const rolOf = (claims: Readonly<Record<string, unknown>> | null | undefined): Rol =>
  claims?.[ADMIN_CLAIM] === true ? 'administrador' : 'personal';

export const isRol = (value: unknown): value is Rol =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/**
 * The `error` of the API's 403 to a Personal token on a route of an administrators' action: a refusal of that
 * call only, not the end of the session (unlike the 403 to an account that is not staff).
 */
export const ADMIN_ONLY_ERROR = 'Only an administrator can do this';

/** `POST …/firebase/users/{uid}/rol`: make an account an administrator, or Personal again. */
export type RolBody = { rol: Rol };

/**
 * A session lasts at most this long after signing in: past it the API refuses the ID token (its
 * `auth_time`) and the dashboard ends the session.
 */
export const SESSION_MAX_HOURS = 12;

/**
 * The `error` of the API's 401 to a token whose sign-in is older than SESSION_MAX_HOURS: no token
 * refresh helps (a refreshed token keeps its `auth_time`), only signing in again.
 */
export const SESSION_EXPIRED_ERROR = 'Session expired: sign in again';
