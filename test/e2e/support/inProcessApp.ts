// The API built in-process around a real database and fake Firebase, for tests that need to
// restart it or read its log. Listens on a free loopback port.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/open';
import { prepareDatabase } from '../../../server/db/prepare';
import {
  UsersAdminError,
  type StaffUser,
  type TokenVerifier,
  type UsersAdmin,
} from '../../../server/deps';

/** The only token the fake verifier accepts. */
export const GOOD_TOKEN = 'in-process-good-token';
export const STAFF_EMAIL = 'staff@vasos.test';

export const fakeTokens: TokenVerifier = {
  async verify(token) {
    if (token === GOOD_TOKEN) return { uid: 'staff-uid', email: STAFF_EMAIL };
    throw Object.assign(new Error('Decoding failed'), { code: 'auth/argument-error' });
  },
};

export function fakeUsers(initial: StaffUser[] = []): UsersAdmin {
  const users = [...initial];
  return {
    listAll: async () => [...users],
    async create(email) {
      if (users.some((user) => user.email === email))
        throw new UsersAdminError('email-taken', 'taken');
      const user = { email, uid: `uid-${users.length + 1}` };
      users.push(user);
      return user;
    },
  };
}

export type InProcessApi = {
  app: FastifyInstance;
  db: Database;
  url: string;
  close(): Promise<void>;
};

export async function startInProcessApi(
  dataDir: string,
  logger: boolean | Record<string, unknown> = false,
): Promise<InProcessApi> {
  const db = await prepareDatabase(dataDir);
  const app = await buildApp({
    db,
    tokens: fakeTokens,
    users: fakeUsers(),
    corsOrigins: [],
    logger,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    db,
    url,
    async close() {
      await app.close();
      await db.close();
    },
  };
}

export const goodAuth = { Authorization: `Bearer ${GOOD_TOKEN}` };
