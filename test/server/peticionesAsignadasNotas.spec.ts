import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, NOTA_MAX_LENGTH, type AssignedPeticion, type Nota } from '../../contract';
import { signIn } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';
import { asMember, newColleague, type Member } from './support/colleague';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';

// Notes and follow-ups of a taken request. An API of this file's own (it writes).
const api = useOwnApi();
const { takeOne, detail, post, unassigned } = peticionesAsignadasCalls(api);

let me: Member;
let colleague: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
  colleague = await newColleague(api, me);
});

const note = (request: APIRequestContext, id: number | string, data: unknown, who = me) =>
  request.post(api.url(apiPaths.notas(id)), { headers: who.headers, data });
const followUp = (request: APIRequestContext, id: number, data: unknown, who = me) =>
  post(request, who.headers, apiPaths.seguimiento, id, data);

test('any member of staff notes a taken request: 201 with the note, trimmed, newest first in its dialog; the version stays', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const mark = await newestAuditId(request, api);

  const mine = await note(request, taken.id, { texto: '  Llamar el lunes\npor la tarde ' });
  expect(mine.status()).toBe(201);
  const first = ((await mine.json()) as { data: Nota }).data;
  expect(first).toEqual({
    id: expect.any(Number),
    texto: 'Llamar el lunes\npor la tarde',
    autor: { uid: me.uid, email: me.email },
    // Staff's own, not a message the customer sent through their link.
    deCliente: false,
    at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  });
  const longest = 'ñ'.repeat(NOTA_MAX_LENGTH);
  const theirs = await note(request, taken.id, { texto: longest }, colleague);
  expect(theirs.status()).toBe(201);
  const second = ((await theirs.json()) as { data: Nota }).data;
  expect(second).toMatchObject({ texto: longest, autor: { email: colleague.email } });

  const shown = await detail(request, me.headers, taken.id);
  expect(shown.notas).toEqual([second, first]);
  expect(shown.peticion).toEqual(taken);
  // The audit entries name the notes, never what they say.
  expect((await auditEntriesSince(request, api, mark)).map((e) => [e.action, e.changes])).toEqual([
    ['note', [{ field: 'nota', from: null, to: first.id }]],
    ['note', [{ field: 'nota', from: null, to: second.id }]],
  ]);
});

test('a blank, long or missing note is 400; a request nobody has taken, or none, 404: nothing written', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const free = (await unassigned(request, me.headers)).data[0]!;
  const mark = await newestAuditId(request, api);
  const bad: [string, unknown][] = [
    ['empty', { texto: '' }],
    ['blank', { texto: ' \n\t ' }],
    ['too long', { texto: 'x'.repeat(NOTA_MAX_LENGTH + 1) }],
    ['a NUL', { texto: 'Hola\u0000' }],
    ['a lone surrogate', { texto: 'Hola \ud800' }],
    ['a number', { texto: 42 }],
    ['no texto', {}],
    ['an unknown field', { texto: 'Hola', autor: 'otra@vasos.test' }],
  ];
  for (const [label, body] of bad) {
    const response = await note(request, taken.id, body);
    expect(response.status(), label).toBe(400);
    expect(await response.json(), label).toEqual({ error: expect.any(String) });
  }
  for (const id of [free.id, 999999, 'abc']) {
    expect((await note(request, id, { texto: 'Hola' })).status(), String(id)).toBe(404);
  }
  expect((await detail(request, me.headers, taken.id)).notas).toEqual([]);
  expect(await auditEntriesSince(request, api, mark)).toEqual([]);
});

test('seguimiento sets or clears the follow-up day: the assignee only, a real calendar day, the same day changes nothing', async ({
  request,
}) => {
  const taken = await takeOne(request, me.headers);
  const mark = await newestAuditId(request, api);
  const set = await followUp(request, taken.id, { fecha: '2028-02-29', version: taken.version });
  expect(set.status()).toBe(200);
  const followed = ((await set.json()) as { data: AssignedPeticion }).data;
  expect(followed).toEqual({
    ...taken,
    proximoSeguimiento: '2028-02-29',
    version: taken.version + 1,
  });

  const same = await followUp(request, taken.id, {
    fecha: '2028-02-29',
    version: followed.version,
  });
  expect(await same.json()).toEqual({ data: followed });
  const cleared = await followUp(request, taken.id, { fecha: null, version: followed.version });
  expect(((await cleared.json()) as { data: AssignedPeticion }).data).toMatchObject({
    proximoSeguimiento: null,
    version: followed.version + 1,
  });
  expect((await auditEntriesSince(request, api, mark)).map((e) => [e.action, e.changes])).toEqual([
    ['follow_up', [{ field: 'proximo_seguimiento', from: null, to: '2028-02-29' }]],
    ['follow_up', [{ field: 'proximo_seguimiento', from: '2028-02-29', to: null }]],
  ]);

  const now = (await detail(request, me.headers, taken.id)).peticion as AssignedPeticion;
  const version = now.version;
  const bad: [string, unknown][] = [
    ['no such day', { fecha: '2026-02-30', version }],
    ['year 0', { fecha: '0000-01-01', version }],
    ['month 13', { fecha: '2026-13-01', version }],
    ['without leading zeros', { fecha: '2026-3-1', version }],
    ['a moment', { fecha: '2026-03-01T10:00:00Z', version }],
    ['a word', { fecha: 'mañana', version }],
    ['a number', { fecha: 20260301, version }],
    ['no fecha', { version }],
    ['no version', { fecha: '2026-03-01' }],
  ];
  for (const [label, body] of bad) {
    const response = await followUp(request, taken.id, body);
    expect(response.status(), label).toBe(400);
    expect(await response.json(), label).toEqual({ error: expect.any(String) });
  }
  const notMine = await followUp(request, taken.id, { fecha: '2026-03-01', version }, colleague);
  expect(notMine.status()).toBe(403);
  const stale = await followUp(request, taken.id, { fecha: '2026-03-01', version: version - 1 });
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toEqual({ error: expect.any(String), data: now });
  expect((await detail(request, me.headers, taken.id)).peticion).toEqual(now);
});
