// A request staff type in from another channel (docs/server.md, "Requests typed in by staff").
import {
  FIRST_ETAPA,
  type AssignedPeticion,
  type AuditChangeOf,
  type NuevaPeticionBody,
} from '../../../contract';
import { recordAudit, type AuditActor } from '../audit';
import type { Database } from '../engine/open';
import { NEW_PETICION_ESTADO } from './peticiones';
import { recordChange } from './peticionChanges';
import {
  PETICION_STATE_COLUMNS,
  toWire,
  type PeticionStateRow,
  type UnassignedPeticion,
} from './peticionRows';

/**
 * Creates the request as the body says, in one transaction with its audit entry (its author, its
 * channel) and its place in the change feed: taken at once by the author with `asignarme` (into
 * the first stage, as a take would), otherwise new and unassigned, on every colleague's list.
 */
export async function createNuevaPeticion(
  db: Database,
  body: NuevaPeticionBody,
  actor: AuditActor & { email: string },
): Promise<UnassignedPeticion | AssignedPeticion> {
  return db.transaction(async (tx) => {
    const asignado = body.asignarme ? actor.email : null;
    const { rows } = await tx.query<PeticionStateRow>(
      `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, cliente, fecha_evento,
                               pais, codigo_postal, correo, origen)
       VALUES ($1, $2, CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, $3, $4, $5, $6, $7,
               $8, $9)
       RETURNING ${PETICION_STATE_COLUMNS}`,
      [
        asignado ? FIRST_ETAPA : NEW_PETICION_ESTADO,
        asignado,
        JSON.stringify(body.peticiones),
        body.cliente === undefined ? null : JSON.stringify(body.cliente),
        body.fecha_evento,
        body.pais,
        body.codigo_postal,
        body.correo ?? null,
        body.origen,
      ],
    );
    const peticion = toWire(rows[0]);
    const changes: AuditChangeOf<'peticion_created'>[] = [
      { field: 'origen', from: null, to: body.origen },
    ];
    if (asignado) changes.push({ field: 'asignado', from: null, to: asignado });
    await recordAudit(tx, { actor, action: 'peticion_created', target: peticion.id, changes });
    await recordChange(tx, peticion.id);
    return peticion;
  });
}
