// A request read whole, in any state, and turned into what the API sends: an unassigned
// `Peticion`, or an `AssignedPeticion` with its stage, version and follow-up.
import {
  formatPresupuestoNumber,
  type AssignedPeticion,
  type TableroEtapa,
  type Motivo,
  type Peticion,
  type PresupuestoNumberParts,
  type Etapa,
} from '../../../contract';
import type { Queryable } from '../engine/open';

/** A request nobody has taken, as the API sends it. */
export type UnassignedPeticion = Peticion & { asignado: false };

/** A timestamptz column as the API writes moments: ISO 8601 in UTC, to the millisecond. */
export const isoUtc = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * How many of the customer's messages to the request (`peticiones`, not aliased) its assignee
 * has not read: the card's mark and the sidebar's count (server/db/enlaces/clienteMensaje.ts).
 */
export const MENSAJES_CLIENTE_COUNT = `(SELECT count(*)::int FROM peticion_notas AS unread
   WHERE unread.peticion_id = peticiones.id AND unread.de_cliente AND unread.leida_at IS NULL)`;

/**
 * Every column a request's answer is made of, for `SELECT` and `RETURNING` on `peticiones` (not
 * aliased): its latest quote's number parts and total come along, newest by id.
 */
export const PETICION_STATE_COLUMNS = `
  id, estado, asignado, peticiones, cliente, fecha_evento, pais, codigo_postal, correo, origen,
  ${isoUtc('created_at')} AS "createdAt", ${isoUtc('asignado_at')} AS "asignadoAt", version,
  perdida_desde, perdida_motivo, perdida_texto, proximo_seguimiento, suprimida,
  (SELECT jsonb_build_object('year', latest.year, 'sequence', latest.sequence,
                             'version', latest.version, 'totalCents', latest.total_cents)
   FROM presupuestos AS latest
   WHERE latest.peticion_id = peticiones.id
   ORDER BY latest.id DESC
   LIMIT 1) AS ultimo_presupuesto,
  cliente_acepto, ${MENSAJES_CLIENTE_COUNT} AS mensajes_cliente`;

/** A quote's number parts and total, as PETICION_STATE_COLUMNS reads the latest one. */
type LatestQuote = PresupuestoNumberParts & { totalCents: number };

export type PeticionStateRow = Omit<Peticion, 'asignado'> & {
  asignado: string | null;
  asignadoAt: string | null;
  version: number;
  perdida_desde: TableroEtapa | null;
  perdida_motivo: Motivo | null;
  perdida_texto: string | null;
  proximo_seguimiento: string | null;
  /** Its customer's data was erased (never sent as such: it decides which lists hold it). */
  suprimida: boolean;
  ultimo_presupuesto: LatestQuote | null;
  cliente_acepto: boolean;
  mensajes_cliente: number;
};

/** A request as the API answers it now, and whether its customer's data was erased. */
export type PeticionNow = { peticion: UnassignedPeticion | AssignedPeticion; suprimida: boolean };

/** The request as the API answers it: its kind follows from whether someone has taken it. */
export function toWire(row: PeticionStateRow): UnassignedPeticion | AssignedPeticion {
  const base = {
    id: row.id,
    peticiones: row.peticiones,
    cliente: row.cliente,
    fecha_evento: row.fecha_evento,
    pais: row.pais,
    codigo_postal: row.codigo_postal,
    correo: row.correo,
    origen: row.origen,
    createdAt: row.createdAt,
  };
  // The schema sets asignado and asignado_at together, and perdida_desde with perdida_motivo.
  if (row.asignado === null || row.asignadoAt === null) {
    return { ...base, estado: row.estado, asignado: false };
  }
  return {
    ...base,
    // The schema holds a taken request's estado to the stages.
    estado: row.estado as Etapa,
    asignado: row.asignado,
    asignadoAt: row.asignadoAt,
    version: row.version,
    perdida: row.perdida_motivo &&
      row.perdida_desde && {
        desde: row.perdida_desde,
        motivo: row.perdida_motivo,
        texto: row.perdida_texto,
      },
    proximoSeguimiento: row.proximo_seguimiento,
    ultimoPresupuesto: row.ultimo_presupuesto && {
      numero: formatPresupuestoNumber(row.ultimo_presupuesto),
      totalCents: row.ultimo_presupuesto.totalCents,
    },
    clienteAcepto: row.cliente_acepto,
    mensajesCliente: row.mensajes_cliente,
  };
}

/** One request as stored, whatever its state; with `forUpdate`, locked until the transaction ends. */
export async function readPeticionRow(
  tx: Queryable,
  id: number,
  { forUpdate = false } = {},
): Promise<PeticionStateRow | undefined> {
  const { rows } = await tx.query<PeticionStateRow>(
    `SELECT ${PETICION_STATE_COLUMNS} FROM peticiones WHERE id = $1 ${forUpdate ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

/** Several requests as the API answers them, by id (ids that name none are left out). */
export async function findPeticiones(
  tx: Queryable,
  ids: readonly number[],
): Promise<Map<number, PeticionNow>> {
  if (ids.length === 0) return new Map();
  const { rows } = await tx.query<PeticionStateRow>(
    `SELECT ${PETICION_STATE_COLUMNS} FROM peticiones WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((row) => [row.id, { peticion: toWire(row), suprimida: row.suprimida }]));
}
