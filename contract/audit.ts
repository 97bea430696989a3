// The audit log as `GET …/auditoria` answers it: one entry per write, newest first; and what each
// kind of entry holds, named once for the API that writes it and the dashboard that tells it.
import { DEFAULT_AJUSTES, type Ajustes } from './ajustes';
import type { ErasureResult, RetentionCounts } from './clienteDatos';
import { tablaSpecs, type EditablePriceFieldName, type TablaKey } from './tablas';
import type { Rol } from './roles';
import type { Motivo } from './etapas';
import type { Origen } from './origenes';
import { PETICION_EDIT_FIELDS, type PeticionEditValues } from './peticionEdits';

/** Every kind of entry, in the order they came to the product. */
export const AUDIT_ACTIONS = [
  'price_update',
  'assignment',
  'user_created',
  'user_deactivated',
  'user_reactivated',
  // A taken request's way (contract/peticionesAsignadas.ts): each with the request's id as its target.
  'stage_change',
  'release',
  'reassignment',
  'note',
  'follow_up',
  // A quote saved (target: the request's id) and the settings it carries changed (target: 'ajustes').
  'quote_saved',
  'settings_update',
  // Roles and customers' data: an account made administrator or Personal (target: its uid), the
  // retention job's run (target: 'retencion', counts only), a customer's data exported or erased
  // (target: 'cliente', the requests concerned by id in `changes`, never the number itself).
  'role_changed',
  'retention_run',
  'customer_export',
  'customer_erasure',
  // A request staff typed in (target: its id; its channel, and its assignee when they took it at
  // once) and a taken request's details corrected (each field changed, old and new).
  'peticion_created',
  'peticion_edited',
  // The customer's link to a request's quote made and revoked by staff (target: the request's id),
  // and a quote accepted through it (target: the request's id; by whom, which quote).
  'link_created',
  'link_revoked',
  'quote_accepted',
  // A request's files (target: its id): one stored (the customer's, or a version of the design
  // proof), a proof approved by the customer, a request moved into production by an
  // administrator without that approval (their reason, erased with the customer's data).
  'file_uploaded',
  'proof_approved',
  'proof_override',
  // The customer asking through their link for changes to a version of the design proof (their
  // message, erased with the customer's data).
  'proof_changes_requested',
  // A message the customer sent through their link (`Pedir cambios`: a note of theirs, target:
  // the request's id), and the assignee opening the request, which clears the card's marks.
  'customer_message',
  'customer_marks_seen',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditChange = { field: string; from: unknown; to: unknown };

/** Every field staff can change in some price table: a price update names each one it changed. */
const PRICE_FIELD_NAMES: readonly EditablePriceFieldName[] = [
  ...new Set(
    tablaSpecs.flatMap((table) =>
      table.fields.flatMap((field) => (field.editable ? [field.field] : [])),
    ),
  ),
];

/**
 * The fields each action writes in its `changes` (docs/server.md, "Audit log"): the API writes
 * no other, and the dashboard tells each of them (a text for every action and field).
 */
/** Every setting, named by its own key (DEFAULT_AJUSTES holds each one). */
const AJUSTES_FIELDS = Object.keys(DEFAULT_AJUSTES) as (keyof Ajustes)[];

export const AUDIT_FIELDS = {
  price_update: PRICE_FIELD_NAMES,
  assignment: ['asignado'],
  user_created: ['email'],
  user_deactivated: [],
  user_reactivated: [],
  // With a loss or a reopening, the reason too; never a loss's text (it may name the customer).
  stage_change: ['estado', 'perdida_motivo'],
  release: ['asignado', 'estado'],
  reassignment: ['asignado'],
  // The note's id stands for its text.
  note: ['nota'],
  follow_up: ['proximo_seguimiento'],
  // The quote's number (`from`: the quote a recalculation priced again) and its total in cents.
  quote_saved: ['presupuesto', 'total'],
  // `logotipo`: the SHA-256 of the logo replaced and of the one kept (null: none).
  settings_update: [...AJUSTES_FIELDS, 'logotipo'],
  role_changed: ['rol'],
  retention_run: ['cerradas', 'sinAsignar'],
  customer_export: ['peticiones'],
  customer_erasure: ['peticiones', 'notas'],
  peticion_created: ['origen', 'asignado'],
  // The customer's values: an erasure of their data erases them here too (docs/server.md).
  peticion_edited: PETICION_EDIT_FIELDS,
  // The link's own id, never its token; an acceptance names which quote (its number), who
  // accepted it (erased with the customer's data) and the business's day it was accepted.
  link_created: ['enlace'],
  link_revoked: ['enlace'],
  quote_accepted: ['presupuesto', 'nombre', 'dia'],
  // The file's id, and the proof's version (none for the customer's files).
  file_uploaded: ['archivo', 'boceto'],
  // Who approved it (erased with the customer's data) and the business's day, as an acceptance.
  proof_approved: ['boceto', 'nombre', 'dia'],
  proof_override: ['boceto', 'motivo'],
  // The note's id stands for its text; what the marks said before they went.
  proof_changes_requested: ['boceto', 'mensaje'],
  customer_message: ['nota'],
  customer_marks_seen: ['aceptado', 'mensajes'],
} as const satisfies { readonly [A in AuditAction]: readonly string[] };

/** The fields an action writes. */
export type AuditField<A extends AuditAction> = (typeof AUDIT_FIELDS)[A][number];

/** Holds a value type for every field of every action (a field left out fails to compile). */
type ForEveryField<T extends { readonly [A in AuditAction]: Record<AuditField<A>, unknown> }> = T;

/** Each field's value: its `from` and `to` are this or `null` (none before, or none now). */
type AuditValues = ForEveryField<{
  price_update: Record<EditablePriceFieldName, number>;
  assignment: { asignado: string };
  user_created: { email: string };
  user_deactivated: Record<string, never>;
  user_reactivated: Record<string, never>;
  stage_change: { estado: string; perdida_motivo: Motivo };
  release: { asignado: string; estado: string };
  reassignment: { asignado: string };
  note: { nota: number };
  follow_up: { proximo_seguimiento: string };
  quote_saved: { presupuesto: string; total: number };
  settings_update: Ajustes & { logotipo: string };
  role_changed: { rol: Rol };
  retention_run: RetentionCounts;
  customer_export: { peticiones: number[] };
  customer_erasure: ErasureResult;
  peticion_created: { origen: Origen; asignado: string };
  peticion_edited: PeticionEditValues;
  link_created: { enlace: number };
  link_revoked: { enlace: number };
  quote_accepted: { presupuesto: string; nombre: string; dia: string };
  file_uploaded: { archivo: number; boceto: number };
  proof_approved: { boceto: number; nombre: string; dia: string };
  proof_override: { boceto: number; motivo: string };
  customer_message: { nota: number };
  customer_marks_seen: { aceptado: boolean; mensajes: number };
  proof_changes_requested: { boceto: number; mensaje: string };
}>;

/** One change an entry of this action holds, its value typed by its field. */
export type AuditChangeOf<A extends AuditAction> = {
  [F in AuditField<A>]: {
    field: F;
    from: AuditValues[A][F & keyof AuditValues[A]] | null;
    to: AuditValues[A][F & keyof AuditValues[A]] | null;
  };
}[AuditField<A>];

export type AuditEntry = {
  id: number;
  /** ISO 8601, UTC, the server's clock. */
  at: string;
  /** Who did it, as their verified ID token said. */
  actor: { uid: string; email: string | null };
  action: AuditAction;
  /** The price table, for price updates only. */
  tabla: TablaKey | null;
  /** The row id, request id or account uid the action was about, as text. */
  target: string;
  changes: AuditChange[];
};

/** The query: one table's entries or all, a page at a time (`before` = last id of the previous). */
export type AuditQuery = { tabla?: TablaKey; limit?: number; before?: number };

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
