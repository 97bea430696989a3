// Migration 2 (index.ts lists it): the audit log. A released migration never changes: a later
// change of the schema is a new one. Its SQL keeps the indentation it was released with.
import type { Migration } from '../../migrate';

export const migration002: Migration = {
  version: 2,
  name: 'audit log',
  sql: `
      -- Who changed what, appended in the same transaction as the change. The API only ever
      -- inserts and reads here: an entry is never updated or deleted.
      CREATE TABLE audit_log (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        at          timestamptz NOT NULL DEFAULT now(),
        actor_uid   text NOT NULL CHECK (actor_uid <> ''),
        actor_email text,
        action      text NOT NULL CHECK (action IN ('price_update', 'assignment', 'user_created',
                                                    'user_deactivated', 'user_reactivated')),
        -- The price table a price_update belongs to; NULL for every other action.
        tabla       text REFERENCES price_tables (key),
        -- The row id, request id or account uid the action was about.
        target      text NOT NULL,
        -- [{ field, from, to }] for a price update; [] when the action itself says it all.
        changes     jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(changes) = 'array')
      );
      -- The Historial screen reads one table's entries, newest first, page by page.
      CREATE INDEX audit_log_by_table ON audit_log (tabla, id DESC);
    `,
};
