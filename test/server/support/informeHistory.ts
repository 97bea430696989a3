// A known history for Informes' tests, written straight into a test's own database: requests
// received, taken, moved, lost, quoted and accepted at given instants (UTC), their first arrival at
// each stage set as given rather than when the rows were written.
import type { Queryable } from '../../../server/db/engine/open';
import { recordChange } from '../../../server/db/peticiones/peticionChanges';

export type QuoteLine = {
  cup: string;
  quantity: number;
  print: string | null;
  unitPriceOverride: number | null;
  cupRow: Record<string, number>;
  printRow: Record<string, number> | null;
};

export type HistoryQuote = { baseCents: number; ivaCents: number; lines: QuoteLine[] };

export type HistoryRequest = {
  /** Received, ISO 8601 UTC. */
  createdAt: string;
  origen: 'telefono' | 'whatsapp' | 'correo' | 'en_persona' | 'web';
  nombre: string;
  telefono: string;
  asignado?: string;
  /** Each stage's first arrival, ISO 8601 UTC, in the order they were reached. */
  etapas?: Partial<Record<string, string>>;
  /** Where it is now (the last of `etapas`, unless lost). */
  estado: string;
  perdida?: { desde: string; motivo: string };
  /** Saved in this order: the last is the latest. */
  quotes?: HistoryQuote[];
};

async function insertQuote(db: Queryable, peticionId: number, quote: HistoryQuote, n: number) {
  const snapshot = { rules: 1, ivaPercent: 21, discountPercent: null, lines: quote.lines };
  await db.query(
    `INSERT INTO presupuestos (peticion_id, year, sequence, version, autor_uid, autor_email,
       precios_del, valido_hasta, input, snapshot, ajustes, subtotal_cents, discount_rate,
       discount_cents, base_cents, iva_rate, iva_cents, total_cents, cliente_nombre, fecha_evento)
     VALUES ($1, 2026, $2, 1, 'u1', 'x@vasos.test', '2026-03-01', '2026-04-01', '{}', $3, '{}',
             $4::bigint, 0, 0, $4::bigint, 2100, $5::bigint, $4::bigint + $5::bigint, NULL,
             '2026-06-12')`,
    [peticionId, peticionId * 10 + n, JSON.stringify(snapshot), quote.baseCents, quote.ivaCents],
  );
}

/** Inserts the request as it is now, then its stages' first arrivals as given; returns its id. */
export async function insertHistory(db: Queryable, request: HistoryRequest): Promise<number> {
  const taken = request.asignado !== undefined;
  const closedAt = Object.values(request.etapas ?? {}).at(-1) ?? null;
  const closed = request.estado === 'entregada' || request.estado === 'perdida';
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO peticiones (estado, asignado, asignado_at, peticiones, cliente, fecha_evento,
       pais, codigo_postal, created_at, origen, cerrada_at, perdida_desde, perdida_motivo,
       perdida_texto)
     VALUES ($1, $2, $3::timestamptz, '"500 vasos"', $4, '2026-06-12', 'España', '28013',
             $5::timestamptz, $6, $7::timestamptz, $8, $9, $10)
     RETURNING id`,
    [
      request.estado,
      request.asignado ?? null,
      taken ? (request.etapas?.asignada ?? request.createdAt) : null,
      JSON.stringify({ nombre: request.nombre, telefono: request.telefono }),
      request.createdAt,
      request.origen,
      closed ? closedAt : null,
      request.perdida?.desde ?? null,
      request.perdida?.motivo ?? null,
      request.perdida?.motivo === 'otro' ? 'Otro motivo' : null,
    ],
  );
  const id = rows[0]!.id;
  await db.query('DELETE FROM peticion_etapas WHERE peticion_id = $1', [id]);
  for (const [etapa, at] of Object.entries(request.etapas ?? {})) {
    await db.query('INSERT INTO peticion_etapas (peticion_id, etapa, at) VALUES ($1, $2, $3)', [
      id,
      etapa,
      at,
    ]);
  }
  // The same first arrivals on the request, where the reports read them (migration 19).
  const first = (etapa: string) => request.etapas?.[etapa] ?? null;
  await db.query(
    `UPDATE peticiones SET asignada_first_at = $2, presupuestada_first_at = $3,
       aceptada_first_at = $4, entregada_first_at = $5, perdida_first_at = $6
     WHERE id = $1`,
    [
      id,
      first('asignada'),
      first('presupuestada'),
      first('aceptada'),
      first('entregada'),
      first('perdida'),
    ],
  );
  for (const [n, quote] of (request.quotes ?? []).entries()) await insertQuote(db, id, quote, n);
  await recordChange(db, id);
  return id;
}
