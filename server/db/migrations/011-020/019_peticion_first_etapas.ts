// Migration 19 (index.ts lists it): when each request first reached each stage the reports count
// (docs/decisions.md, "Informes"), kept on the request itself. `Informes` read them from there:
// one row per request instead of a pass over `peticion_etapas` grouped per request, and an
// acceptance's day without opening the history of every accepted request. Kept by the same rules
// as `peticion_etapas` (migration 14), which stays the whole history; stage names written out
// (contract/etapas.ts as it is now): a released migration never changes.
import type { Migration } from '../../migrate';

export const migration019: Migration = {
  version: 19,
  name: 'peticion_first_etapas',
  sql: `
    -- The backfill rewrites every request that has a history: on a large table longer than the
    -- statement timeout an API connection has. This migration's transaction only.
    SET LOCAL statement_timeout = 0;

    -- The first time the request was taken, quoted, accepted, delivered and lost; null until it
    -- is. Never moved later: a request moved back and forth keeps its first time.
    ALTER TABLE peticiones
      ADD COLUMN asignada_first_at      timestamptz,
      ADD COLUMN presupuestada_first_at timestamptz,
      ADD COLUMN aceptada_first_at      timestamptz,
      ADD COLUMN entregada_first_at     timestamptz,
      ADD COLUMN perdida_first_at       timestamptz;

    -- Set as the stage is written, whichever path writes it: a move sets its stage's first time
    -- if it has none. A row written already past its first stage (the demo's and the bench's)
    -- reached each stage up to its own when it was taken, as peticion_etapas_record says.
    CREATE FUNCTION peticion_first_etapas() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        DECLARE
          reached integer;
          taken timestamptz := COALESCE(NEW.asignado_at, now());
        BEGIN
          IF TG_OP = 'UPDATE' THEN
            IF NEW.estado IS NOT DISTINCT FROM OLD.estado THEN
              RETURN NEW;
            END IF;
          ELSE
            reached := etapa_rank(CASE WHEN NEW.estado = 'perdida'
                                       THEN NEW.perdida_desde ELSE NEW.estado END);
            IF reached >= 1 THEN
              NEW.asignada_first_at := COALESCE(NEW.asignada_first_at, taken);
            END IF;
            IF reached >= 2 THEN
              NEW.presupuestada_first_at := COALESCE(NEW.presupuestada_first_at, taken);
            END IF;
            IF reached >= 3 THEN
              NEW.aceptada_first_at := COALESCE(NEW.aceptada_first_at, taken);
            END IF;
            IF reached >= 5 THEN
              NEW.entregada_first_at := COALESCE(NEW.entregada_first_at, taken);
            END IF;
          END IF;
          CASE NEW.estado
            WHEN 'asignada' THEN
              NEW.asignada_first_at := COALESCE(NEW.asignada_first_at, now());
            WHEN 'presupuestada' THEN
              NEW.presupuestada_first_at := COALESCE(NEW.presupuestada_first_at, now());
            WHEN 'aceptada' THEN
              NEW.aceptada_first_at := COALESCE(NEW.aceptada_first_at, now());
            WHEN 'entregada' THEN
              NEW.entregada_first_at := COALESCE(NEW.entregada_first_at, now());
            WHEN 'perdida' THEN
              NEW.perdida_first_at := COALESCE(NEW.perdida_first_at, now());
            ELSE
              NULL;
          END CASE;
          RETURN NEW;
        END
      $$;

    -- The requests before it: their first times from the history migration 14 kept.
    UPDATE peticiones
      SET asignada_first_at = first.asignada, presupuestada_first_at = first.presupuestada,
          aceptada_first_at = first.aceptada, entregada_first_at = first.entregada,
          perdida_first_at = first.perdida
      FROM (SELECT peticion_id,
                   min(at) FILTER (WHERE etapa = 'asignada') AS asignada,
                   min(at) FILTER (WHERE etapa = 'presupuestada') AS presupuestada,
                   min(at) FILTER (WHERE etapa = 'aceptada') AS aceptada,
                   min(at) FILTER (WHERE etapa = 'entregada') AS entregada,
                   min(at) FILTER (WHERE etapa = 'perdida') AS perdida
            FROM peticion_etapas GROUP BY peticion_id) AS first
      WHERE first.peticion_id = peticiones.id;

    -- After the backfill, which writes no stage. Named to run after peticiones_cerrada_at.
    CREATE TRIGGER peticiones_first_etapas BEFORE INSERT OR UPDATE OF estado ON peticiones
      FOR EACH ROW EXECUTE FUNCTION peticion_first_etapas();

    -- The requests received within a time, with all the funnel counts of them (an index-only
    -- scan where the table is vacuumed): in place of migration 14's index on created_at alone.
    DROP INDEX peticiones_recibidas;
    CREATE INDEX peticiones_recibidas ON peticiones (created_at)
      INCLUDE (origen, estado, perdida_motivo, asignado, asignada_first_at,
               presupuestada_first_at, aceptada_first_at, entregada_first_at);
    -- The requests accepted within a time (a month's money, the cups and prints sold, the
    -- customers who accepted the most).
    CREATE INDEX peticiones_aceptadas ON peticiones (aceptada_first_at)
      INCLUDE (id, origen, asignado, telefono_clave)
      WHERE aceptada_first_at IS NOT NULL;
    -- The requests open now, by stage (En juego por etapa).
    CREATE INDEX peticiones_en_juego ON peticiones (estado) INCLUDE (id, origen, asignado)
      WHERE asignado IS NOT NULL
        AND estado IN ('asignada', 'presupuestada', 'aceptada', 'en_produccion');
    -- Each request's latest quote and its totals, from the index alone (in place of migration
    -- 5's index on the same columns without the totals).
    DROP INDEX presupuestos_by_peticion;
    CREATE INDEX presupuestos_by_peticion ON presupuestos (peticion_id, id DESC)
      INCLUDE (base_cents, total_cents);

    -- A quote line's amount (migration 14), the same rule, no longer STRICT: a null line gives
    -- null all the same, and a function that is not STRICT is written into the query that calls
    -- it (inlined), instead of being called once per line sold.
    CREATE OR REPLACE FUNCTION presupuesto_linea_cents(line jsonb) RETURNS bigint
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
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
