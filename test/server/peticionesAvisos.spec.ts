import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, type PeticionesAvisos, type PositionedAnswer } from '../../contract';
import { authHeaders } from '../support/stack/auth';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';

// The sidebar's counts, counted by the API for the asker (docs/api.md, "Mis peticiones"). An API
// of this file's own: it takes and moves requests.
const api = useOwnApi();
const { post, takeOne } = peticionesAsignadasCalls(api);

let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});

const HOY = '2026-11-20';
const MANANA = '2026-11-21';

async function avisos(request: APIRequestContext, hoy: string) {
  const response = await request.get(api.url(`${apiPaths.peticionesAvisos}?hoy=${hoy}`), {
    headers,
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as PositionedAnswer<PeticionesAvisos>;
}

test('avisos counts the asker’s requests on their way due on hoy or before, with their ids and the feed position', async ({
  request,
}) => {
  const before = await avisos(request, HOY);
  expect(Number.isInteger(before.position)).toBe(true);

  const due = await takeOne(request, headers);
  const later = await takeOne(request, headers);
  const set = async (id: number, version: number, fecha: string) => {
    const answer = await post(request, headers, apiPaths.seguimiento, id, { fecha, version });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: { version: number } }).data.version;
  };
  const dueVersion = await set(due.id, due.version, HOY);
  await set(later.id, later.version, MANANA);

  const today = await avisos(request, HOY);
  expect(today.data.paraHoy).toBe(before.data.paraHoy + 1);
  expect(today.data.ids).toContain(due.id);
  expect(today.data.ids).not.toContain(later.id);
  expect(today.position).toBeGreaterThan(before.position);
  // Tomorrow both are due (today's is overdue then).
  const tomorrow = await avisos(request, MANANA);
  expect(tomorrow.data.ids).toEqual(expect.arrayContaining([due.id, later.id]));

  // Lost, it is no longer on its way: it leaves the count.
  const lost = await post(request, headers, apiPaths.etapa, due.id, {
    etapa: 'perdida',
    version: dueVersion,
    motivo: 'precio',
  });
  expect(lost.status()).toBe(200);
  const after = await avisos(request, HOY);
  expect(after.data.ids).not.toContain(due.id);
  expect(after.data.paraHoy).toBe(before.data.paraHoy);
  expect(after.data.mensajes).toBe(before.data.mensajes);
});

test('avisos refuses a missing or impossible day with a 400 that says what it takes', async ({
  request,
}) => {
  for (const query of ['', '?hoy=2026-02-30', '?hoy=ma%C3%B1ana', '?hoy=20261120']) {
    const response = await request.get(api.url(apiPaths.peticionesAvisos + query), { headers });
    expect(response.status(), query).toBe(400);
    expect(await response.json()).toEqual({ error: 'hoy must be a day (YYYY-MM-DD)' });
  }
});

test('avisos is for staff only', async ({ request }) => {
  const response = await request.get(api.url(`${apiPaths.peticionesAvisos}?hoy=${HOY}`));
  expect(response.status()).toBe(401);
});
