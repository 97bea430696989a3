import { expect, test } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { apiPaths, type StaffUsuario } from '../../contract';
import { buildApp } from '../../server/app';
import type { Database } from '../../server/db/engine/open';
import type { TokenVerifier, VerifiedToken } from '../../server/deps';
import { LAST_ADMINISTRATOR } from '../../server/staff/administrators';
import { fakeUsers } from '../support/stack/fakeServerAuth';
import { freshTestDatabase } from '../support/testDatabase';

// The last active administrator cannot lose the role nor be deactivated. Here the accounts are a
// world of their own (the run's emulator holds other administrators): Firebase faked behind the
// API's interfaces, the database of the project's engine.
const account = (uid: string, rol: StaffUsuario['rol'], disabled = false): StaffUsuario => ({
  email: `${uid}@vasos.test`,
  uid,
  staff: true,
  disabled,
  rol,
});

/** Each token names its account; every one of them says administrator, as a token may still. */
const verifier: TokenVerifier = {
  async verify(token): Promise<VerifiedToken> {
    return { uid: token, email: `${token}@vasos.test`, staff: true, admin: true };
  },
  forget() {},
  standings: async () => new Map(),
};

let db: Database;
let app: FastifyInstance;
let users: ReturnType<typeof fakeUsers>;
test.beforeEach(async () => {
  test.setTimeout(90_000);
  db = await freshTestDatabase();
  users = fakeUsers([
    account('jefa', 'administrador'),
    account('otra', 'administrador'),
    account('baja', 'administrador', true),
    account('ana', 'personal'),
  ]);
  app = await buildApp({ db, tokens: verifier, users, corsOrigins: [] });
});
test.afterEach(async () => {
  await app.close();
  await db.close();
});

const post = (caller: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${caller}` }, payload });
const roleOf = async (uid: string) =>
  (await users.listAll()).find((candidate) => candidate.uid === uid)?.rol;
const auditCount = async () =>
  Number((await db.query<{ n: number }>('SELECT count(*) AS n FROM audit_log')).rows[0]!.n);

test('the last active administrator can neither become Personal nor be deactivated: 409 in Spanish, nothing changed', async () => {
  const demote = await post('jefa', apiPaths.userRole('otra'), { rol: 'personal' });
  expect(demote.statusCode).toBe(200);
  const entries = await auditCount();

  // A disabled administrator does not count: jefa is the only active one.
  const self = await post('jefa', apiPaths.userRole('jefa'), { rol: 'personal' });
  expect(self.statusCode).toBe(409);
  expect(self.json()).toEqual({ error: LAST_ADMINISTRATOR });
  // otra's token still says administrator (until it is refused): the rule is the accounts', not
  // the tokens'.
  const deactivate = await post('otra', apiPaths.userAction('jefa', 'desactivar'));
  expect(deactivate.statusCode).toBe(409);
  expect(deactivate.json()).toEqual({ error: LAST_ADMINISTRATOR });

  expect(await roleOf('jefa')).toBe('administrador');
  expect((await users.listAll()).find((candidate) => candidate.uid === 'jefa')?.disabled).toBe(
    false,
  );
  expect(await auditCount()).toBe(entries);
  // Anyone else may still be deactivated, and made Personal when another administrator remains.
  expect((await post('jefa', apiPaths.userAction('ana', 'desactivar'))).statusCode).toBe(200);
  expect((await post('jefa', apiPaths.userAction('baja', 'reactivar'))).statusCode).toBe(200);
  expect((await post('jefa', apiPaths.userRole('jefa'), { rol: 'personal' })).statusCode).toBe(200);
});

test('two administrators taking the role from each other at the same moment: one succeeds, one gets 409', async () => {
  const answers = await Promise.all([
    post('jefa', apiPaths.userRole('otra'), { rol: 'personal' }),
    post('otra', apiPaths.userRole('jefa'), { rol: 'personal' }),
  ]);
  expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  const roles = [await roleOf('jefa'), await roleOf('otra')];
  expect(roles.sort()).toEqual(['administrador', 'personal']);
  expect(await auditCount()).toBe(1);
});
