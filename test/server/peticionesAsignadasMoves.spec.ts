import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, LOST_TEXT_MAX, type AssignedPeticion } from '../../contract';
import { signIn } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { asMember, newColleague, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';

// Moving a taken request along its way (contract/etapas.ts): who may, from where to where, and
// what a loss must say. An API of this file's own (it writes), two staff members.
const api = useOwnApi();
const { takeOne, detail, post, unassigned } = peticionesAsignadasCalls(api);

let me: Member;
let colleague: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
  colleague = await newColleague(api, me);
});

const move = (request: APIRequestContext, id: number, data: unknown, who: Member = me) =>
  post(request, who.headers, apiPaths.etapa, id, data);

async function moved(request: APIRequestContext, id: number, data: unknown) {
  const response = await move(request, id, data);
  expect(response.status(), JSON.stringify(data)).toBe(200);
  return ((await response.json()) as { data: AssignedPeticion }).data;
}

test('etapa moves a taken request one stage on or back: 200 with it, its version one up, one audit entry each', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  expect(taken).toMatchObject({ estado: 'asignada', asignado: me.email, perdida: null });
  const mark = await newestAuditId(request, api);

  const on = await moved(request, taken.id, { etapa: 'presupuestada', version: taken.version });
  expect(on).toEqual({ ...taken, estado: 'presupuestada', version: taken.version + 1 });
  const back = await moved(request, taken.id, { etapa: 'asignada', version: on.version });
  expect(back).toEqual({ ...taken, version: taken.version + 2 });

  const entries = await auditEntriesSince(request, api, mark);
  expect(
    entries.map(({ actor, action, target, changes }) => ({ actor, action, target, changes })),
  ).toEqual([
    {
      actor: { uid: me.uid, email: me.email },
      action: 'stage_change',
      target: String(taken.id),
      changes: [{ field: 'estado', from: 'asignada', to: 'presupuestada' }],
    },
    {
      actor: { uid: me.uid, email: me.email },
      action: 'stage_change',
      target: String(taken.id),
      changes: [{ field: 'estado', from: 'presupuestada', to: 'asignada' }],
    },
  ]);
});

test('a loss says why (a text with otro); reopening goes back to the stage it left and forgets why', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const quoted = await moved(request, taken.id, { etapa: 'presupuestada', version: taken.version });
  const mark = await newestAuditId(request, api);

  const lost = await moved(request, taken.id, {
    etapa: 'perdida',
    version: quoted.version,
    motivo: 'otro',
    texto: '  Lo compran en el chino  ',
  });
  expect(lost).toMatchObject({
    estado: 'perdida',
    perdida: { desde: 'presupuestada', motivo: 'otro', texto: 'Lo compran en el chino' },
  });
  const reopened = await moved(request, taken.id, {
    etapa: 'presupuestada',
    version: lost.version,
  });
  expect(reopened).toMatchObject({ estado: 'presupuestada', perdida: null });
  const again = await moved(request, taken.id, {
    etapa: 'perdida',
    version: reopened.version,
    motivo: 'precio',
  });
  expect(again.perdida).toEqual({ desde: 'presupuestada', motivo: 'precio', texto: null });

  // The reason is recorded, never the text.
  expect((await auditEntriesSince(request, api, mark)).map((entry) => entry.changes)).toEqual([
    [
      { field: 'estado', from: 'presupuestada', to: 'perdida' },
      { field: 'perdida_motivo', from: null, to: 'otro' },
    ],
    [
      { field: 'estado', from: 'perdida', to: 'presupuestada' },
      { field: 'perdida_motivo', from: 'otro', to: null },
    ],
    [
      { field: 'estado', from: 'presupuestada', to: 'perdida' },
      { field: 'perdida_motivo', from: null, to: 'precio' },
    ],
  ]);
});

test('a move the way does not allow, or a body that is wrong, is 400 and changes nothing', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const version = taken.version;
  const bad: [string, unknown][] = [
    ['an unknown stage', { etapa: 'cerrada', version }],
    ['the stage it is in', { etapa: 'asignada', version }],
    ['two stages on', { etapa: 'aceptada', version }],
    ['a loss without a reason', { etapa: 'perdida', version }],
    ['an unknown reason', { etapa: 'perdida', version, motivo: 'caro' }],
    ['otro without a text', { etapa: 'perdida', version, motivo: 'otro' }],
    ['otro with a blank text', { etapa: 'perdida', version, motivo: 'otro', texto: '  ' }],
    [
      'otro with a long text',
      { etapa: 'perdida', version, motivo: 'otro', texto: 'x'.repeat(LOST_TEXT_MAX + 1) },
    ],
    ['a text without otro', { etapa: 'perdida', version, motivo: 'plazo', texto: 'Tarde' }],
    ['a text with a NUL', { etapa: 'perdida', version, motivo: 'otro', texto: 'Caro\u0000' }],
    ['a reason without a loss', { etapa: 'presupuestada', version, motivo: 'precio' }],
    ['no version', { etapa: 'presupuestada' }],
    ['version 0', { etapa: 'presupuestada', version: 0 }],
    ['version as text', { etapa: 'presupuestada', version: String(version) }],
    ['an unknown field', { etapa: 'presupuestada', version, asignado: me.email }],
    ['not an object', ['presupuestada']],
  ];
  const mark = await newestAuditId(request, api);
  for (const [label, body] of bad) {
    const response = await move(request, taken.id, body);
    expect(response.status(), label).toBe(400);
    expect(await response.json(), label).toEqual({ error: expect.any(String) });
  }
  expect((await detail(request, me.headers, taken.id)).peticion).toEqual(taken);

  // From the last stage a request can no longer be lost; a lost one only goes back where it was.
  let current = taken;
  for (const etapa of ['presupuestada', 'aceptada', 'en_produccion', 'entregada']) {
    current = await moved(request, taken.id, { etapa, version: current.version });
  }
  const lateLoss = { etapa: 'perdida', version: current.version, motivo: 'precio' };
  expect((await move(request, taken.id, lateLoss)).status()).toBe(400);
  current = await moved(request, taken.id, { etapa: 'en_produccion', version: current.version });
  current = await moved(request, taken.id, { ...lateLoss, version: current.version });
  const elsewhere = await move(request, taken.id, { etapa: 'aceptada', version: current.version });
  expect(elsewhere.status()).toBe(400);
  expect(
    (await auditEntriesSince(request, api, mark)).filter(
      (entry) => entry.target === String(taken.id),
    ),
  ).toHaveLength(6);
});

test('only the assignee moves it (403); an old version is 409 with the request as it is now, whoever asks', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const next = { etapa: 'presupuestada', version: taken.version };
  const refused = await move(request, taken.id, next, colleague);
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: expect.any(String) });

  const now = await moved(request, taken.id, next);
  // The colleague's copy is old: they learn what happened rather than that it is not theirs.
  for (const who of [colleague, me]) {
    const stale = await move(request, taken.id, next, who);
    expect(stale.status()).toBe(409);
    expect(await stale.json()).toEqual({ error: expect.any(String), data: now });
  }
  expect((await detail(request, me.headers, taken.id)).peticion).toEqual(now);
});

test('an unknown id, or a request nobody has taken, is 404; an old version of one is 409 with it as it is', async ({
  request,
}) => {
  for (const id of ['999999', 'abc', '0']) {
    const response = await request.post(api.url(apiPaths.etapa(id)), {
      headers: me.headers,
      data: { etapa: 'presupuestada', version: 1 },
    });
    expect(response.status(), id).toBe(404);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  }
  const free = (await unassigned(request, me.headers)).data[0]!;
  const notTaken = await move(request, free.id, { etapa: 'presupuestada', version: 1 });
  expect(notTaken.status()).toBe(404);
  // Given back since this client saw it taken.
  const released = await move(request, free.id, { etapa: 'presupuestada', version: 99 });
  expect(released.status()).toBe(409);
  expect(await released.json()).toEqual({ error: expect.any(String), data: free });
});
