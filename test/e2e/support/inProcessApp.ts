// The API built in-process around a real database and fake Firebase, for tests that need to
// restart it or read its log. Listens on a free loopback port.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/db/open';
import { prepareDatabase } from '../../../server/db/prepare';
import {
  UsersAdminError,
  type TokenVerifier,
  type UserAccount,
  type UsersAdmin,
} from '../../../server/deps';

/** The only token the fake verifier accepts: a staff account's. */
export const GOOD_TOKEN = 'in-process-good-token';
export const STAFF_EMAIL = 'staff@vasos.test';

export const fakeTokens: TokenVerifier = {
  async verify(token) {
    if (token === GOOD_TOKEN) return { uid: 'staff-uid', email: STAFF_EMAIL, staff: true };
    throw Object.assign(new Error('Decoding failed'), { code: 'auth/argument-error' });
  },
  forget() {},
};

export function fakeUsers(initial: UserAccount[] = []): UsersAdmin {
  const users = [...initial];
  const setDisabled = async (uid: string, disabled: boolean) => {
    const user = users.find((candidate) => candidate.uid === uid);
    if (!user) throw new UsersAdminError('not-found', 'no such uid');
    user.disabled = disabled;
    return { ...user };
  };
  return {
    listAll: async () => users.map((user) => ({ ...user })),
    async create(email) {
      if (users.some((user) => user.email === email))
        throw new UsersAdminError('email-taken', 'taken');
      const user = { email, uid: `uid-${users.length + 1}`, staff: true, disabled: false };
      users.push(user);
      return { ...user };
    },
    deactivate: (uid) => setDisabled(uid, true),
    reactivate: (uid) => setDisabled(uid, false),
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
