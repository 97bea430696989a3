// Saved quotes as stored and as the API answers them (`Presupuesto`): each row keeps what it was
// priced from and its totals, and is never changed (a new version is a new row).
import {
  formatPresupuestoNumber,
  type PricedPresupuesto,
  type Presupuesto,
  type PresupuestoAjustes,
  type PresupuestoInput,
} from '../../../contract';
import type { AuditActor } from '../audit';
import type { Queryable } from '../engine/open';
import { isoUtc } from '../peticiones/peticionRows';

/** A quote as stored: the answer's fields, and the settings it was made with (for its PDF). */
export type StoredPresupuesto = Presupuesto & { ajustes: PresupuestoAjustes };

const QUOTE_COLUMNS = `
  id, peticion_id AS "peticionId", year, sequence, version,
  jsonb_build_object('uid', autor_uid, 'email', autor_email) AS autor,
  ${isoUtc('created_at')} AS "createdAt", precios_del AS "preciosDel",
  valido_hasta AS "validoHasta", cliente_nombre AS "clienteNombre",
  fecha_evento AS "fechaEvento", input, snapshot, ajustes,
  jsonb_build_object('subtotal', subtotal_cents, 'discountRate', discount_rate,
                     'discount', discount_cents, 'base', base_cents, 'ivaRate', iva_rate,
                     'iva', iva_cents, 'total', total_cents) AS totals`;

type QuoteRow = Omit<StoredPresupuesto, 'numero'>;

const toStored = (row: QuoteRow): StoredPresupuesto => ({
  ...row,
  numero: formatPresupuestoNumber(row),
});

/** What a new row holds besides what the database gives it (id, time). */
export type NewPresupuesto = {
  peticionId: number;
  year: number;
  sequence: number;
  version: number;
  author: AuditActor;
  /** The business's day the prices were read, YYYY-MM-DD. */
  day: string;
  input: PresupuestoInput;
  priced: PricedPresupuesto;
  ajustes: PresupuestoAjustes;
};

/**
 * Stores a priced quote, valid for the settings' days after `day`, with its own copy of what it
 * tells of its request (the customer's name, the event's day) as the request has them now.
 */
export async function insertPresupuesto(
  tx: Queryable,
  quote: NewPresupuesto,
): Promise<StoredPresupuesto> {
  const { totals } = quote.priced;
  const { rows } = await tx.query<QuoteRow>(
    `INSERT INTO presupuestos (peticion_id, year, sequence, version, autor_uid, autor_email,
       precios_del, valido_hasta, input, snapshot, ajustes, subtotal_cents, discount_rate,
       discount_cents, base_cents, iva_rate, iva_cents, total_cents, cliente_nombre, fecha_evento)
     SELECT $1, $2, $3, $4, $5, $6, $7::date, $7::date + $8::int, $9, $10, $11, $12, $13, $14,
            $15, $16, $17, $18, NULLIF(btrim(cliente ->> 'nombre'), ''), fecha_evento
     FROM peticiones WHERE id = $1
     RETURNING ${QUOTE_COLUMNS}`,
    [
      quote.peticionId,
      quote.year,
      quote.sequence,
      quote.version,
      quote.author.uid,
      quote.author.email ?? null,
      quote.day,
      quote.ajustes.validezDias,
      JSON.stringify(quote.input),
      JSON.stringify(quote.priced.snapshot),
      JSON.stringify(quote.ajustes),
      totals.subtotal,
      totals.discountRate,
      totals.discount,
      totals.base,
      totals.ivaRate,
      totals.iva,
      totals.total,
    ],
  );
  return toStored(rows[0]);
}

/** One quote by id, or undefined. */
export async function readPresupuesto(
  tx: Queryable,
  id: number,
): Promise<StoredPresupuesto | undefined> {
  const { rows } = await tx.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM presupuestos WHERE id = $1`,
    [id],
  );
  return rows[0] && toStored(rows[0]);
}

/** A request's quotes, every version, newest first. */
export async function listPresupuestos(
  tx: Queryable,
  peticionId: number,
): Promise<StoredPresupuesto[]> {
  const { rows } = await tx.query<QuoteRow>(
    `SELECT ${QUOTE_COLUMNS} FROM presupuestos WHERE peticion_id = $1 ORDER BY id DESC`,
    [peticionId],
  );
  return rows.map(toStored);
}
