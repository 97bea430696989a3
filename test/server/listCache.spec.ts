import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  type AssignedPeticion,
  type Peticion,
  type PositionedAnswer,
} from '../../contract';
import { recordChange } from '../../server/db/peticiones/peticionChanges';
import { acceptedEncoding } from '../../server/http/positionedCache';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';

// The lists are read once per position of the change feed (docs/server.md, "Lists read once per
// change"). A row changed behind the feed's back (straight in the database, as no write of the API
// does) shows what is kept: the same list until the feed moves, then the list read anew.
let api: InProcessApi;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = await startInProcessApi();
});
test.afterAll(async () => {
  await api?.close();
});

async function list<T>(path: string, request: APIRequestContext) {
  const response = await request.get(api.url(path), { headers: goodAuth });
  expect(response.status()).toBe(200);
  return (await response.json()) as PositionedAnswer<T[]>;
}

for (const [name, path, taken] of [
  ['the unassigned list', apiPaths.peticionesSinAsignar, false],
  ["the board's list", apiPaths.peticionesAsignadas, true],
] as const) {
  test(`${name} is not read again while the feed stays put, and is read anew once it moves`, async ({
    request,
  }) => {
    const before = await list<Peticion | AssignedPeticion>(path, request);
    const first = before.data[0]!;
    const { rows } = await api.db.query<{ asignado: string | null }>(
      'SELECT asignado FROM peticiones WHERE id = $1',
      [first.id],
    );
    expect(rows[0]!.asignado !== null).toBe(taken);
    await api.db.query(`UPDATE peticiones SET pais = 'Cambiado a escondidas' WHERE id = $1`, [
      first.id,
    ]);

    const unchanged = await list<Peticion | AssignedPeticion>(path, request);
    expect(unchanged).toEqual(before);

    const position = await api.db.transaction((tx) => recordChange(tx, first.id));
    const after = await list<Peticion | AssignedPeticion>(path, request);
    expect(after.position).toBe(position);
    expect(after.data.find((row) => row.id === first.id)?.pais).toBe('Cambiado a escondidas');
  });
}

test('calls at the same moment share one read and get the same answer', async ({ request }) => {
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => list<Peticion>(apiPaths.peticionesSinAsignar, request)),
  );
  for (const answer of answers) expect(answer).toEqual(answers[0]);
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
