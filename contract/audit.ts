// The audit log as `GET …/auditoria` answers it: one entry per write, newest first.
import type { PriceTableKey } from './priceTables';

/** Every kind of entry, in the order they came to the product. */
export const AUDIT_ACTIONS = [
  'price_update',
  'assignment',
  'user_created',
  'user_deactivated',
  'user_reactivated',
  // A taken request's way (contract/pipeline.ts): each with the request's id as its target.
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
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditChange = { field: string; from: unknown; to: unknown };

export type AuditEntry = {
  id: number;
  /** ISO 8601, UTC, the server's clock. */
  at: string;
  /** Who did it, as their verified ID token said. */
  actor: { uid: string; email: string | null };
  action: AuditAction;
  /** The price table, for price updates only. */
  tabla: PriceTableKey | null;
  /** The row id, request id or account uid the action was about, as text. */
  target: string;
  changes: AuditChange[];
};

/** The query: one table's entries or all, a page at a time (`before` = last id of the previous). */
export type AuditQuery = { tabla?: PriceTableKey; limit?: number; before?: number };

export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
