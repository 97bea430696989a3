import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type TableroPeticion } from '../../contract';
import { KEPT_LAG_MAX } from '../../server/db/peticiones/listChanges';
import { createPeticion } from '../../server/db/peticiones/peticiones';
import { recordChange } from '../../server/db/peticiones/peticionChanges';
import { encodingCounts } from '../../server/http/encodedAnswer';
import { listCacheCounts } from '../../server/http/positionedCache';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { useOwnApi } from './support/ownApi';
import { LISTS, listAnswer, readWholeList, type ListPath } from './support/positionedLists';

// A kept list is brought up to date row by row by the changes that touch it, and compressed once
// per version however many ask (docs/server.md, "Lists read once per change"). Each answer must be
// the list a whole read gives at that moment.
const api = useOwnApi({ auth: 'fake' });

const list = (path: string, request: APIRequestContext, headers = {}) =>
  listAnswer(api, request, path, headers);
const readWhole = (path: ListPath) => readWholeList(api.db, path);

test('taking a request moves it from the queue to the top of the board, without reading either whole', async ({
  request,
}) => {
  for (const path of LISTS) await list(path, request);
  const taken = (await list(apiPaths.peticionesSinAsignar, request)).data.at(-1)!;
  const reads = listCacheCounts.wholeReads;

  const response = await request.post(api.url(apiPaths.asignar(taken.id)), { headers: goodAuth });
  expect(response.status(), await response.text()).toBe(200);

  const queue = await list(apiPaths.peticionesSinAsignar, request);
  const board = await list(apiPaths.peticionesAsignadas, request);
  expect(queue.data.some((row) => row.id === taken.id)).toBe(false);
  expect(board.data[0]!.id).toBe(taken.id);
  expect(queue.data).toEqual(await readWhole(apiPaths.peticionesSinAsignar));
  expect(board.data).toEqual(await readWhole(apiPaths.peticionesAsignadas));
  expect(listCacheCounts.wholeReads).toBe(reads);
});

test('a move shows on the board in place, at the position of the change, as a whole read has it', async ({
  request,
}) => {
  const before = await list(apiPaths.peticionesAsignadas, request);
  const moved = before.data[Math.floor(before.data.length / 2)] as TableroPeticion;
  const patches = listCacheCounts.patches;
  const position = await api.db.transaction(async (tx) => {
    await tx.query(
      `UPDATE peticiones SET estado = 'presupuestada', version = version + 1 WHERE id = $1`,
      [moved.id],
    );
    return recordChange(tx, moved.id);
  });

  const after = await list(apiPaths.peticionesAsignadas, request);
  expect(after.position).toBe(position);
  const row = after.data.find((card) => card.id === moved.id) as TableroPeticion;
  expect([row.estado, row.version]).toEqual(['presupuestada', moved.version + 1]);
  expect(after.data.map((card) => card.id)).toEqual(before.data.map((card) => card.id));
  expect(after.data).toEqual(await readWhole(apiPaths.peticionesAsignadas));
  expect(listCacheCounts.patches).toBe(patches + 1);
});

test('a new order goes on top of the queue, in the order a whole read gives', async ({
  request,
}) => {
  await list(apiPaths.peticionesSinAsignar, request);
  const reads = listCacheCounts.wholeReads;
  // As the public order form writes it.
  const created = await createPeticion(api.db, {
    peticiones: 'Vasos 330 ml con logo',
    fecha_evento: '2027-07-01',
    pais: 'España',
    codigo_postal: '31001',
  });

  const queue = await list(apiPaths.peticionesSinAsignar, request);
  expect(queue.data[0]!.id).toBe(created.id);
  expect(queue.data).toEqual(await readWhole(apiPaths.peticionesSinAsignar));
  expect(listCacheCounts.wholeReads).toBe(reads);
});

test('twenty callers of a changed list share one update and one compression per encoding', async ({
  request,
}) => {
  const board = await list(apiPaths.peticionesAsignadas, request);
  const card = board.data[0] as TableroPeticion;
  await api.db.transaction(async (tx) => {
    await tx.query('UPDATE peticiones SET version = version + 1 WHERE id = $1', [card.id]);
    await recordChange(tx, card.id);
  });
  const patches = listCacheCounts.patches;
  const made = encodingCounts.made;

  const br = { 'Accept-Encoding': 'br' };
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      request.get(api.url(apiPaths.peticionesAsignadas), { headers: { ...goodAuth, ...br } }),
    ),
  );
  const bodies = await Promise.all(answers.map((answer) => answer.text()));
  for (const answer of answers) expect(answer.headers()['content-encoding']).toBe('br');
  for (const body of bodies) expect(body).toBe(bodies[0]);
  expect(listCacheCounts.patches).toBe(patches + 1);
  expect(encodingCounts.made).toBe(made + 1);

  // The same version asked for again, and in gzip: one more compression, for gzip alone.
  await list(apiPaths.peticionesAsignadas, request, br);
  await list(apiPaths.peticionesAsignadas, request, { 'Accept-Encoding': 'gzip' });
  await list(apiPaths.peticionesAsignadas, request, { 'Accept-Encoding': 'gzip' });
  expect(encodingCounts.made).toBe(made + 2);
});

test('a list that nothing changed takes the feed position once it is too far behind, without a whole read', async ({
  request,
}) => {
  const board = await list(apiPaths.peticionesAsignadas, request);
  const { rows } = await api.db.query<{ id: number }>(
    'SELECT id FROM peticiones WHERE asignado IS NULL AND NOT suprimida LIMIT 1',
  );
  const reads = listCacheCounts.wholeReads;
  // Changes of a request the board does not hold, more than a kept list may lag behind.
  const position = await api.db.transaction(async (tx) => {
    let last = 0;
    for (let n = 0; n <= KEPT_LAG_MAX; n++) last = await recordChange(tx, rows[0]!.id);
    return last;
  });

  const after = await list(apiPaths.peticionesAsignadas, request);
  expect(after.position).toBe(position);
  expect(after.data).toEqual(board.data);
  expect(listCacheCounts.wholeReads).toBe(reads);
});

test('a list is read whole once the changes after its position are pruned', async ({ request }) => {
  const before = await list(apiPaths.peticionesAsignadas, request);
  const { rows } = await api.db.query<{ id: number }>('SELECT id FROM peticiones LIMIT 1');
  const reads = listCacheCounts.wholeReads;
  // A stream resumed from the kept position could no longer find the change after it.
  const position = await api.db.transaction(async (tx) => {
    const moved = await recordChange(tx, rows[0]!.id);
    await tx.query('UPDATE peticion_feed SET pruned_through = $1', [moved]);
    return moved;
  });
  const pruned = await list(apiPaths.peticionesAsignadas, request);
  expect(listCacheCounts.wholeReads).toBe(reads + 1);
  expect(pruned.position).toBe(position);
  expect(pruned.data).toEqual(before.data);
});
