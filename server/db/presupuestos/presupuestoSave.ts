// Saving a quote for a taken request, or a new version of one with today's prices: priced here,
// from the lines, with the contract's pricePresupuesto over the tables and settings as they are in the
// same transaction, never from a figure the client sent (docs/server.md, "Quotes").
import {
  FIRST_ETAPA,
  LOST_ETAPA,
  pricePresupuesto,
  priceSnapshot,
  samePrices,
  tablesUsed,
  type PricedPresupuesto,
  type AssignedPeticion,
  type PresupuestoInput,
  type PresupuestoTablas,
} from '../../../contract';
import { presupuestoAjustesOf, readAjustes } from '../ajustes';
import type { AuditActor, NewAuditEntry } from '../audit';
import type { Database, Queryable } from '../engine/open';
import { listPriceRows } from '../tablas/priceRows';
import { businessDay, nextSequence, nextVersion } from './presupuestoNumbers';
import { insertPresupuesto, readPresupuesto, type StoredPresupuesto } from './presupuestoRows';
import { takenUpdate } from '../peticionesAsignadas/updateTaken';
import {
  writeTaken,
  type TakenWriteResult,
  type StaffActor,
} from '../peticionesAsignadas/writeTaken';

/** The stage a saved quote puts a request in when it is still `asignada`. */
export const PRESUPUESTADA_ETAPA = 'presupuestada';

/** The rows of every table the input names, as they are now. */
async function currentTables(tx: Queryable, input: PresupuestoInput): Promise<PresupuestoTablas> {
  const tables: Record<string, unknown> = {};
  for (const key of tablesUsed(input)) tables[key] = await listPriceRows(tx, key);
  return tables;
}

/** Which quote is being saved: a new number, or the next version of the quote `from`. */
type Numbering = { kind: 'new' } | { kind: 'version'; from: StoredPresupuesto };

/** `priced` sells at the prices `from` was saved with (a snapshot no rule prices: it does not). */
function pricedAsBefore(from: StoredPresupuesto, priced: PricedPresupuesto): boolean {
  try {
    const before = priceSnapshot(from.snapshot);
    return before.ok && samePrices(before, priced);
  } catch {
    return false;
  }
}

/**
 * Prices `input` now and stores it under its number, all under the request's lock (writeTaken):
 * refused for a lost request or one the tables cannot price; a new version priced as the quote it
 * comes from stores nothing (no version, no audit entry, no change in the feed) and answers that
 * quote; an `asignada` request moves on to
 * `presupuestada` (its version raised), a request further along stays where it is. The audit log
 * gets `quote_saved` (the number, from the quote priced again for a new version, and the total)
 * and, with a move, `stage_change`; the change feed tells every board, whose card now shows the
 * quote's total.
 */
function storeQuote(
  db: Database,
  peticionId: number,
  input: PresupuestoInput,
  numbering: Numbering,
  actor: StaffActor,
): Promise<TakenWriteResult<StoredPresupuesto>> {
  return writeTaken(db, peticionId, { actor, action: 'quotePeticion' }, async (tx, current) => {
    if (current.estado === LOST_ETAPA) return { outcome: 'lost', peticion: current };
    const ajustes = presupuestoAjustesOf(await readAjustes(tx));
    const priced = pricePresupuesto(input, await currentTables(tx, input), ajustes);
    if (!priced.ok) return { outcome: 'unpriced', problems: priced.problems };
    if (numbering.kind === 'version' && pricedAsBefore(numbering.from, priced)) {
      return { outcome: 'unchanged', value: numbering.from };
    }
    const day = await businessDay(tx);
    const year = numbering.kind === 'new' ? Number(day.slice(0, 4)) : numbering.from.year;
    const sequence =
      numbering.kind === 'new' ? await nextSequence(tx, year) : numbering.from.sequence;
    const version = numbering.kind === 'new' ? 1 : await nextVersion(tx, year, sequence);
    const quote = await insertPresupuesto(tx, {
      peticionId,
      year,
      sequence,
      version,
      author: actor,
      day,
      input,
      priced,
      ajustes,
    });
    const saved: NewAuditEntry = {
      actor,
      action: 'quote_saved',
      target: peticionId,
      changes: [
        {
          field: 'presupuesto',
          from: numbering.kind === 'version' ? numbering.from.numero : null,
          to: quote.numero,
        },
        { field: 'total', from: null, to: quote.totals.total },
      ],
    };
    const moved = await moveToQuoted(tx, current, actor);
    return { outcome: 'done', value: quote, audit: [saved, ...moved] };
  });
}

/**
 * `asignada` → `presupuestada`, as a move of the way would (its version raised): answers its
 * audit entry (none without a move), recorded with the change.
 */
async function moveToQuoted(
  tx: Queryable,
  current: AssignedPeticion,
  actor: AuditActor,
): Promise<NewAuditEntry[]> {
  if (current.estado !== FIRST_ETAPA) return [];
  const { statement, audit } = takenUpdate(current.id, actor, {
    set: 'estado = $2',
    values: [PRESUPUESTADA_ETAPA],
    action: 'stage_change',
    changes: [{ field: 'estado', from: current.estado, to: PRESUPUESTADA_ETAPA }],
  });
  await tx.query(statement.sql, statement.params);
  return [audit];
}

/** A new quote, with the next number of the year. */
export function savePresupuesto(
  db: Database,
  peticionId: number,
  input: PresupuestoInput,
  actor: StaffActor,
): Promise<TakenWriteResult<StoredPresupuesto>> {
  return storeQuote(db, peticionId, input, { kind: 'new' }, actor);
}

/**
 * The quote `id` priced again with today's tables and settings, saved as the next version of its
 * number, with its request's id; the quote `id` itself when its prices have not changed (nothing
 * saved). Undefined when there is no such quote.
 */
export async function recalculatePresupuesto(
  db: Database,
  id: number,
  actor: StaffActor,
): Promise<{ peticionId: number; result: TakenWriteResult<StoredPresupuesto> } | undefined> {
  const quote = await readPresupuesto(db, id);
  if (!quote) return undefined;
  const numbering: Numbering = { kind: 'version', from: quote };
  return {
    peticionId: quote.peticionId,
    result: await storeQuote(db, quote.peticionId, quote.input, numbering, actor),
  };
}
