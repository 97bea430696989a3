// What the app needs from the outside world, as small interfaces so tests can hand in fakes.
import type { Database } from './db/open';

export type StaffIdentity = { uid: string; email: string | undefined };

export type TokenVerifier = {
  /** Resolves the identity behind a Firebase ID token; rejects if it is invalid or expired. */
  verify(idToken: string): Promise<StaffIdentity>;
};

export type StaffUser = { email: string; uid: string };

export type CreateUserError = 'email-taken' | 'invalid-email' | 'invalid-password';

export class UsersAdminError extends Error {
  constructor(
    readonly reason: CreateUserError,
    message: string,
  ) {
    super(message);
  }
}

export type UsersAdmin = {
  listAll(): Promise<StaffUser[]>;
  /** Rejects with UsersAdminError for what the caller got wrong. */
  create(email: string, password: string): Promise<StaffUser>;
};

export type AppDeps = {
  db: Database;
  tokens: TokenVerifier;
  users: UsersAdmin;
  /** Browser origins allowed to call the API (the dashboard's). */
  corsOrigins: readonly string[];
  /** Fastify's logger option: false in tests, pino options in production. */
  logger?: boolean | Record<string, unknown>;
};
