// Migration 17 (index.ts lists it): a customer's message through their link (`Pedir cambios`) is a
// note of theirs, told apart from staff's by a column of its own (never by its author's uid), and
// read or not by the request's assignee (the card's mark and the sidebar's count until then); and
// the audit log's actions of both (contract/audit.ts, every action before them included). Written
// out: a released migration never changes, so a later limit is a new one.
import type { Migration } from '../../migrate';

export const migration017: Migration = {
  version: 17,
  name: 'customer messages',
  sql: `
    -- Only a customer's message is ever unread: staff's notes are their authors' own.
    ALTER TABLE peticion_notas
      ADD COLUMN de_cliente boolean NOT NULL DEFAULT false,
      ADD COLUMN leida_at timestamptz,
      ADD CONSTRAINT peticion_notas_leida_check CHECK (de_cliente OR leida_at IS NULL);

    -- The unread ones of a request, as each card of the board counts them.
    CREATE INDEX peticion_notas_sin_leer ON peticion_notas (peticion_id)
      WHERE de_cliente AND leida_at IS NULL;

    -- Drop and re-add: a CHECK cannot be altered.
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
      CHECK (action IN ('price_update', 'assignment', 'user_created', 'user_deactivated',
                        'user_reactivated', 'stage_change', 'release', 'reassignment', 'note',
                        'follow_up', 'quote_saved', 'settings_update', 'role_changed',
                        'retention_run', 'customer_export', 'customer_erasure',
                        'peticion_created', 'peticion_edited', 'link_created', 'link_revoked',
                        'quote_accepted', 'file_uploaded', 'proof_approved', 'proof_override',
                        'proof_changes_requested', 'customer_message', 'customer_marks_seen'));
  `,
};
