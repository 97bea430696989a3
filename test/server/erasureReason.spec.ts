import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, ERASED_TEXT, type AssignedPeticion, type PeticionDetail } from '../../contract';
import { runRetention } from '../../server/retention/runRetention';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { freshTestDatabase } from '../support/testDatabase';
import { openEventStream } from './support/eventStream';
import { insertDated } from './support/retentionRows';

// A lost request's own words (`Otro` and its text) are staff's words about the customer: an
// erasure and the retention job erase them as they erase the notes, everywhere the API keeps or
// tells them; the reason (`otro`) stays (docs/server.md, "Customers' data"). On the project's
// engine, an API of this file's own (it erases).
const REASON = 'Lucía Ferrándiz se fue con la competencia por el precio';
const SECRET = /Ferrándiz/;

let api: InProcessApi;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = await startInProcessApi({ db: await freshTestDatabase({ seedDemo: false }) });
});
test.afterAll(async () => {
  await api?.close();
});

const post = (request: APIRequestContext, path: string, data: unknown = {}) =>
  request.post(api.url(path), { headers: goodAuth, data });

async function detail(request: APIRequestContext, id: number): Promise<PeticionDetail> {
  const response = await request.get(api.url(apiPaths.peticion(id)), { headers: goodAuth });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PeticionDetail }).data;
}

/** A request of that phone, taken and lost for `Otro` with REASON, through the API; its id. */
async function lostWithReason(request: APIRequestContext, telefono: string): Promise<number> {
  const id = await insertDated(api.db, {
    estado: 'nueva',
    createdAt: '2026-01-10T10:00:00Z',
    nombre: 'Lucía Ferrándiz',
    telefono,
  });
  const taken = await post(request, apiPaths.asignar(id));
  expect(taken.status()).toBe(200);
  const { version } = ((await taken.json()) as { data: AssignedPeticion }).data;
  const lost = await post(request, apiPaths.etapa(id), {
    etapa: 'perdida',
    version,
    motivo: 'otro',
    texto: REASON,
  });
  expect(lost.status()).toBe(200);
  return id;
}

/** What the database holds of the loss, and every audit entry of the request. */
async function stored(id: number) {
  const { rows } = await api.db.query<{ motivo: string; texto: string | null }>(
    'SELECT perdida_motivo AS motivo, perdida_texto AS texto FROM peticiones WHERE id = $1',
    [id],
  );
  const audit = await api.db.query('SELECT action, changes FROM audit_log WHERE target = $1', [
    String(id),
  ]);
  return { loss: rows[0]!, audit: audit.rows };
}

test('Suprimir erases the reason text of a lost request in the answers, the column and the feed replay; the reason and the audit entries stay without it', async ({
  request,
}) => {
  const { position } = (await (
    await request.get(api.url(apiPaths.peticionesAsignadas), { headers: goodAuth })
  ).json()) as { position: number };
  const id = await lostWithReason(request, '+34 633 444 001');
  const before = await stored(id);
  expect(before.loss).toEqual({ motivo: 'otro', texto: REASON });
  // The move's entry names the reason, never its text (docs/server.md, "Audit log").
  expect(before.audit.map((entry) => entry.action)).toEqual(['assignment', 'stage_change']);
  expect(JSON.stringify(before.audit)).not.toMatch(SECRET);

  const erased = await post(request, apiPaths.clientesSuprimir, { telefono: '633444001' });
  expect(erased.status()).toBe(200);

  expect((await detail(request, id)).peticion).toMatchObject({
    estado: 'perdida',
    perdida: { desde: 'asignada', motivo: 'otro', texto: ERASED_TEXT },
  });
  const after = await stored(id);
  expect(after.loss).toEqual({ motivo: 'otro', texto: ERASED_TEXT });
  expect(JSON.stringify(after.audit)).not.toMatch(SECRET);

  // A dashboard that resumes from before the loss is told the request as it now is.
  const stream = await openEventStream(api.url(apiPaths.peticionesEventos), {
    ...goodAuth,
    'Last-Event-ID': String(position),
  });
  try {
    expect(stream.status).toBe(200);
    const change = await stream.nextChange();
    expect(change.events[1]).toMatchObject({
      type: 'assigned',
      peticion: { id, perdida: { motivo: 'otro', texto: ERASED_TEXT } },
    });
    expect(JSON.stringify(stream.blocks)).not.toMatch(SECRET);
  } finally {
    stream.close();
  }
});

test('the retention job erases the reason text of a request lost long ago, and keeps the reason', async ({
  request,
}) => {
  const id = await lostWithReason(request, '+34 633 444 002');
  // Closed three years before the run: past the 24 months Ajustes keeps closed requests.
  await api.db.query(`UPDATE peticiones SET cerrada_at = '2023-11-01T10:00:00Z' WHERE id = $1`, [
    id,
  ]);

  expect(await runRetention(api.db, new Date('2026-11-25T12:00:00Z'))).toMatchObject({
    cerradas: 1,
  });

  expect((await detail(request, id)).peticion).toMatchObject({
    perdida: { motivo: 'otro', texto: ERASED_TEXT },
  });
  const after = await stored(id);
  expect(after.loss).toEqual({ motivo: 'otro', texto: ERASED_TEXT });
  expect(JSON.stringify(after.audit)).not.toMatch(SECRET);
});
