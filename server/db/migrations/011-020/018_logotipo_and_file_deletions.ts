// Migration 18 (index.ts lists it): the settings' `Logotipo` may be an SVG too and up to
// LOGOTIPO_MAX_BYTES (contract/ajustes.ts), its bytes and type set or cleared together; and the
// ids of request files whose rows were deleted, written by the deleting transaction itself, so an
// object store removes their bytes once it has committed (docs/decisions.md, "Files"). Written out:
// a released migration never changes.
import type { Migration } from '../../migrate';

export const migration018: Migration = {
  version: 18,
  name: 'logotipo and file deletions',
  sql: `
    -- Drop and re-add: a CHECK cannot be altered.
    ALTER TABLE ajustes DROP CONSTRAINT ajustes_logotipo_check;
    ALTER TABLE ajustes DROP CONSTRAINT ajustes_logotipo_tipo_check;
    ALTER TABLE ajustes
      ADD CONSTRAINT ajustes_logotipo_check CHECK (octet_length(logotipo) BETWEEN 1 AND 262144),
      ADD CONSTRAINT ajustes_logotipo_tipo_check
        CHECK (logotipo_tipo IN ('image/png', 'image/jpeg', 'image/svg+xml')),
      ADD CONSTRAINT ajustes_logotipo_whole CHECK ((logotipo IS NULL) = (logotipo_tipo IS NULL));

    -- A file's row deleted (an erasure, the retention job, its request deleted): its id waits here
    -- until the file store has removed its bytes. Rolled back with the deletion, so a store never
    -- removes the bytes of a row that is still there.
    CREATE TABLE archivo_borrados (
      archivo_id integer PRIMARY KEY,
      deleted_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE FUNCTION archivo_borrado() RETURNS trigger
      LANGUAGE plpgsql SET search_path = public
      AS $$
      BEGIN
        INSERT INTO archivo_borrados (archivo_id) VALUES (OLD.id) ON CONFLICT DO NOTHING;
        RETURN OLD;
      END $$;

    CREATE TRIGGER peticion_archivos_borrado AFTER DELETE ON peticion_archivos
      FOR EACH ROW EXECUTE FUNCTION archivo_borrado();
  `,
};
