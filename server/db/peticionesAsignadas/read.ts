// What the board and the request's dialog read: every taken request, and one request with its
// notes, its history and the customer's other requests.
import type {
  AssignedPeticion,
  AuditEntry,
  Nota,
  OtraPeticion,
  PeticionDetail,
  TableroPeticion,
} from '../../../contract';
import { AUDIT_ENTRY_COLUMNS, PETICION_ACTIONS } from '../audit';
import type { Queryable } from '../engine/open';
import {
  isoUtc,
  MENSAJES_CLIENTE_COUNT,
  PETICION_STATE_COLUMNS,
  toWire,
  type PeticionStateRow,
  type UnassignedPeticion,
} from '../peticiones/peticionRows';
import { NOTA_COLUMNS } from './notas';
import { listOrderOf, type Listed } from '../peticiones/listChanges';

/** The dialog's answer, its request told apart by whether it is taken. */
export type PeticionDetailRead = Omit<PeticionDetail, 'peticion'> & {
  peticion: UnassignedPeticion | AssignedPeticion;
};

/** The most of a customer's other requests the dialog lists (the newest). */
export const OTHER_REQUESTS_MAX = 50;

/**
 * What a card of the board shows, for `SELECT` on `peticiones` (TableroPeticion): the customer's
 * name alone, the lost request's reason and the stage it left, the latest quote's total alone
 * (newest by id), and the marks of what the customer did that its assignee has not seen.
 */
const TABLERO_COLUMNS = `
  id, estado, asignado, version, peticiones, fecha_evento, origen,
  ${isoUtc('created_at')} AS "createdAt", proximo_seguimiento AS "proximoSeguimiento",
  CASE WHEN jsonb_typeof(cliente) = 'object'
       THEN jsonb_strip_nulls(jsonb_build_object('nombre', cliente -> 'nombre')) END AS cliente,
  CASE WHEN perdida_motivo IS NOT NULL
       THEN jsonb_build_object('motivo', perdida_motivo, 'desde', perdida_desde) END AS perdida,
  (SELECT jsonb_build_object('totalCents', latest.total_cents)
   FROM presupuestos AS latest
   WHERE latest.peticion_id = peticiones.id
   ORDER BY latest.id DESC
   LIMIT 1) AS "ultimoPresupuesto",
  cliente_acepto AS "clienteAcepto", ${MENSAJES_CLIENTE_COUNT} AS "mensajesCliente"`;

/**
 * Every taken request as the board's cards show it, the most recently taken (or handed over)
 * first; with `ids`, only those of them (server/http/positionedCache.ts compares them and puts
 * them in place by their `listOrder`).
 */
export async function listTablero(
  tx: Queryable,
  ids?: readonly number[],
): Promise<Listed<TableroPeticion>[]> {
  const { rows } = await tx.query<Listed<TableroPeticion>>(
    `SELECT ${TABLERO_COLUMNS}, ${listOrderOf('asignado_at')} AS "listOrder" FROM peticiones
     WHERE asignado IS NOT NULL ${ids ? 'AND id = ANY($1::int[])' : ''}
     ORDER BY asignado_at DESC, id DESC`,
    ids ? [ids] : [],
  );
  return rows;
}

/** How many of the newest notes and activity entries to read (`PeticionDetailQuery`). */
export type HistorialLimits = { notas: number; actividad: number };

type DetailRow = PeticionStateRow & {
  detail_notas: Nota[];
  detail_actividad: AuditEntry[];
  detail_otras: OtraPeticion[];
};

/**
 * One request with what its dialog shows, in one statement (and so one snapshot, one round trip):
 * its newest notes and activity entries, one more of each than asked to tell whether there are
 * older ones (reading them all made a long-lived request's dialog grow without end), and the
 * customer's other requests: those whose phone gives the same key (the rule is the database's
 * phone_key, see server/db/schema.sql), newest first, none when this one has no usable phone.
 */
const DETAIL_QUERY = `
  SELECT ${PETICION_STATE_COLUMNS},
    (SELECT COALESCE(jsonb_agg(nota ORDER BY nota.id DESC), '[]'::jsonb)
     FROM (SELECT ${NOTA_COLUMNS} FROM peticion_notas
           WHERE peticion_id = peticiones.id
           ORDER BY id DESC LIMIT $2) AS nota) AS detail_notas,
    (SELECT COALESCE(jsonb_agg(entry ORDER BY entry.id DESC), '[]'::jsonb)
     FROM (SELECT ${AUDIT_ENTRY_COLUMNS} FROM audit_log
           WHERE target = peticiones.id::text AND tabla IS NULL AND action = ANY($4::text[])
           ORDER BY id DESC LIMIT $3) AS entry) AS detail_actividad,
    (SELECT COALESCE(jsonb_agg(jsonb_build_object(
              'id', other.id, 'estado', other.estado,
              'asignado', COALESCE(to_jsonb(other.asignado), 'false'::jsonb),
              'fecha_evento', other.fecha_evento, 'createdAt', ${isoUtc('other.created_at')})
            ORDER BY other.created_at DESC, other.id DESC), '[]'::jsonb)
     FROM (SELECT id, estado, asignado, fecha_evento, created_at FROM peticiones AS candidate
           WHERE candidate.telefono_clave = peticiones.telefono_clave
             AND candidate.id <> peticiones.id
           ORDER BY created_at DESC, id DESC
           LIMIT $5) AS other) AS detail_otras
  FROM peticiones WHERE id = $1`;

/** The newest `limit` of a list read with one more, and whether there were more. */
const newest = <T>(items: T[], limit: number) => ({
  items: items.slice(0, limit),
  more: items.length > limit,
});

/** One request of any kind with what its dialog shows; undefined if none. */
export async function peticionDetail(
  db: Queryable,
  id: number,
  limits: HistorialLimits,
): Promise<PeticionDetailRead | undefined> {
  const { rows } = await db.query<DetailRow>(DETAIL_QUERY, [
    id,
    limits.notas + 1,
    limits.actividad + 1,
    PETICION_ACTIONS,
    OTHER_REQUESTS_MAX,
  ]);
  const row = rows.at(0);
  if (!row) return undefined;
  const notas = newest(row.detail_notas, limits.notas);
  const actividad = newest(row.detail_actividad, limits.actividad);
  return {
    peticion: toWire(row),
    notas: notas.items,
    masNotas: notas.more,
    actividad: actividad.items,
    masActividad: actividad.more,
    otras: row.detail_otras,
  };
}
