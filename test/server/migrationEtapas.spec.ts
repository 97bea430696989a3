import { expect, test } from '@playwright/test';
import { databaseBeforeMigration } from './support/databaseBeforeMigration';

// The migration that gave taken requests their stages, on a database of the project's engine
// holding requests written before it (docs/decisions.md, "Taken requests").
const STAGES_MIGRATION = 4;

const older = databaseBeforeMigration(STAGES_MIGRATION);

/** A request as the schema before the migration allowed it. */
async function legacy(estado: string, asignado: string | null, telefono = '612 345 678') {
  const { rows } = await older.db.query<{ id: number }>(
    `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, cliente, fecha_evento, pais,
       codigo_postal)
     VALUES ($1, $2, CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, '"Vasos"',
             jsonb_build_object('telefono', $3::text), '2027-01-01', 'España', '28013')
     RETURNING id`,
    [estado, asignado, telefono],
  );
  return rows[0]!.id;
}

test('taken requests get a stage, unassigned ones stay nueva or pendiente; each value changed leaves its old one in the audit log', async () => {
  const who = 'maria@vasos.test';
  const cases: [estado: string, asignado: string | null, expected: string][] = [
    ['asignada', who, 'asignada'],
    ['presupuestada', who, 'presupuestada'],
    ['cerrada', who, 'entregada'],
    ['nueva', who, 'asignada'],
    ['pendiente', who, 'asignada'],
    ['nueva', null, 'nueva'],
    ['pendiente', null, 'pendiente'],
    ['asignada', null, 'pendiente'],
    ['presupuestada', null, 'pendiente'],
    ['cerrada', null, 'pendiente'],
  ];
  const ids: number[] = [];
  for (const [estado, asignado] of cases) ids.push(await legacy(estado, asignado));

  expect(await older.takeMigration()).toEqual([STAGES_MIGRATION]);

  const { rows } = await older.db.query<{ id: number; estado: string; version: number }>(
    'SELECT id, estado, version FROM peticiones ORDER BY id',
  );
  expect(rows).toEqual(ids.map((id, i) => ({ id, estado: cases[i]![2], version: 1 })));
  const audit = await older.db.query(
    `SELECT actor_uid, actor_email, action, tabla, target, changes FROM audit_log ORDER BY id`,
  );
  expect(audit.rows).toEqual(
    cases.flatMap(([from, , to], i) =>
      from === to
        ? []
        : [
            {
              actor_uid: 'sistema',
              actor_email: null,
              action: 'stage_change',
              tabla: null,
              target: String(ids[i]),
              changes: [{ field: 'estado', from, to }],
            },
          ],
    ),
  );
});

test('after it, the schema holds requests to the stages and keeps the lost information consistent', async () => {
  const taken = await legacy('asignada', 'maria@vasos.test');
  const free = await legacy('nueva', null, '+34 612-345-678');
  await older.takeAll();

  const refused = [
    `UPDATE peticiones SET estado = 'asignada' WHERE id = ${free}`,
    `UPDATE peticiones SET estado = 'nueva' WHERE id = ${taken}`,
    `UPDATE peticiones SET estado = 'cerrada' WHERE id = ${taken}`,
    `UPDATE peticiones SET estado = 'perdida' WHERE id = ${taken}`,
    `UPDATE peticiones SET perdida_desde = 'asignada', perdida_motivo = 'precio' WHERE id = ${taken}`,
    `UPDATE peticiones SET estado = 'perdida', perdida_desde = 'asignada', perdida_motivo = 'otro'
     WHERE id = ${taken}`,
    `UPDATE peticiones SET estado = 'perdida', perdida_desde = 'asignada', perdida_motivo = 'precio',
       perdida_texto = 'caro' WHERE id = ${taken}`,
    `UPDATE peticiones SET estado = 'perdida', perdida_desde = 'perdida', perdida_motivo = 'precio'
     WHERE id = ${taken}`,
    `UPDATE peticiones SET proximo_seguimiento = '2027-01-01' WHERE id = ${free}`,
    `UPDATE peticiones SET version = 0 WHERE id = ${taken}`,
  ];
  for (const sql of refused)
    await expect(older.db.query(sql), sql).rejects.toThrow(/check constraint/);

  await older.db.query(
    `UPDATE peticiones SET estado = 'perdida', perdida_desde = 'asignada', perdida_motivo = 'otro',
       perdida_texto = 'Se suspende la fiesta' WHERE id = ${taken}`,
  );
  const keys = await older.db.query('SELECT id, telefono_clave FROM peticiones ORDER BY id');
  expect(keys.rows).toEqual([
    { id: taken, telefono_clave: '612345678' },
    { id: free, telefono_clave: '612345678' },
  ]);
});
