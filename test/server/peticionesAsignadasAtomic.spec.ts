import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type AssignedPeticion } from '../../contract';
import { feedPosition } from '../../server/db/peticiones/changeFeed';
import { signIn } from '../support/stack/auth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { asMember, newColleague, type Member } from './support/colleague';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';

// Each write of a taken request, its audit entry and its place in the change feed are one
// transaction: when the database refuses any of them, none exists. An API of this file's own,
// whose database the tests make refuse (a trigger), on the run's Auth Emulator.
let api: InProcessApi;
let me: Member;
let colleague: Member;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = await startInProcessApi({ auth: 'emulator' });
  me = asMember(await signIn());
  colleague = await newColleague(api, me);
  await api.db.exec(`
    CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
});
test.afterAll(async () => {
  await api?.close();
});

/** While `fn` runs, the database refuses every new row of `table`. */
async function refusing(table: string, fn: () => Promise<void>) {
  await api.db.exec(
    `CREATE TRIGGER refuse BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`,
  );
  try {
    await fn();
  } finally {
    await api.db.exec(`DROP TRIGGER refuse ON ${table}`);
  }
}

const counts = async () => {
  const { rows } = await api.db.query<{ audit: number; notas: number }>(
    `SELECT (SELECT count(*) FROM audit_log)::int AS audit,
            (SELECT count(*) FROM peticion_notas)::int AS notas`,
  );
  return { ...rows[0]!, position: await feedPosition(api.db) };
};

/** Every write of the way, on `taken`, as the assignee (the note as a colleague). */
function everyWrite(request: APIRequestContext, taken: AssignedPeticion) {
  const { post } = peticionesAsignadasCalls(api);
  const version = taken.version;
  return [
    () => post(request, me.headers, apiPaths.etapa, taken.id, { etapa: 'presupuestada', version }),
    () =>
      post(request, me.headers, apiPaths.seguimiento, taken.id, { fecha: '2027-01-01', version }),
    () =>
      post(request, me.headers, apiPaths.reasignar, taken.id, {
        asignado: colleague.email,
        version,
      }),
    () => post(request, me.headers, apiPaths.liberar, taken.id, { version }),
    () => post(request, colleague.headers, apiPaths.notas, taken.id, { texto: 'Nota' }),
  ];
}

for (const table of ['audit_log', 'peticion_changes']) {
  test(`when the database refuses the write's row of ${table}, the write leaves nothing at all: 500`, async ({
    request,
  }) => {
    const { takeOne, detail, unassigned } = peticionesAsignadasCalls(api);
    const taken = await takeOne(request, me.headers);
    const free = (await unassigned(request, me.headers)).data[0]!;
    const before = await counts();

    await refusing(table, async () => {
      for (const write of everyWrite(request, taken)) {
        const response = await write();
        expect(response.status()).toBe(500);
        expect(await response.json()).toEqual({ error: 'Internal server error' });
      }
      const take = await request.post(api.url(apiPaths.asignar(free.id)), {
        headers: me.headers,
      });
      expect(take.status()).toBe(500);
    });

    expect(await counts()).toEqual(before);
    expect((await detail(request, me.headers, taken.id)).peticion).toEqual(taken);
    expect((await detail(request, me.headers, free.id)).peticion).toEqual(free);
  });
}
