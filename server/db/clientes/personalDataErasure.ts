// Erasing a customer's personal data from requests, kept otherwise whole (docs/server.md,
// "Customers' data"): used by an administrator's erasure and by the retention job alike.
import {
  ERASED_TEXT,
  PETICION_PERSONAL_FIELDS,
  type AuditAction,
  type ErasureResult,
} from '../../../contract';
import type { Queryable } from '../engine/open';
import { revokeAll } from '../enlaces/enlaceRows';
import { recordChange } from '../peticiones/peticionChanges';

/**
 * In the entries of `action` about the requests `ids`, each value of `fields` there was (a value
 * there was not, null, stays null) reads ERASED_TEXT.
 */
async function eraseAuditValues(
  tx: Queryable,
  ids: readonly number[],
  action: AuditAction,
  fields: readonly string[],
) {
  await tx.query(
    `UPDATE audit_log
     SET changes = (
       SELECT jsonb_agg(
                CASE WHEN change ->> 'field' = ANY($3::text[])
                     THEN jsonb_build_object(
                            'field', change -> 'field',
                            'from', CASE WHEN change -> 'from' = 'null' THEN change -> 'from'
                                         ELSE to_jsonb($2::text) END,
                            'to', CASE WHEN change -> 'to' = 'null' THEN change -> 'to'
                                       ELSE to_jsonb($2::text) END)
                     ELSE change END
                ORDER BY place)
       FROM jsonb_array_elements(changes) WITH ORDINALITY AS each (change, place))
     WHERE action = $4 AND target = ANY($1::text[]) AND changes <> '[]'::jsonb`,
    [ids.map(String), ERASED_TEXT, fields, action],
  );
}

/**
 * Erases, in the caller's transaction, the personal data of the requests `ids` names: every value
 * the customer left (name, phone, e-mail, whatever else) and the order's free text read
 * ERASED_TEXT (the e-mail, a column of its own, becomes null: no search finds it any longer),
 * and so do the text of their notes and a loss's own words (`Otro` and its text:
 * staff's words about the customer, like a note), the customer's values in the entries of
 * the requests' corrections and an administrator's reason to move one past its unapproved proof,
 * and the customer's name their quotes kept (their own copy: the quote then greets nobody); the
 * requests' files (the customer's and the proofs) are deleted and their links revoked. A request without `cliente` keeps it null, one
 * without a loss's text keeps that null (there was nothing to erase). Dates, stages, the loss's
 * reason (`precio`, `plazo`…) and the quotes stay. The request is marked `suprimida`: taken, it
 * stays on the board; nobody's, it leaves the unassigned list and can no longer be taken. The phone
 * erased, the request no longer matches any number (its telefono_clave becomes null), so a second
 * erasure finds nothing. Each erased request enters the change feed, so open dashboards reload it
 * (or drop it from the unassigned list).
 */
export async function erasePersonalData(
  tx: Queryable,
  ids: readonly number[],
): Promise<ErasureResult> {
  if (ids.length === 0) return { peticiones: 0, notas: 0 };
  const erased = await tx.query<{ id: number }>(
    `UPDATE peticiones
     SET cliente = CASE WHEN cliente IS NULL THEN NULL ELSE
                     (SELECT COALESCE(jsonb_object_agg(key, to_jsonb($2::text)), '{}'::jsonb)
                      FROM jsonb_each(cliente)) END,
         peticiones = to_jsonb($2::text),
         correo = NULL,
         perdida_texto = CASE WHEN perdida_texto IS NULL THEN NULL ELSE $2 END,
         suprimida = true
     WHERE id = ANY($1::int[])
     RETURNING id`,
    [ids, ERASED_TEXT],
  );
  const notes = await tx.query(
    `UPDATE peticion_notas SET texto = $2
     WHERE peticion_id = ANY($1::int[]) AND texto <> $2
     RETURNING id`,
    [ids, ERASED_TEXT],
  );
  await tx.query(
    `UPDATE presupuestos SET cliente_nombre = $2
     WHERE peticion_id = ANY($1::int[]) AND cliente_nombre IS NOT NULL`,
    [ids, ERASED_TEXT],
  );
  // A correction's entries hold the customer's values it replaced and wrote, an administrator's
  // move past an unapproved proof their reason, the customer's request for changes to the design
  // their message, an acceptance of a quote and an approval of a proof the name typed in: each one
  // there was reads ERASED_TEXT too.
  await eraseAuditValues(tx, ids, 'peticion_edited', PETICION_PERSONAL_FIELDS);
  await eraseAuditValues(tx, ids, 'quote_accepted', ['nombre']);
  await eraseAuditValues(tx, ids, 'proof_approved', ['nombre']);
  await eraseAuditValues(tx, ids, 'proof_override', ['motivo']);
  await eraseAuditValues(tx, ids, 'proof_changes_requested', ['mensaje']);
  // Their files (the logo, the proofs) go whole: a row's bytes with it (archivo_contenidos).
  await tx.query('DELETE FROM peticion_archivos WHERE peticion_id = ANY($1::int[])', [ids]);
  // Their links stop opening for good: an erased request shows nobody anything again.
  await revokeAll(tx, ids);
  const changed = erased.rows.map((row) => row.id).sort((a, b) => a - b);
  for (const id of changed) await recordChange(tx, id);
  return { peticiones: changed.length, notas: notes.rows.length };
}
