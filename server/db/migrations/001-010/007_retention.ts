// Migration 7 (index.ts lists it): how long customers' data is kept, and since when a
// request is closed (docs/server.md, "Retention"). Stages and defaults written out (contract/etapas.ts,
// contract/clienteDatos.ts as they are now): a released migration never changes.
import type { Migration } from '../../migrate';

export const migration007: Migration = {
  version: 7,
  name: 'retention periods and closing times',
  sql: `
    -- Months after which the personal data of closed requests, and of requests nobody took, is
    -- erased: Ajustes' "Conservar peticiones cerradas (meses)" and "… sin asignar (meses)".
    ALTER TABLE ajustes
      ADD COLUMN conservar_cerradas_meses integer NOT NULL DEFAULT 24
        CHECK (conservar_cerradas_meses BETWEEN 1 AND 120),
      ADD COLUMN conservar_sin_asignar_meses integer NOT NULL DEFAULT 12
        CHECK (conservar_sin_asignar_meses BETWEEN 1 AND 120);

    -- When the request reached 'entregada' or 'perdida'; null while it is not closed.
    ALTER TABLE peticiones ADD COLUMN cerrada_at timestamptz;
    -- Requests closed already: their latest stage change (the one that closed them), else their
    -- latest write the change feed still holds, else when they were taken, else received.
    UPDATE peticiones SET cerrada_at = COALESCE(
      (SELECT max(at) FROM audit_log
       WHERE action = 'stage_change' AND tabla IS NULL AND target = peticiones.id::text),
      (SELECT max(at) FROM peticion_changes WHERE peticion_id = peticiones.id),
      asignado_at,
      created_at)
    WHERE estado IN ('entregada', 'perdida');

    -- Kept by the database on every write, whichever path writes: set when a request enters a
    -- closed stage (a row inserted closed may bring its own time), kept while it stays closed,
    -- cleared when it leaves (reopened, given back).
    CREATE FUNCTION peticion_cerrada_at() RETURNS trigger
      LANGUAGE plpgsql
      AS $$
        BEGIN
          IF NEW.estado NOT IN ('entregada', 'perdida') THEN
            NEW.cerrada_at := NULL;
          ELSIF TG_OP = 'INSERT' THEN
            NEW.cerrada_at := COALESCE(NEW.cerrada_at, now());
          ELSIF OLD.estado NOT IN ('entregada', 'perdida') THEN
            NEW.cerrada_at := now();
          ELSE
            NEW.cerrada_at := COALESCE(NEW.cerrada_at, OLD.cerrada_at);
          END IF;
          RETURN NEW;
        END
      $$;
    CREATE TRIGGER peticiones_cerrada_at BEFORE INSERT OR UPDATE ON peticiones
      FOR EACH ROW EXECUTE FUNCTION peticion_cerrada_at();
    ALTER TABLE peticiones ADD CONSTRAINT peticiones_cerrada_at_check
      CHECK ((estado IN ('entregada', 'perdida')) = (cerrada_at IS NOT NULL));
    -- The retention job reads the requests closed before a time.
    CREATE INDEX peticiones_cerradas ON peticiones (cerrada_at) WHERE cerrada_at IS NOT NULL;
  `,
};
