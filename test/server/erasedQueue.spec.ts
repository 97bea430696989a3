import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  ERASED_TEXT,
  type AssignedPeticion,
  type Peticion,
  type PositionedAnswer,
  type TableroPeticion,
} from '../../contract';
import { migrate } from '../../server/db/migrate';
import { listUnassigned } from '../../server/db/peticiones/peticiones';
import { migrations } from '../../server/db/migrations';
import { ERASED_UNASSIGNED } from '../../server/routes/peticiones/peticiones';
import { runRetention } from '../../server/retention/runRetention';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { freshTestDatabase } from '../support/testDatabase';
import { openEventStream, type OpenStream } from './support/eventStream';
import { useOwnApi } from './support/ownApi';
import { insertDated } from './support/retentionRows';

// An erased request nobody has taken leaves the unassigned list for good: not listed, not told as
// there by the events stream (live or resumed), and not to be taken (docs/server.md, "Customers'
// data"). A taken one stays on the board, erased. On the project's engine, an API of this file's
// own (it erases).
const api = useOwnApi({ auth: 'fake', seedDemo: false });

const get = async <T>(request: APIRequestContext, path: string) => {
  const response = await request.get(api.url(path), { headers: goodAuth });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
};
const unassignedIds = async (request: APIRequestContext) =>
  (await get<PositionedAnswer<Peticion[]>>(request, apiPaths.peticionesSinAsignar)).data.map(
    (p) => p.id,
  );
const post = (request: APIRequestContext, path: string, data: unknown = {}) =>
  request.post(api.url(path), { headers: goodAuth, data });

const unassigned = (telefono: string, nombre = 'Eustaquia Borrada', createdAt = '2026-10-01') =>
  insertDated(api.db, { estado: 'nueva', createdAt: `${createdAt}T10:00:00Z`, nombre, telefono });

async function streamFrom(position?: number): Promise<OpenStream> {
  const headers: Record<string, string> = { ...goodAuth };
  if (position !== undefined) headers['Last-Event-ID'] = String(position);
  const stream = await openEventStream(api.url(apiPaths.peticionesEventos), headers);
  expect(stream.status).toBe(200);
  await stream.next((block) => block.comment === 'connected');
  return stream;
}

/** The changes a stream tells until it has told one for each of `ids`, by request. */
async function changesOf(stream: OpenStream, ids: number[]) {
  const told = new Map<number, unknown[]>();
  while (ids.some((id) => !told.has(id))) {
    const { events } = await stream.nextChange();
    const first = events[0]!;
    told.set('id' in first ? first.id : first.peticion.id, events);
  }
  return told;
}

test('Suprimir takes an unassigned request off the list, live and resumed, and Asignar answers 409; a taken one stays on the board', async ({
  request,
}) => {
  const { position } = await get<PositionedAnswer<Peticion[]>>(
    request,
    apiPaths.peticionesSinAsignar,
  );
  const waiting = await unassigned('+34 655 000 111');
  const taken = await unassigned('655000111');
  const stranger = await unassigned('+34 655 999 999', 'Otra Persona');
  expect((await post(request, apiPaths.asignar(taken))).status()).toBe(200);
  const live = await streamFrom();

  const erased = await post(request, apiPaths.clientesSuprimir, { telefono: '655 000 111' });
  expect(await erased.json()).toEqual({ data: { peticiones: 2, notas: 0 } });

  const ids = await unassignedIds(request);
  expect(ids).toContain(stranger);
  expect(ids).not.toContain(waiting);
  const board = await get<PositionedAnswer<TableroPeticion[]>>(
    request,
    apiPaths.peticionesAsignadas,
  );
  // As its card shows it: the order and the name (docs/api.md, the board).
  expect(board.data.find((p) => p.id === taken)).toMatchObject({
    peticiones: ERASED_TEXT,
    cliente: { nombre: ERASED_TEXT },
  });

  const expected = (events: Map<number, unknown[]>) => {
    expect(events.get(waiting)).toEqual([
      { type: 'removed', id: waiting, asignado: false },
      { type: 'released', id: waiting },
    ]);
    expect(events.get(taken)).toEqual([
      { type: 'removed', id: taken, asignado: 'staff@vasos.test' },
      {
        type: 'assigned',
        peticion: expect.objectContaining({ id: taken, peticiones: ERASED_TEXT }),
      },
    ]);
  };
  try {
    expected(await changesOf(live, [waiting, taken]));
  } finally {
    live.close();
  }
  const resumed = await streamFrom(position);
  try {
    expected(await changesOf(resumed, [waiting, taken]));
  } finally {
    resumed.close();
  }

  const refused = await post(request, apiPaths.asignar(waiting));
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ error: ERASED_UNASSIGNED, reason: 'suprimida' });
  const again = await post(request, apiPaths.asignar(taken));
  expect(again.status()).toBe(409);
  expect(await again.json()).toMatchObject({ reason: 'asignada' });
  const { rows } = await api.db.query('SELECT asignado FROM peticiones WHERE id = $1', [waiting]);
  expect(rows).toEqual([{ asignado: null }]);
});

test('an erased request given back joins no list and cannot be taken again', async ({
  request,
}) => {
  const id = await unassigned('+34 655 000 222');
  const taken = await post(request, apiPaths.asignar(id));
  const { version } = ((await taken.json()) as { data: AssignedPeticion }).data;
  await post(request, apiPaths.clientesSuprimir, { telefono: '655000222' });

  const released = await post(request, apiPaths.liberar(id), { version });
  expect(released.status()).toBe(200);
  expect(await unassignedIds(request)).not.toContain(id);
  const board = await get<PositionedAnswer<TableroPeticion[]>>(
    request,
    apiPaths.peticionesAsignadas,
  );
  expect(board.data.map((p) => p.id)).not.toContain(id);
  expect(await (await post(request, apiPaths.asignar(id))).json()).toMatchObject({
    reason: 'suprimida',
  });
});

test('the retention job takes the unassigned requests it erases off the list', async ({
  request,
}) => {
  const old = await unassigned('+34 655 000 333', 'Antigua Olvidada', '2025-01-10');
  const recent = await unassigned('+34 655 000 444', 'Reciente Guardada', '2026-11-01');
  await runRetention(api.db, new Date('2026-11-25T12:00:00Z'));

  const ids = await unassignedIds(request);
  expect(ids).toContain(recent);
  expect(ids).not.toContain(old);
  expect((await post(request, apiPaths.asignar(old))).status()).toBe(409);
});

test('migration 8 marks the requests erased before it, which then leave the list', async () => {
  const db = await freshTestDatabase({ seedDemo: false });
  try {
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
    await migrate(
      db,
      migrations.filter((migration) => migration.version < 8),
    );
    const erasedBefore = await insertDated(db, {
      estado: 'nueva',
      createdAt: '2026-01-01T10:00:00Z',
      nombre: ERASED_TEXT,
      telefono: ERASED_TEXT,
    });
    await db.query(`UPDATE peticiones SET peticiones = to_jsonb($1::text) WHERE id = $2`, [
      ERASED_TEXT,
      erasedBefore,
    ]);
    const kept = await insertDated(db, {
      estado: 'nueva',
      createdAt: '2026-01-02T10:00:00Z',
      nombre: 'Sigue Aquí',
      telefono: '+34 655 000 555',
    });

    expect(await migrate(db, migrations)).toEqual(
      migrations.map(({ version }) => version).filter((version) => version >= 8),
    );
    expect((await listUnassigned(db)).map((p) => p.id)).toEqual([kept]);
  } finally {
    await db.close();
  }
});
