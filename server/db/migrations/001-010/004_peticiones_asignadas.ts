// Migration 4 (index.ts lists it): taken requests' stages, notes and follow-ups, the phone key and
// the change feed. Stages, reasons and limits are written out (contract/etapas.ts,
// contract/peticionesAsignadas.ts as they are now): a released migration never changes, so a later change of
// the contract is a new one. Its SQL keeps the indentation it was released with.
import type { Migration } from '../../migrate';

export const migration004: Migration = {
  version: 4,
  name: 'taken requests: stages, notes, follow-ups and the change feed',
  sql: `
      -- The actions of a taken request's way join the audit log's (drop and re-add: a CHECK cannot
      -- be altered).
      ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
      ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check
        CHECK (action IN ('price_update', 'assignment', 'user_created', 'user_deactivated',
                          'user_reactivated', 'stage_change', 'release', 'reassignment', 'note',
                          'follow_up'));
      -- A request's own history is read by its id (the detail's activity).
      CREATE INDEX audit_log_by_target ON audit_log (target, id DESC);

      -- A taken request's estado is its stage; an unassigned one is 'nueva' or 'pendiente'.
      -- Existing values are mapped (docs/decisions.md, "Taken requests"), and every value that
      -- changes leaves an audit entry by 'sistema' with the old one, so nothing is lost.
      ALTER TABLE peticiones DROP CONSTRAINT peticiones_estado_check;
      WITH mapped AS (
        SELECT id, estado AS old,
               CASE
                 WHEN asignado IS NULL AND estado IN ('nueva', 'pendiente') THEN estado
                 WHEN asignado IS NULL THEN 'pendiente'
                 WHEN estado = 'cerrada' THEN 'entregada'
                 WHEN estado IN ('nueva', 'pendiente') THEN 'asignada'
                 ELSE estado
               END AS new
        FROM peticiones
      ), changed AS (
        UPDATE peticiones SET estado = mapped.new
        FROM mapped
        WHERE peticiones.id = mapped.id AND mapped.new <> mapped.old
        RETURNING peticiones.id, mapped.old, mapped.new
      )
      INSERT INTO audit_log (actor_uid, actor_email, action, target, changes)
      SELECT 'sistema', NULL, 'stage_change', id::text,
             jsonb_build_array(jsonb_build_object('field', 'estado', 'from', old, 'to', new))
      FROM changed
      ORDER BY changed.id;

      -- The phone as a key to find a customer's other requests: only its digits, without Spain's
      -- prefix (+34, 0034, or 34 before nine digits), so '+34 612 345 678', '0034612345678' and
      -- '612-345-678' are one customer. Fewer than six digits is no phone. The rule lives only
      -- here (docs/server.md, "The customer's other requests").
      CREATE FUNCTION phone_key(telefono text) RETURNS text
        LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
        AS $$
          SELECT CASE WHEN char_length(local) >= 6 THEN local END
          FROM (
            SELECT replace(CASE
                             WHEN kept LIKE '+34%' THEN substr(kept, 4)
                             WHEN kept LIKE '0034%' THEN substr(kept, 5)
                             WHEN kept ~ '^34[0-9]{9}$' THEN substr(kept, 3)
                             ELSE kept
                           END, '+', '') AS local
            FROM (SELECT regexp_replace(telefono, '[^0-9+]', '', 'g') AS kept) AS digits
          ) AS without_prefix
        $$;

      ALTER TABLE peticiones
        -- Raised by one on every write of a taken request's way (and on taking it), so a client
        -- says which version it saw and a stale write is refused instead of undoing a colleague's.
        ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
        -- Why and from which stage a request was lost, while it is 'perdida'.
        ADD COLUMN perdida_desde text
          CHECK (perdida_desde IN ('asignada', 'presupuestada', 'aceptada', 'en_produccion',
                                   'entregada')),
        ADD COLUMN perdida_motivo text
          CHECK (perdida_motivo IN ('precio', 'plazo', 'sin_respuesta', 'otro')),
        ADD COLUMN perdida_texto text
          CHECK (char_length(perdida_texto) BETWEEN 1 AND 500
                 AND perdida_texto ~ '[^[:space:]]'),
        ADD COLUMN proximo_seguimiento date,
        ADD COLUMN telefono_clave text
          GENERATED ALWAYS AS (phone_key(cliente ->> 'telefono')) STORED,
        ADD CONSTRAINT peticiones_estado_check CHECK (
          CASE WHEN asignado IS NULL THEN estado IN ('nueva', 'pendiente')
               ELSE estado IN ('asignada', 'presupuestada', 'aceptada', 'en_produccion',
                               'entregada', 'perdida')
          END),
        -- The lost information is there exactly while the request is lost, the text exactly
        -- with the reason 'otro'.
        ADD CONSTRAINT peticiones_perdida_check CHECK (
          (estado = 'perdida') = (perdida_desde IS NOT NULL)
          AND (perdida_desde IS NULL) = (perdida_motivo IS NULL)),
        ADD CONSTRAINT peticiones_perdida_texto_otro_check CHECK (
          (perdida_texto IS NOT NULL) = (perdida_motivo IS NOT DISTINCT FROM 'otro')),
        -- Only a taken request is followed up.
        ADD CONSTRAINT peticiones_seguimiento_check CHECK (
          asignado IS NOT NULL OR proximo_seguimiento IS NULL);

      -- The board lists every taken request, most recently taken first.
      CREATE INDEX peticiones_asignadas ON peticiones (asignado_at DESC, id DESC)
        WHERE asignado IS NOT NULL;
      CREATE INDEX peticiones_por_telefono ON peticiones (telefono_clave, created_at DESC)
        WHERE telefono_clave IS NOT NULL;

      -- Notes on a request: only ever added and read, never changed or deleted.
      CREATE TABLE peticion_notas (
        id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        peticion_id integer NOT NULL REFERENCES peticiones (id),
        autor_uid   text NOT NULL CHECK (autor_uid <> ''),
        autor_email text,
        texto       text NOT NULL
                    CHECK (char_length(texto) BETWEEN 1 AND 2000 AND texto ~ '[^[:space:]]'),
        at          timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX peticion_notas_by_peticion ON peticion_notas (peticion_id, id DESC);

      -- The change feed: one row per write of a request, its position given in commit order
      -- (server/db/peticionChanges.ts says how), so an events stream resumes after the last
      -- position its client saw. Kept for 7 days. 'at' is the clock when the position was given:
      -- it grows with the position.
      CREATE TABLE peticion_changes (
        position    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        peticion_id integer NOT NULL REFERENCES peticiones (id),
        at          timestamptz NOT NULL DEFAULT clock_timestamp()
      );
      -- One row: every position up to pruned_through has been pruned (positions may have gaps,
      -- so the oldest kept one cannot tell), and when pruning last ran.
      CREATE TABLE peticion_feed (
        single         boolean PRIMARY KEY DEFAULT true CHECK (single),
        pruned_through bigint NOT NULL DEFAULT 0,
        pruned_at      timestamptz NOT NULL DEFAULT '-infinity'
      );
      INSERT INTO peticion_feed DEFAULT VALUES;
    `,
};
