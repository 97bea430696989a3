// Migration 6 (index.ts lists it): the audit log's actions of roles and of customers'
// data (contract/audit.ts as it is now, every action before them included). Written out: a
// released migration never changes, so a later action is a new one.
import type { Migration } from '../../migrate';

export const migration006: Migration = {
  version: 6,
  name: 'audit actions: roles, retention, customers’ data',
  sql: `
    -- Drop and re-add: a CHECK cannot be altered.
    ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
    ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
      CHECK (action IN ('price_update', 'assignment', 'user_created', 'user_deactivated',
                        'user_reactivated', 'stage_change', 'release', 'reassignment', 'note',
                        'follow_up', 'quote_saved', 'settings_update', 'role_changed',
                        'retention_run', 'customer_export', 'customer_erasure'));
  `,
};
