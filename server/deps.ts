// What the app needs from the outside world, as small interfaces so tests can hand in fakes.
import type { Rol, StaffUsuario } from '../contract';
import type { FileStore } from './archivos/fileStore';
import type { Database } from './db/engine/open';

/** The signed-in staff member, as the verified ID token names them, and their role. */
export type StaffIdentity = { uid: string; email: string | undefined; rol: Rol };

/** What a valid, unrevoked ID token of an enabled account says. */
export type VerifiedToken = {
  uid: string;
  email: string | undefined;
  /** The custom claim `staff: true`; without it the admin API answers 403. */
  staff: boolean;
  /** The custom claim `admin: true` (contract/roles.ts); without it the account is Personal. */
  admin?: boolean;
  /**
   * When the person signed in (the token's `auth_time`), in ms since the epoch: past
   * SESSION_MAX_HOURS the API refuses the token. Unknown (a stand-in verifier): not checked.
   */
  authTime?: number;
  /** When the token expires, in ms since the epoch: a verdict is never reused past it. */
  expiresAt?: number;
};

/** What the identity provider says of an account now, whatever its tokens say. */
export type AccountStanding = {
  disabled: boolean;
  /** The custom claim `staff: true`, as the account carries it now. */
  staff: boolean;
  /**
   * Its refresh tokens were revoked at this time (ms since the epoch): a token of a sign-in
   * before it is refused. Undefined: never revoked.
   */
  validSince?: number;
};

export type TokenVerifier = {
  /**
   * Resolves what a Firebase ID token says; rejects if it is invalid, expired or revoked, or its
   * account is disabled or deleted.
   */
  verify(idToken: string): Promise<VerifiedToken>;
  /**
   * How these accounts stand now, asked of the identity provider in as few calls as it allows
   * (never from a remembered verdict); an account it no longer has is missing from the answer.
   * Rejects when the provider cannot be asked.
   */
  standings(uids: readonly string[]): Promise<Map<string, AccountStanding>>;
  /** Drops every remembered verdict about this account's tokens: its next call is checked afresh. */
  forget(uid: string): void;
  /** How often a remembered verdict answered (hits) or Firebase was asked (misses), if cached. */
  cacheStats?(): { hits: number; misses: number };
};

export type UsuariosAdminErrorReason =
  'email-taken' | 'invalid-email' | 'invalid-password' | 'not-found';

/** Something the caller got wrong (its message is safe to show); anything else is a fault. */
export class UsuariosAdminError extends Error {
  constructor(
    readonly reason: UsuariosAdminErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export type UsuariosAdmin = {
  listAll(): Promise<StaffUsuario[]>;
  /** Creates a staff account (the claim included). Rejects with UsuariosAdminError. */
  create(email: string, password: string): Promise<StaffUsuario>;
  /** Disables the account and revokes its refresh tokens. Rejects with UsuariosAdminError. */
  deactivate(uid: string): Promise<StaffUsuario>;
  /** Enables the account again. Rejects with UsuariosAdminError. */
  reactivate(uid: string): Promise<StaffUsuario>;
  /** Deletes the account: undoes a creation whose audit entry could not be written. */
  remove(uid: string): Promise<void>;
  /** The account with this e-mail (as the identity provider compares them), or undefined. */
  findByEmail(email: string): Promise<StaffUsuario | undefined>;
  /**
   * Makes the account an administrator or Personal (its other claims kept) and revokes its
   * refresh tokens, so no token of the old role is accepted. Rejects with UsuariosAdminError.
   */
  setRole(uid: string, rol: Rol): Promise<StaffUsuario>;
};

export type AppDeps = {
  db: Database;
  tokens: TokenVerifier;
  users: UsuariosAdmin;
  /** Browser origins allowed to call the API (the dashboard's). */
  corsOrigins: readonly string[];
  /** Fastify's logger option: false in tests, pino options in production. */
  logger?: boolean | Record<string, unknown>;
  /** Where files' bytes are kept: the database unless another store is given (docs/decisions.md). */
  files?: FileStore;
};
