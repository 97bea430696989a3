import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type Peticion, type TableroPeticion } from '../../contract';
import { recordChange } from '../../server/db/peticiones/peticionChanges';
import { acceptedEncoding } from '../../server/http/encodedAnswer';
import { sharedQuery } from '../../server/http/positionedCache';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { useOwnApi } from './support/ownApi';
import { listAnswer } from './support/positionedLists';

// The lists are read once per change that touches them (docs/server.md, "Lists read once per
// change"). A row changed behind the feed's back (straight in the database, as no write of the API
// does) shows what is kept: the same list until a change of that row moves the feed, then the list
// read anew.
const api = useOwnApi({ auth: 'fake' });

const list = <T>(path: string, request: APIRequestContext) => listAnswer<T>(api, request, path);

/** Renames the request's customer straight in the database: no write of the API, no feed change. */
async function renameBehindTheFeed(id: number, nombre: string) {
  await api.db.query(
    `UPDATE peticiones SET cliente = jsonb_set(COALESCE(cliente, '{}'), '{nombre}', to_jsonb($2::text))
     WHERE id = $1`,
    [id, nombre],
  );
}

async function someId(taken: boolean) {
  const { rows } = await api.db.query<{ id: number }>(
    `SELECT id FROM peticiones WHERE (asignado IS NOT NULL) = $1 AND NOT suprimida LIMIT 1`,
    [taken],
  );
  return rows[0]!.id;
}

const nombreOf = (row: Peticion | TableroPeticion | undefined) =>
  (row?.cliente as { nombre?: string } | null | undefined)?.nombre;

for (const [name, path, taken] of [
  ['the unassigned list', apiPaths.peticionesSinAsignar, false],
  ["the board's list", apiPaths.peticionesAsignadas, true],
] as const) {
  test(`${name} is not read again while the feed stays put, and is read anew once one of its rows changes`, async ({
    request,
  }) => {
    const before = await list<Peticion | TableroPeticion>(path, request);
    const first = before.data[0]!;
    const { rows } = await api.db.query<{ asignado: string | null }>(
      'SELECT asignado FROM peticiones WHERE id = $1',
      [first.id],
    );
    expect(rows[0]!.asignado !== null).toBe(taken);
    await renameBehindTheFeed(first.id, `Cambiado a escondidas ${name}`);

    const unchanged = await list<Peticion | TableroPeticion>(path, request);
    expect(unchanged).toEqual(before);

    const position = await api.db.transaction((tx) => recordChange(tx, first.id));
    const after = await list<Peticion | TableroPeticion>(path, request);
    expect(after.position).toBe(position);
    expect(nombreOf(after.data.find((row) => row.id === first.id))).toBe(
      `Cambiado a escondidas ${name}`,
    );
  });

  test(`${name} is kept, at the position it was read at, through changes of requests it does not hold`, async ({
    request,
  }) => {
    const before = await list<Peticion | TableroPeticion>(path, request);
    const first = before.data[0]!;
    await renameBehindTheFeed(first.id, `Otra vez a escondidas ${name}`);
    // A request of the other list changes: nothing of this one does.
    const elsewhere = await someId(!taken);
    const moved = await api.db.transaction((tx) => recordChange(tx, elsewhere));
    expect(moved).toBeGreaterThan(before.position);
    expect(await list(path, request)).toEqual(before);

    // Its own row's change is seen, with the feed's position then.
    const position = await api.db.transaction((tx) => recordChange(tx, first.id));
    const after = await list<Peticion | TableroPeticion>(path, request);
    expect(after.position).toBe(position);
    expect(nombreOf(after.data.find((row) => row.id === first.id))).toBe(
      `Otra vez a escondidas ${name}`,
    );
  });
}

test('a note keeps both lists (the board shows no notes); a move reads the board anew and keeps the unassigned list', async ({
  request,
}) => {
  const board = await list<TableroPeticion>(apiPaths.peticionesAsignadas, request);
  const queue = await list<Peticion>(apiPaths.peticionesSinAsignar, request);
  const noted = board.data[0]!;
  const note = await request.post(api.url(apiPaths.notas(noted.id)), {
    headers: goodAuth,
    data: { texto: 'Llamar el lunes' },
  });
  expect(note.status(), await note.text()).toBe(201);
  expect(await list(apiPaths.peticionesAsignadas, request)).toEqual(board);
  expect(await list(apiPaths.peticionesSinAsignar, request)).toEqual(queue);

  // A move changes its card: the board is read anew; the queue is still the same answer.
  await api.db.transaction(async (tx) => {
    await tx.query('UPDATE peticiones SET version = version + 1 WHERE id = $1', [noted.id]);
    await recordChange(tx, noted.id);
  });
  const after = await list<TableroPeticion>(apiPaths.peticionesAsignadas, request);
  expect(after.position).toBeGreaterThan(board.position);
  expect(after.data.find((row) => row.id === noted.id)?.version).toBe(noted.version + 1);
  expect(await list(apiPaths.peticionesSinAsignar, request)).toEqual(queue);
});

test('calls at the same moment share one read and get the same answer', async ({ request }) => {
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => list<Peticion>(apiPaths.peticionesSinAsignar, request)),
  );
  for (const answer of answers) expect(answer).toEqual(answers[0]);
});

test("the feed's position is asked once for the calls that arrive while it is asked, never from a query begun before them", async () => {
  const asked: ((position: number) => void)[] = [];
  const position = sharedQuery(() => new Promise<number>((resolve) => asked.push(resolve)));
  // Every promise reaction queued so far has run.
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  const first = position();
  const [second, third] = [position(), position()];
  expect(asked).toHaveLength(1);
  asked[0]!(1);
  expect(await first).toBe(1);
  await settled();
  // The two that arrived while the first query ran share the next one, begun after them.
  expect(asked).toHaveLength(2);
  const fourth = position();
  asked[1]!(2);
  expect([await second, await third]).toEqual([2, 2]);
  await settled();
  // The fourth arrived while the second ran: it gets a query of its own, not that one's answer.
  expect(asked).toHaveLength(3);
  asked[2]!(3);
  expect(await fourth).toBe(3);
  // Nothing running: a call asks at once.
  const fifth = position();
  expect(asked).toHaveLength(4);
  asked[3]!(4);
  expect(await fifth).toBe(4);
});

test('Accept-Encoding: the highest weight the API offers, brotli first when equal, none when refused', () => {
  expect(acceptedEncoding(undefined)).toBeUndefined();
  expect(acceptedEncoding('')).toBeUndefined();
  expect(acceptedEncoding('identity')).toBeUndefined();
  expect(acceptedEncoding('deflate, compress')).toBeUndefined();
  expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
  expect(acceptedEncoding('gzip')).toBe('gzip');
  expect(acceptedEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
  expect(acceptedEncoding('br;q=0, gzip')).toBe('gzip');
  expect(acceptedEncoding('GZIP; Q=0.8')).toBe('gzip');
  expect(acceptedEncoding('*')).toBe('br');
  expect(acceptedEncoding('*, br;q=0')).toBe('gzip');
  expect(acceptedEncoding('br;q=0, gzip;q=0')).toBeUndefined();
});
