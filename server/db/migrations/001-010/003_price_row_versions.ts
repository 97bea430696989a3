// Migration 3 (index.ts lists it): each price row's version. A released migration never changes:
// a later change of the schema is a new one. Its SQL keeps the indentation it was released with.
import type { Migration } from '../../migrate';

export const migration003: Migration = {
  version: 3,
  name: 'price row versions',
  sql: `
      -- Raised by one on each write that changes the row, so a client can say which version its
      -- values were based on and a stale save is refused instead of undoing a colleague's. Rows
      -- that exist already, and rows inserted without it (seeds), start at 1.
      ALTER TABLE serigrafia_rows
        ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
      ALTER TABLE vaso_rows
        ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
    `,
};
