// Migration 8 (index.ts lists it): whether a request's personal data was erased, so an
// erased request nobody has taken leaves the unassigned list and cannot be taken (docs/server.md,
// "Customers' data"). The erased text written out (contract/clienteDatos.ts's ERASED_TEXT as it is
// now): a released migration never changes.
import type { Migration } from '../../migrate';

export const migration008: Migration = {
  version: 8,
  name: 'erased requests',
  sql: `
    ALTER TABLE peticiones ADD COLUMN suprimida boolean NOT NULL DEFAULT false;
    -- Requests erased before it: an erasure made their order read the erased text, the only mark
    -- it left (an order of those very words from a customer would be taken for erased too).
    UPDATE peticiones SET suprimida = true WHERE peticiones = to_jsonb('Datos suprimidos'::text);
    -- The unassigned list leaves the erased requests out.
    DROP INDEX peticiones_sin_asignar;
    CREATE INDEX peticiones_sin_asignar ON peticiones (created_at DESC, id DESC)
      WHERE asignado IS NULL AND NOT suprimida;
  `,
};
