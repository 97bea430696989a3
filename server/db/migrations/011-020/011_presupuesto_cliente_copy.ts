// Migration 11 (index.ts lists it): a saved quote keeps its own copy of what it tells of its
// request, the customer's name and the event's day (docs/decisions.md, "Saved quotes keep their
// own copy"), so correcting the request later changes no quote already made. Each quote saved
// before takes the request's values as they are now, the nearest there is to when it was made.
import type { Migration } from '../../migrate';

export const migration011: Migration = {
  version: 11,
  name: 'presupuesto cliente copy',
  sql: `
    ALTER TABLE presupuestos
      -- The name as the request gave it (none: the quote greets nobody); erased with the
      -- customer's data as the request's is.
      ADD COLUMN cliente_nombre text,
      ADD COLUMN fecha_evento date;

    UPDATE presupuestos
    SET cliente_nombre = NULLIF(btrim(peticiones.cliente ->> 'nombre'), ''),
        fecha_evento = peticiones.fecha_evento
    FROM peticiones
    WHERE peticiones.id = presupuestos.peticion_id;

    ALTER TABLE presupuestos ALTER COLUMN fecha_evento SET NOT NULL;
  `,
};
