// Migration 14 (index.ts lists it): what `Informes` counts from (docs/decisions.md, "Informes").
// When each request first reached each stage, kept by the database on every write and filled in
// from the audit log for the requests that came before it; the business's time zone, in which
// days and months are counted; and each quote line's amount, priced in SQL by the quote rule
// (contract/pricing.ts) so the cups and prints sold add up in the database. Stage names, metallic
// prints and price fields written out (contract/etapas.ts, contract/presupuestoRules.ts as they
// are now): a released migration never changes.
import type { Migration } from '../../migrate';

export const migration014: Migration = {
  version: 14,
  name: 'informes',
  sql: `
    -- The place of a stage along the way (asignada 1 … entregada 5); none for any other.
    CREATE FUNCTION etapa_rank(etapa text) RETURNS integer
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT array_position(
        ARRAY['asignada', 'presupuestada', 'aceptada', 'en_produccion', 'entregada'], etapa) $$;

    -- The first time each request reached each stage of the way, or was lost. A stage is reached
    -- one step at a time (contract/etapas.ts), so reaching aceptada means it was quoted before.
    CREATE TABLE peticion_etapas (
      peticion_id integer NOT NULL REFERENCES peticiones (id) ON DELETE CASCADE,
      etapa       text NOT NULL CHECK (etapa_rank(etapa) IS NOT NULL OR etapa = 'perdida'),
      at          timestamptz NOT NULL,
      PRIMARY KEY (peticion_id, etapa)
    );
    -- The requests that reached a stage within a time (accepted in a month).
    CREATE INDEX peticion_etapas_by_etapa ON peticion_etapas (etapa, at);
    -- The requests received within a time.
    CREATE INDEX peticiones_recibidas ON peticiones (created_at);

    -- Kept on every write, whichever path writes. A row written already past its first stage (the
    -- demo's and the bench's) reached each stage up to its own when it was taken.
    CREATE FUNCTION peticion_etapas_record() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        DECLARE
          reached integer := etapa_rank(CASE WHEN NEW.estado = 'perdida'
                                             THEN NEW.perdida_desde ELSE NEW.estado END);
        BEGIN
          IF TG_OP = 'INSERT' AND reached IS NOT NULL THEN
            INSERT INTO peticion_etapas (peticion_id, etapa, at)
              SELECT NEW.id, stage, COALESCE(NEW.asignado_at, now())
              FROM unnest(ARRAY['asignada', 'presupuestada', 'aceptada', 'en_produccion',
                                'entregada']) WITH ORDINALITY AS way (stage, rank)
              WHERE rank <= reached
              ON CONFLICT DO NOTHING;
          END IF;
          IF (TG_OP = 'INSERT' OR NEW.estado IS DISTINCT FROM OLD.estado)
             AND (etapa_rank(NEW.estado) IS NOT NULL OR NEW.estado = 'perdida') THEN
            INSERT INTO peticion_etapas (peticion_id, etapa, at) VALUES (NEW.id, NEW.estado, now())
              ON CONFLICT DO NOTHING;
          END IF;
          RETURN NULL;
        END
      $$;
    CREATE TRIGGER peticiones_etapas AFTER INSERT OR UPDATE OF estado ON peticiones
      FOR EACH ROW EXECUTE FUNCTION peticion_etapas_record();

    -- The requests before it: each stage's first time from the audit log (a take, a request typed
    -- in already taken, a move)…
    INSERT INTO peticion_etapas (peticion_id, etapa, at)
      SELECT peticiones.id, moves.etapa, min(moves.at)
      FROM (
        SELECT target, 'asignada' AS etapa, at FROM audit_log
          WHERE tabla IS NULL AND action = 'assignment'
        UNION ALL
        SELECT target, 'asignada', at FROM audit_log, jsonb_array_elements(changes) AS change
          WHERE tabla IS NULL AND action = 'peticion_created'
            AND change ->> 'field' = 'asignado' AND change ->> 'to' IS NOT NULL
        UNION ALL
        SELECT target, change ->> 'to', at FROM audit_log, jsonb_array_elements(changes) AS change
          WHERE tabla IS NULL AND action = 'stage_change' AND change ->> 'field' = 'estado'
      ) AS moves
      JOIN peticiones ON peticiones.id::text = moves.target
      WHERE etapa_rank(moves.etapa) IS NOT NULL OR moves.etapa = 'perdida'
      GROUP BY peticiones.id, moves.etapa;
    -- … and what the log does not show (a request seeded taken), from the request itself: every
    -- stage up to its own when it was taken, a closed one's last when it closed.
    INSERT INTO peticion_etapas (peticion_id, etapa, at)
      SELECT peticiones.id, way.stage,
             CASE WHEN way.stage = peticiones.estado AND peticiones.cerrada_at IS NOT NULL
                  THEN peticiones.cerrada_at ELSE peticiones.asignado_at END
      FROM peticiones
      CROSS JOIN unnest(ARRAY['asignada', 'presupuestada', 'aceptada', 'en_produccion',
                              'entregada']) WITH ORDINALITY AS way (stage, rank)
      WHERE peticiones.asignado_at IS NOT NULL
        AND way.rank <= etapa_rank(CASE WHEN peticiones.estado = 'perdida'
                                        THEN peticiones.perdida_desde ELSE peticiones.estado END)
      ON CONFLICT DO NOTHING;
    INSERT INTO peticion_etapas (peticion_id, etapa, at)
      SELECT id, 'perdida', cerrada_at FROM peticiones WHERE estado = 'perdida'
      ON CONFLICT DO NOTHING;

    -- The business's time zone (Ajustes' "Zona horaria"): a day or a month of Informes is one of
    -- its calendar. The API checks the name against the database's own list.
    ALTER TABLE ajustes ADD COLUMN zona_horaria text NOT NULL DEFAULT 'Europe/Madrid'
      CHECK (char_length(zona_horaria) BETWEEN 1 AND 64);

    -- A saved quote line's amount in cents, before the quote's discount and IVA: the quote rule
    -- (contract/pricing.ts): the unit price to the thousandth (typed, or the cup's Euro, Metalicos
    -- with a metallic print, plus the print's venta_real), times the units, to the cent, halves
    -- away from zero. Immutable: it reads only the line the snapshot kept.
    CREATE FUNCTION presupuesto_linea_cents(line jsonb) RETURNS bigint
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT (round(
        CASE WHEN jsonb_typeof(line -> 'unitPriceOverride') = 'number'
          THEN round((line ->> 'unitPriceOverride')::numeric, 3)
          ELSE round((line -> 'cupRow' ->> CASE WHEN line ->> 'print' IN
                   ('serigrafia_1_color_metalizado', 'serigrafia_2_colores_metalizados')
                   THEN 'Metalicos' ELSE 'Euro' END)::numeric, 3)
               + COALESCE(round((line -> 'printRow' ->> 'venta_real')::numeric, 3), 0)
        END * (line ->> 'quantity')::numeric, 2) * 100)::bigint $$;
  `,
};
