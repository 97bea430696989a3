// Migration 9 (index.ts lists it): a request's customer e-mail and the channel it came through
// (contract/origenes.ts as it is now), and the audit log's actions of a request typed in by staff
// and of a request corrected (contract/audit.ts, every action before them included). Written out:
// a released migration never changes, so a later channel or action is a new one.
import type { Migration } from '../../migrate';

export const migration009: Migration = {
  version: 9,
  name: 'request e-mail and origin',
  sql: `
    ALTER TABLE peticiones
      -- The customer's e-mail, when they gave one (the API checks its shape; the length is
      -- NEW_PETICION_LIMITS.correo).
      ADD COLUMN correo text CHECK (char_length(correo) BETWEEN 3 AND 254),
      -- Every request so far came from the public order form.
      ADD COLUMN origen text NOT NULL DEFAULT 'web'
        CHECK (origen IN ('telefono', 'whatsapp', 'correo', 'en_persona', 'web'));

    -- Drop and re-add: a CHECK cannot be altered.
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
      CHECK (action IN ('price_update', 'assignment', 'user_created', 'user_deactivated',
                        'user_reactivated', 'stage_change', 'release', 'reassignment', 'note',
                        'follow_up', 'quote_saved', 'settings_update', 'role_changed',
                        'retention_run', 'customer_export', 'customer_erasure',
                        'peticion_created', 'peticion_edited'));
  `,
};
