// Ajustes: the business's details, VAT rate and validity every new quote carries, and how long
// customers' data is kept. One row, which the migrations make with the defaults (docs/server.md,
// "Quotes" and "Retention").
import { type Ajustes, type PresupuestoAjustes } from '../../contract';
import { fieldChange, recordAudit, type AuditActor } from './audit';
import type { Database, Queryable } from './engine/open';

/** Each field's column, in the order an audit entry lists the changes. */
const COLUMNS = {
  nombreComercial: 'nombre_comercial',
  nif: 'nif',
  direccion: 'direccion',
  telefono: 'telefono',
  correo: 'correo',
  ivaPercent: 'iva_percent',
  validezDias: 'validez_dias',
  conservarCerradasMeses: 'conservar_cerradas_meses',
  conservarSinAsignarMeses: 'conservar_sin_asignar_meses',
  zonaHoraria: 'zona_horaria',
  condiciones: 'condiciones',
} as const satisfies Record<keyof Ajustes, string>;

const FIELDS = Object.keys(COLUMNS) as (keyof Ajustes)[];

const SELECT_LIST = FIELDS.map((field) => `${COLUMNS[field]} AS "${field}"`).join(', ');

/** The settings as they are (locked until the transaction ends, with `forUpdate`). */
export async function readAjustes(tx: Queryable, { forUpdate = false } = {}): Promise<Ajustes> {
  const { rows } = await tx.query<Ajustes>(
    `SELECT ${SELECT_LIST} FROM ajustes ${forUpdate ? 'FOR UPDATE' : ''}`,
  );
  return rows[0];
}

/** The settings a quote carries and keeps: the business's, never how long data is kept. */
export function presupuestoAjustesOf(ajustes: Ajustes): PresupuestoAjustes {
  const { nombreComercial, nif, direccion, telefono, correo, ivaPercent, validezDias } = ajustes;
  return { nombreComercial, nif, direccion, telefono, correo, ivaPercent, validezDias };
}

/** Stores the settings whole (validated by the caller). */
export async function writeAjustes(tx: Queryable, ajustes: Ajustes): Promise<Ajustes> {
  const assignments = FIELDS.map((field, index) => `${COLUMNS[field]} = $${index + 1}`);
  const { rows } = await tx.query<Ajustes>(
    `UPDATE ajustes SET ${assignments.join(', ')} RETURNING ${SELECT_LIST}`,
    FIELDS.map((field) => ajustes[field]),
  );
  return rows[0];
}

/**
 * Saves the settings and records, in the same transaction, one audit entry with every field that
 * changed, from what it was (read under the row's lock, so two saves at once queue up and each
 * entry's `from` is what it overwrote). Settings equal to the stored ones write nothing and
 * record nothing.
 */
export function saveAjustes(db: Database, ajustes: Ajustes, actor: AuditActor): Promise<Ajustes> {
  return db.transaction(async (tx) => {
    const before = await readAjustes(tx, { forUpdate: true });
    const changes = FIELDS.filter((field) => before[field] !== ajustes[field]).map((field) =>
      fieldChange<'settings_update'>(field, before[field], ajustes[field]),
    );
    if (changes.length === 0) return before;
    const saved = await writeAjustes(tx, ajustes);
    await recordAudit(tx, { actor, action: 'settings_update', target: 'ajustes', changes });
    return saved;
  });
}
