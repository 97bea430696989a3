// Migration 16 (index.ts lists it): the name of who approved a version of the design proof through
// the customer's link (kept with the rest of the approval's record: when, from where, the browser,
// the SHA-256), and the audit log's action for the customer asking for changes to the design
// (contract/audit.ts, every action before it included). Written out: a released migration never
// changes.
import type { Migration } from '../../migrate';

export const migration016: Migration = {
  version: 16,
  name: 'boceto aprobacion',
  sql: `
    ALTER TABLE peticion_archivos ADD COLUMN aprobado_nombre text
      CHECK (char_length(aprobado_nombre) BETWEEN 1 AND 120);

    -- Drop and re-add: a CHECK cannot be altered.
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
      CHECK (action IN ('price_update', 'assignment', 'user_created', 'user_deactivated',
                        'user_reactivated', 'stage_change', 'release', 'reassignment', 'note',
                        'follow_up', 'quote_saved', 'settings_update', 'role_changed',
                        'retention_run', 'customer_export', 'customer_erasure',
                        'peticion_created', 'peticion_edited', 'link_created', 'link_revoked',
                        'quote_accepted', 'file_uploaded', 'proof_approved', 'proof_override',
                        'proof_changes_requested'));
  `,
};
