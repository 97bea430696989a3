// What a link's token opens, read for its public page: only the request the token names, its
// latest quote as the PDF shows it, the business, and the quote's acceptance; or, for a link that
// no longer opens, only the business's name and phone (docs/api.md, "The customer's link").
import {
  BUSINESS_TIME_ZONE,
  ENLACE_EXTRA_DIAS,
  LOST_ETAPA,
  type EnlaceAceptacion,
  type EnlaceNegocio,
  type PublicEnlace,
} from '../../../contract';
import { storedPresupuestoPdfInput } from '../../presupuestos/storedPresupuestoPdf';
import type { PresupuestoPdfInput } from '../../presupuestos/presupuestoDocument';
import type { Queryable } from '../engine/open';
import { readPeticionRow, type PeticionStateRow } from '../peticiones/peticionRows';
import { businessDay } from '../presupuestos/presupuestoNumbers';
import { readPresupuesto, type StoredPresupuesto } from '../presupuestos/presupuestoRows';
import { sha256Hex, tokenHash } from './enlaceTokens';

/** What a token opens. */
export type EnlaceView =
  | { kind: 'unknown' }
  | { kind: 'caducado'; negocio: { nombreComercial: string; telefono: string } }
  | {
      kind: 'vigente';
      enlaceId: number;
      peticion: PeticionStateRow;
      quote: StoredPresupuesto;
      pdf: PresupuestoPdfInput;
      answer: PublicEnlace;
    };

type EnlaceRow = { id: number; peticionId: number; revoked: boolean };

async function findEnlace(tx: Queryable, token: string): Promise<EnlaceRow | undefined> {
  const { rows } = await tx.query<EnlaceRow>(
    `SELECT id, peticion_id AS "peticionId", revoked_at IS NOT NULL AS revoked
     FROM enlaces WHERE token_hash = $1`,
    [tokenHash(token)],
  );
  return rows[0];
}

async function latestQuoteId(tx: Queryable, peticionId: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM presupuestos WHERE peticion_id = $1 ORDER BY id DESC LIMIT 1',
    [peticionId],
  );
  return rows[0]?.id;
}

/** The business now: its name and phone for an expired link, its terms for a live one. */
async function negocioNow(tx: Queryable) {
  const { rows } = await tx.query<{
    nombreComercial: string;
    telefono: string;
    condiciones: string;
  }>(`SELECT nombre_comercial AS "nombreComercial", telefono, condiciones FROM ajustes`);
  return rows[0];
}

export async function readAceptacion(
  tx: Queryable,
  presupuestoId: number,
): Promise<EnlaceAceptacion | null> {
  const { rows } = await tx.query<EnlaceAceptacion>(
    `SELECT nombre, (accepted_at AT TIME ZONE $2)::date::text AS dia
     FROM aceptaciones WHERE presupuesto_id = $1`,
    [presupuestoId, BUSINESS_TIME_ZONE],
  );
  return rows[0] ?? null;
}

/** `day` plus `days`, both YYYY-MM-DD. */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The fingerprint of the quote as the page shows it: SHA-256 of the business and the quote, as
 * JSON in a fixed order (the PDF's input), so an acceptance names exactly what was read.
 */
export const huellaOf = (pdf: PresupuestoPdfInput, condiciones: string) =>
  sha256Hex(JSON.stringify({ business: pdf.business, quote: pdf.quote, condiciones }));

/** What `token` opens now (call in a transaction; `forUpdate` locks the request for a write). */
export async function readEnlaceView(
  tx: Queryable,
  token: string,
  { forUpdate = false } = {},
): Promise<EnlaceView> {
  const enlace = await findEnlace(tx, token);
  if (!enlace) return { kind: 'unknown' };
  const negocio = await negocioNow(tx);
  const caducado = {
    kind: 'caducado' as const,
    negocio: { nombreComercial: negocio.nombreComercial, telefono: negocio.telefono },
  };
  const peticion = await readPeticionRow(tx, enlace.peticionId, { forUpdate });
  const quoteId = await latestQuoteId(tx, enlace.peticionId);
  const quote = quoteId === undefined ? undefined : await readPresupuesto(tx, quoteId);
  if (enlace.revoked || !peticion || peticion.suprimida || !quote) return caducado;
  const today = await businessDay(tx);
  if (today > addDays(quote.validoHasta, ENLACE_EXTRA_DIAS)) return caducado;
  const pdf = storedPresupuestoPdfInput(quote);
  const aceptacion = await readAceptacion(tx, quote.id);
  const shownNegocio: EnlaceNegocio = {
    nombreComercial: pdf.business.tradeName,
    nif: pdf.business.nif,
    direccion: pdf.business.address,
    telefono: pdf.business.phone,
    correo: pdf.business.email,
    condiciones: negocio.condiciones,
  };
  const answer: PublicEnlace = {
    negocio: shownNegocio,
    presupuesto: pdf.quote,
    huella: huellaOf(pdf, negocio.condiciones),
    aceptacion,
    aceptable: aceptacion === null && today <= quote.validoHasta && peticion.estado !== LOST_ETAPA,
  };
  return { kind: 'vigente', enlaceId: enlace.id, peticion, quote, pdf, answer };
}
