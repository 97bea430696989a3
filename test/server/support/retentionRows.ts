// Requests with the dates a retention test needs, written straight into a test's own database.
import type { Queryable } from '../../../server/db/engine/open';
import { recordChange } from '../../../server/db/peticiones/peticionChanges';

export const WHO = 'maria@vasos.test';

export type DatedRequest = {
  estado: 'nueva' | 'pendiente' | 'asignada' | 'entregada' | 'perdida';
  /** Received (created_at), ISO 8601. */
  createdAt: string;
  /** Closed (cerrada_at), for entregada and perdida. */
  cerradaAt?: string;
  nombre: string;
  telefono: string;
};

/**
 * Inserts the request (taken by WHO unless nueva or pendiente) and returns its id. Its change is
 * recorded in the feed, as every write of a request does: an API running on the database sees it
 * as it would a request that came in through it (its lists are kept per position of the feed).
 */
export async function insertDated(db: Queryable, request: DatedRequest): Promise<number> {
  const taken = request.estado !== 'nueva' && request.estado !== 'pendiente';
  const lost = request.estado === 'perdida';
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, cliente, fecha_evento,
       pais, codigo_postal, created_at, cerrada_at, perdida_desde, perdida_motivo)
     VALUES ($1, $2, $3::timestamptz, $4, $5, '2027-06-12', 'España', '28013', $6::timestamptz,
             $7::timestamptz, $8, $9)
     RETURNING id`,
    [
      request.estado,
      taken ? WHO : null,
      taken ? request.createdAt : null,
      JSON.stringify(`Vasos 500 ml para la boda de ${request.nombre}`),
      JSON.stringify({ nombre: request.nombre, telefono: request.telefono, email: 'x@y.es' }),
      request.createdAt,
      request.cerradaAt ?? null,
      lost ? 'asignada' : null,
      lost ? 'precio' : null,
    ],
  );
  const id = rows[0]!.id;
  await recordChange(db, id);
  return id;
}

/** A saved quote of 100 € plus 21 % VAT, and a note naming the customer. */
export async function addPresupuestoAndNota(
  db: Queryable,
  id: number,
  nombre: string,
): Promise<void> {
  await db.query(
    `INSERT INTO presupuestos (peticion_id, year, sequence, version, autor_uid, autor_email,
       precios_del, valido_hasta, input, snapshot, ajustes, subtotal_cents, discount_rate,
       discount_cents, base_cents, iva_rate, iva_cents, total_cents, cliente_nombre, fecha_evento)
     VALUES ($1, 2024, $1, 1, 'u1', $2, '2024-09-01', '2024-10-01', '{}', '{}', '{}', 10000, 0,
             0, 10000, 2100, 2100, 12100, $3, '2024-09-20')`,
    [id, WHO, nombre],
  );
  await db.query(
    `INSERT INTO peticion_notas (peticion_id, autor_uid, autor_email, texto)
     VALUES ($1, 'u1', $2, $3)`,
    [id, WHO, `Llamar a ${nombre}`],
  );
}

export type StoredRequest = {
  id: number;
  estado: string;
  cliente: Record<string, string> | null;
  peticiones: unknown;
  created: string;
  cerrada: string | null;
  fecha_evento: string;
  notas: string[];
  totales: number[];
};

/** What a request holds now, its notes' texts and its quotes' totals in cents. */
export async function storedRequest(db: Queryable, id: number): Promise<StoredRequest> {
  const { rows } = await db.query<StoredRequest>(
    `SELECT id, estado, cliente, peticiones,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created,
            to_char(cerrada_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS cerrada, fecha_evento,
            ARRAY(SELECT texto FROM peticion_notas WHERE peticion_id = p.id ORDER BY id) AS notas,
            ARRAY(SELECT total_cents::int FROM presupuestos WHERE peticion_id = p.id ORDER BY id)
              AS totales
     FROM peticiones p WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}
