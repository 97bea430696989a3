// The audit log: every write of the API appends one entry, with the actor from the verified token.
import type {
  AuditAction,
  AuditChangeOf,
  AuditField,
  AuditEntry,
  AuditQuery,
  TablaKey,
} from '../../contract';
import type { Queryable } from './engine/open';

/** Who did it, as the verified ID token says. */
export type AuditActor = { uid: string; email: string | undefined };

/**
 * An entry of one action, whose changes name only the fields the contract gives that action
 * (`AUDIT_FIELDS`), each with a value of its type: a name the dashboard does not know fails to
 * compile.
 */
export type NewAuditEntryOf<A extends AuditAction> = {
  actor: AuditActor;
  action: A;
  /** Price table key, for price updates only. */
  tabla?: TablaKey;
  /** The row id, request id or account uid the action was about. */
  target: string | number;
  changes?: readonly AuditChangeOf<A>[];
};

export type NewAuditEntry = { [A in AuditAction]: NewAuditEntryOf<A> }[AuditAction];

/**
 * A change among several computed alike over a list of fields (a settings save's, a price row's):
 * the field's name is checked against the action's; its values are each field's own.
 */
export const fieldChange = <A extends AuditAction>(
  field: AuditField<A>,
  from: unknown,
  to: unknown,
) => ({ field, from, to }) as AuditChangeOf<A>;

/** The actions about a request, each with the request's id as its target. */
export const PETICION_ACTIONS: readonly AuditAction[] = [
  'assignment',
  'stage_change',
  'release',
  'reassignment',
  'note',
  'follow_up',
  // Its quotes (contract/presupuestos.ts), once the API saves them.
  'quote_saved',
  // Its own details: typed in by staff, corrected.
  'peticion_created',
  'peticion_edited',
  // Its customer's link: made, revoked, and the quote accepted through it (`Aceptado el … por …`).
  'link_created',
  'link_revoked',
  'quote_accepted',
  // Its files: one stored, a proof approved, a move past an unapproved proof.
  'file_uploaded',
  'proof_approved',
  'proof_override',
  'proof_changes_requested',
  // What the customer wrote through their link, and its assignee seeing it (the marks gone).
  'customer_message',
  'customer_marks_seen',
];

/** An entry as the API answers it (AuditEntry), for `SELECT`. */
export const AUDIT_ENTRY_COLUMNS = `
  id::int AS id,
  to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at,
  jsonb_build_object('uid', actor_uid, 'email', actor_email) AS actor,
  action, tabla, target, changes`;

/** An entry as the row of audit_log it becomes. */
function auditRow(entry: NewAuditEntry) {
  return {
    actor_uid: entry.actor.uid,
    actor_email: entry.actor.email ?? null,
    action: entry.action,
    tabla: entry.tabla ?? null,
    target: String(entry.target),
    changes: entry.changes ?? [],
  };
}

/** Call inside the transaction of the write it records, so one never exists without the other. */
export async function recordAudit(tx: Queryable, entry: NewAuditEntry): Promise<void> {
  const row = auditRow(entry);
  await tx.query(
    `INSERT INTO audit_log (actor_uid, actor_email, action, tabla, target, changes)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      row.actor_uid,
      row.actor_email,
      row.action,
      row.tabla,
      row.target,
      JSON.stringify(row.changes),
    ],
  );
}

/**
 * The entries as one parameter, for insertAuditEntries: in a statement that does more (the change
 * of the write they record, server/db/peticiones/peticionChanges.ts), they cost no round trip.
 */
export const auditEntriesParam = (entries: readonly NewAuditEntry[]) =>
  JSON.stringify(entries.map(auditRow));

/**
 * Inserts the entries of the parameter `param` (auditEntriesParam's value) in their order, so their
 * ids follow it as recordAudit's calls one after the other would; none, it inserts nothing.
 */
export const insertAuditEntries = (param: string) => `
  INSERT INTO audit_log (actor_uid, actor_email, action, tabla, target, changes)
  SELECT actor_uid, actor_email, action, tabla, target, changes
  FROM ROWS FROM (jsonb_to_recordset(${param}::jsonb) AS (
         actor_uid text, actor_email text, action text, tabla text, target text, changes jsonb))
       WITH ORDINALITY AS entry(actor_uid, actor_email, action, tabla, target, changes, n)
  ORDER BY n`;

/**
 * Newest first: at most `limit` entries, of one table or all, older than `before` when given,
 * never of the `hidden` actions.
 */
export async function listAudit(
  db: Queryable,
  query: AuditQuery & { limit: number },
  hidden: readonly AuditAction[] = [],
): Promise<AuditEntry[]> {
  const params: unknown[] = [query.limit];
  const where: string[] = [];
  if (hidden.length) {
    params.push(hidden);
    where.push(`action <> ALL($${params.length}::text[])`);
  }
  if (query.tabla !== undefined) {
    params.push(query.tabla);
    where.push(`tabla = $${params.length}`);
  }
  if (query.before !== undefined) {
    params.push(query.before);
    where.push(`id < $${params.length}`);
  }
  const { rows } = await db.query<AuditEntry>(
    `SELECT ${AUDIT_ENTRY_COLUMNS}
     FROM audit_log
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY id DESC
     LIMIT $1`,
    params,
  );
  return rows;
}
