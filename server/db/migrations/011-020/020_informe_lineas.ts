// Migration 20 (index.ts lists it): what `Informes` reads of the requests accepted in a period,
// kept where reading it costs least (docs/decisions.md, "Informes"): each quote's lines already
// priced, and the customer each accepted request belongs to in the index of acceptances.
import type { Migration } from '../../migrate';

export const migration020: Migration = {
  version: 20,
  name: 'informe_lineas',
  sql: `
    -- Adding a stored column rewrites every quote: on a large table longer than the statement
    -- timeout an API connection has. This migration's transaction only.
    SET LOCAL statement_timeout = 0;

    -- A saved quote's lines as Vasos y serigrafías count them: each line's cup, print (null:
    -- none), units and amount in cents (presupuesto_linea_cents, migration 19), in their order.
    -- Its search_path is its own, as migration 10's functions behind generated columns: a restore
    -- (pg_restore empties the path) computes the column and must find presupuesto_linea_cents.
    CREATE FUNCTION presupuesto_lineas(snapshot jsonb) RETURNS jsonb
      LANGUAGE sql IMMUTABLE PARALLEL SAFE SET search_path = public
      AS $$ SELECT COALESCE(jsonb_agg(jsonb_build_object(
               'vaso', line ->> 'cup', 'serigrafia', line ->> 'print',
               'unidades', (line ->> 'quantity')::numeric,
               'importe_cents', presupuesto_linea_cents(line)) ORDER BY n), '[]'::jsonb)
             FROM jsonb_array_elements(snapshot -> 'lines') WITH ORDINALITY AS lines (line, n) $$;

    -- Priced once, when the quote is written (and again if its snapshot ever is), not on every
    -- report: reading each line's fields and pricing it cost the year's report more than the rest
    -- of reading the quotes accepted. A change of the quote rule (a new presupuesto_linea_cents)
    -- writes the snapshots again for this to follow.
    ALTER TABLE presupuestos
      ADD COLUMN lineas jsonb NOT NULL GENERATED ALWAYS AS (presupuesto_lineas(snapshot)) STORED;

    -- The requests accepted within a time with the customer each belongs to (Clientes principales
    -- groups by it, as Clientes lists them), in place of their phone key.
    DROP INDEX peticiones_aceptadas;
    CREATE INDEX peticiones_aceptadas ON peticiones (aceptada_first_at)
      INCLUDE (id, origen, asignado, cliente_id)
      WHERE aceptada_first_at IS NOT NULL;
  `,
};
