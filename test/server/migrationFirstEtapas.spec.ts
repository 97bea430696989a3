import { expect, test } from '@playwright/test';
import { databaseBeforeMigration } from './support/databaseBeforeMigration';

// Migration 19: when each request first reached each stage, kept on the request (docs/decisions.md,
// "Informes"), on a database of the project's engine: filled in from the stage history of the
// requests before it, then set by its trigger on every move, the first time kept.
const FIRST_STAGES_MIGRATION = 19;

const older = databaseBeforeMigration(FIRST_STAGES_MIGRATION);

type FirstStages = {
  asignada: string | null;
  presupuestada: string | null;
  aceptada: string | null;
  entregada: string | null;
  perdida: string | null;
};

/** The request's first times, as ISO 8601 UTC (null: not reached). */
async function firstStages(id: number): Promise<FirstStages> {
  const { rows } = await older.db.query<Record<keyof FirstStages, Date | null>>(
    `SELECT asignada_first_at AS asignada, presupuestada_first_at AS presupuestada,
            aceptada_first_at AS aceptada, entregada_first_at AS entregada,
            perdida_first_at AS perdida
     FROM peticiones WHERE id = $1`,
    [id],
  );
  const iso = (at: Date | null) => at?.toISOString() ?? null;
  const row = rows[0]!;
  return {
    asignada: iso(row.asignada),
    presupuestada: iso(row.presupuestada),
    aceptada: iso(row.aceptada),
    entregada: iso(row.entregada),
    perdida: iso(row.perdida),
  };
}

/** A request taken now, in `estado`, with nothing else to it. */
async function taken(estado = 'asignada'): Promise<number> {
  const { rows } = await older.db.query<{ id: number }>(
    `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, fecha_evento, pais,
       codigo_postal)
     VALUES ($1, 'maria@vasos.test', now(), '"Vasos"', '2027-01-01', 'España', '28013')
     RETURNING id`,
    [estado],
  );
  return rows[0]!.id;
}

const move = (id: number, etapa: string, lost = false) =>
  older.db.query(
    `UPDATE peticiones SET estado = $2,
       perdida_desde = CASE WHEN $3 THEN estado END,
       perdida_motivo = CASE WHEN $3 THEN 'precio' END
     WHERE id = $1`,
    [id, etapa, lost],
  );

test('fills in the first times of the requests before it from their stage history', async () => {
  const quoted = await taken('aceptada');
  const waiting = await taken();
  // The history as it was: quoted twice (the first counts), accepted, lost once.
  await older.db.query('DELETE FROM peticion_etapas');
  await older.db.query(
    `INSERT INTO peticion_etapas (peticion_id, etapa, at) VALUES
       ($1, 'asignada', '2026-03-01T09:00:00Z'), ($1, 'presupuestada', '2026-03-02T10:00:00Z'),
       ($1, 'aceptada', '2026-03-05T11:00:00Z'), ($1, 'perdida', '2026-03-04T12:00:00Z'),
       ($2, 'asignada', '2026-03-03T08:00:00Z')`,
    [quoted, waiting],
  );

  expect(await older.takeMigration()).toEqual([FIRST_STAGES_MIGRATION]);

  expect(await firstStages(quoted)).toEqual({
    asignada: '2026-03-01T09:00:00.000Z',
    presupuestada: '2026-03-02T10:00:00.000Z',
    aceptada: '2026-03-05T11:00:00.000Z',
    entregada: null,
    perdida: '2026-03-04T12:00:00.000Z',
  });
  expect(await firstStages(waiting)).toEqual({
    asignada: '2026-03-03T08:00:00.000Z',
    presupuestada: null,
    aceptada: null,
    entregada: null,
    perdida: null,
  });
});

test('sets a stage\u2019s first time on a move, and keeps the first when moved back and forth', async () => {
  await older.takeAll();
  const id = await taken();
  const atTake = await firstStages(id);
  expect(atTake.asignada).not.toBeNull();
  expect({ ...atTake, asignada: null }).toEqual({
    asignada: null,
    presupuestada: null,
    aceptada: null,
    entregada: null,
    perdida: null,
  });

  await move(id, 'presupuestada');
  const quoted = await firstStages(id);
  expect(quoted.presupuestada).not.toBeNull();
  expect(quoted.asignada).toBe(atTake.asignada);

  // Back, forth, lost, reopened, lost again, reopened: each first time as it was first set.
  await move(id, 'asignada');
  await move(id, 'presupuestada');
  await move(id, 'perdida', true);
  const lost = await firstStages(id);
  expect(lost.perdida).not.toBeNull();
  await move(id, 'presupuestada');
  await move(id, 'perdida', true);
  await move(id, 'presupuestada');
  await move(id, 'aceptada');
  const now = await firstStages(id);
  expect(now).toEqual({
    asignada: atTake.asignada,
    presupuestada: quoted.presupuestada,
    aceptada: now.aceptada,
    entregada: null,
    perdida: lost.perdida,
  });
  expect(now.aceptada! >= lost.perdida!).toBe(true);
  expect(lost.perdida! >= quoted.presupuestada!).toBe(true);

  // The same first times as the whole history keeps.
  const history = await older.db.query<{ etapa: string; at: Date }>(
    `SELECT etapa, at FROM peticion_etapas WHERE peticion_id = $1 AND etapa <> 'en_produccion'`,
    [id],
  );
  expect(Object.fromEntries(history.rows.map((row) => [row.etapa, row.at.toISOString()]))).toEqual(
    Object.fromEntries(Object.entries(now).filter(([, at]) => at !== null)),
  );
});

test('gives a request written already past its first stage every stage up to its own, when taken', async () => {
  await older.takeAll();
  const { rows } = await older.db.query<{ id: number }>(
    `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, fecha_evento, pais,
       codigo_postal, perdida_desde, perdida_motivo)
     VALUES ('perdida', 'maria@vasos.test', '2026-03-01T09:00:00Z', '"Vasos"', '2027-01-01',
             'España', '28013', 'aceptada', 'plazo')
     RETURNING id`,
  );
  const stages = await firstStages(rows[0]!.id);
  expect({ ...stages, perdida: null }).toEqual({
    asignada: '2026-03-01T09:00:00.000Z',
    presupuestada: '2026-03-01T09:00:00.000Z',
    aceptada: '2026-03-01T09:00:00.000Z',
    entregada: null,
    perdida: null,
  });
  expect(stages.perdida).not.toBeNull();
});
