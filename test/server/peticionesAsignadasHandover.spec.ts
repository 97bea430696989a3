import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type AssignedPeticion, type Peticion } from '../../contract';
import { signIn, signUp, uniqueEmail } from '../support/stack/auth';
import { emulatorAuth } from '../support/stack/emulatorAuth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { asMember, newColleague, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';

// Giving a taken request back and handing it to a colleague. An API of this file's own (it
// writes), on the run's Auth Emulator: the new assignee must be an active member of staff.
const api = useOwnApi();
const { takeOne, detail, post, unassigned, assigned } = peticionesAsignadasCalls(api);

let me: Member;
let colleague: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
  colleague = await newColleague(api, me);
});

async function ok<T>(response: Promise<{ status(): number; json(): Promise<unknown> }>) {
  const answer = await response;
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

const release = (request: APIRequestContext, id: number, data: unknown, who: Member = me) =>
  post(request, who.headers, apiPaths.liberar, id, data);
const reassign = (request: APIRequestContext, id: number, data: unknown, who: Member = me) =>
  post(request, who.headers, apiPaths.reasignar, id, data);

test('liberar gives a taken request back: unassigned and pendiente, its loss and follow-up gone, one audit entry', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const followed = await ok<AssignedPeticion>(
    post(request, me.headers, apiPaths.seguimiento, taken.id, {
      fecha: '2027-03-01',
      version: taken.version,
    }),
  );
  const lost = await ok<AssignedPeticion>(
    post(request, me.headers, apiPaths.etapa, taken.id, {
      etapa: 'perdida',
      version: followed.version,
      motivo: 'sin_respuesta',
    }),
  );
  const mark = await newestAuditId(request, api);

  const released = await ok<Peticion>(release(request, taken.id, { version: lost.version }));
  const { id, peticiones, cliente, fecha_evento, pais, codigo_postal, correo, origen, createdAt } =
    taken;
  expect(released).toEqual({
    ...{ id, peticiones, cliente, fecha_evento, pais, codigo_postal, correo, origen, createdAt },
    estado: 'pendiente',
    asignado: false,
  });
  expect((await unassigned(request, me.headers)).data).toContainEqual(released);
  expect((await assigned(request, me.headers)).data.map((p) => p.id)).not.toContain(taken.id);
  expect((await auditEntriesSince(request, api, mark)).map((e) => [e.action, e.changes])).toEqual([
    [
      'release',
      [
        { field: 'asignado', from: me.email, to: null },
        { field: 'estado', from: 'perdida', to: 'pendiente' },
      ],
    ],
  ]);

  // Taken again, it starts the way afresh, with a version that never goes back.
  const again = await ok<AssignedPeticion>(
    request.post(api.url(apiPaths.asignar(taken.id)), { headers: colleague.headers }),
  );
  expect(again).toMatchObject({
    estado: 'asignada',
    asignado: colleague.email,
    perdida: null,
    proximoSeguimiento: null,
  });
  expect(again.version).toBeGreaterThan(lost.version);
});

test('reasignar hands it, in its stage, to a colleague: they may move it now, the former assignee may not', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const mark = await newestAuditId(request, api);
  const handed = await ok<AssignedPeticion>(
    reassign(request, taken.id, {
      asignado: colleague.email.toUpperCase(),
      version: taken.version,
    }),
  );
  expect(handed).toEqual({
    ...taken,
    asignado: colleague.email,
    asignadoAt: expect.any(String),
    version: taken.version + 1,
  });
  expect(Date.parse(handed.asignadoAt)).toBeGreaterThanOrEqual(Date.parse(taken.asignadoAt));
  expect((await auditEntriesSince(request, api, mark)).map((e) => [e.action, e.changes])).toEqual([
    ['reassignment', [{ field: 'asignado', from: me.email, to: colleague.email }]],
  ]);

  const next = { etapa: 'presupuestada', version: handed.version };
  expect((await post(request, me.headers, apiPaths.etapa, taken.id, next)).status()).toBe(403);
  expect((await post(request, colleague.headers, apiPaths.etapa, taken.id, next)).status()).toBe(
    200,
  );
  // Giving it back is the assignee's too, or an administrator's (docs/access.md, "Roles").
  const current = (await detail(request, me.headers, taken.id)).peticion as AssignedPeticion;
  const another = await newColleague(api, me, 'otra');
  const notTheirs = await release(request, taken.id, { version: current.version }, another);
  expect(notTheirs.status()).toBe(403);
  expect((await release(request, taken.id, { version: current.version })).status()).toBe(200);
});

test('an administrator releases or hands over anyone’s request; Personal only their own', async ({
  request,
}) => {
  const mine = await takeOne(request, colleague.headers);
  const another = await newColleague(api, me, 'ajena');
  const version = mine.version;
  const handover = { asignado: another.email, version };
  expect((await reassign(request, mine.id, handover, another)).status()).toBe(403);
  // me, the demo account, is an administrator and not the assignee.
  const handed = await ok<AssignedPeticion>(reassign(request, mine.id, handover));
  expect(handed.asignado).toBe(another.email);
  const back = { version: handed.version };
  expect((await release(request, mine.id, back, colleague)).status()).toBe(403);
  const released = await ok<Peticion>(release(request, mine.id, back));
  expect(released.asignado).toBe(false);
});

test('reasignar to anyone but an active colleague, or a bad body, is 400; not the assignee 403; an old version 409', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const version = taken.version;
  const stranger = await signUp(uniqueEmail('extrano'), 'secreto1');
  const gone = await newColleague(api, me, 'baja');
  await emulatorAuth().updateUser(gone.uid, { disabled: true });
  const bad: [string, unknown][] = [
    ['nobody with that e-mail', { asignado: uniqueEmail('nadie'), version }],
    ['an account without the staff claim', { asignado: stranger.email, version }],
    ['a disabled account', { asignado: gone.email, version }],
    ['the assignee already', { asignado: me.email, version }],
    ['not an e-mail', { asignado: 'maria', version }],
    ['no version', { asignado: colleague.email }],
    ['an unknown field', { asignado: colleague.email, version, etapa: 'aceptada' }],
  ];
  const mark = await newestAuditId(request, api);
  for (const [label, body] of bad) {
    const response = await reassign(request, taken.id, body);
    expect(response.status(), label).toBe(400);
    expect(await response.json(), label).toEqual({ error: expect.any(String) });
  }
  const notMine = await reassign(
    request,
    taken.id,
    { asignado: colleague.email, version },
    colleague,
  );
  expect(notMine.status()).toBe(403);
  const stale = await reassign(request, taken.id, {
    asignado: colleague.email,
    version: version + 5,
  });
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toEqual({ error: expect.any(String), data: taken });
  const oldRelease = await release(request, taken.id, { version: version + 5 });
  expect(oldRelease.status()).toBe(409);
  expect((await release(request, taken.id, { version: 'x' })).status()).toBe(400);

  expect((await detail(request, me.headers, taken.id)).peticion).toEqual(taken);
  expect(await auditEntriesSince(request, api, mark)).toEqual([]);
});
