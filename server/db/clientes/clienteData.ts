// A customer's data by phone number, as an administrator exports or erases it (docs/server.md,
// "Customers' data"). The number is matched as the customer's other requests are: by phone_key.
import type { ClienteExport, ErasureResult } from '../../../contract';
import { recordAudit, type AuditActor } from '../audit';
import type { Database, Queryable } from '../engine/open';
import { PETICION_STATE_COLUMNS, toWire, type PeticionStateRow } from '../peticiones/peticionRows';
import { erasePersonalData } from './personalDataErasure';
import { eraseAudited } from './auditedErasure';
import { listNotas } from '../peticionesAsignadas/notas';
import { listPresupuestos } from '../presupuestos/presupuestoRows';
import { inSnapshot } from '../engine/snapshot';

/** The ids of every request of that number, oldest first; none for a number with no key. */
async function requestIdsOf(tx: Queryable, telefono: string, lock = false): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM peticiones WHERE telefono_clave = phone_key($1)
     ORDER BY id ${lock ? 'FOR UPDATE' : ''}`,
    [telefono],
  );
  return rows.map((row) => row.id);
}

/**
 * Everything stored about a phone number: its requests with their notes and quotes, read in one
 * snapshot, with an audit entry that names the requests, never the number.
 */
export async function exportCliente(
  db: Database,
  telefono: string,
  actor: AuditActor,
): Promise<ClienteExport> {
  const peticiones = await inSnapshot(db, async (tx) => {
    const ids = await requestIdsOf(tx, telefono);
    const { rows } = await tx.query<PeticionStateRow>(
      `SELECT ${PETICION_STATE_COLUMNS} FROM peticiones WHERE id = ANY($1::int[]) ORDER BY id`,
      [ids],
    );
    const found: ClienteExport['peticiones'] = [];
    // One query at a time: a transaction is one connection.
    for (const row of rows) {
      const quotes = await listPresupuestos(tx, row.id);
      found.push({
        ...toWire(row),
        notas: await listNotas(tx, row.id),
        // The settings each quote carries are the business's, not the customer's.
        presupuestos: quotes.map(({ ajustes: _ajustes, ...quote }) => quote),
      });
    }
    return found;
  });
  await db.transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: 'customer_export',
      target: 'cliente',
      changes: [{ field: 'peticiones', from: null, to: peticiones.map((p) => p.id) }],
    }),
  );
  return { telefono, peticiones };
}

/**
 * Erases the personal data of every request of that number and its notes, with one audit entry
 * of counts, in one transaction; then rewrites the tables, so their files keep nothing of it
 * (rewritePersonalData: it throws RewriteFailed, the erasure standing). A number already erased,
 * or unknown, erases nothing (counts 0) and rewrites all the same: asking again finishes a rewrite
 * that failed.
 */
export async function eraseCliente(
  db: Database,
  telefono: string,
  actor: AuditActor,
): Promise<ErasureResult> {
  return eraseAudited(db, { actor, action: 'customer_erasure', target: 'cliente' }, async (tx) =>
    erasePersonalData(tx, await requestIdsOf(tx, telefono, true)),
  );
}
