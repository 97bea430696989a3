// What a refused request must leave as it was: how many requests, audit entries and quotes there
// are, how many requests are unassigned, every price row's version and the settings.
import type { Database } from '../../../../server/db/engine/open';

export async function databaseSnapshot(db: Database): Promise<string> {
  const { rows } = await db.query(`
    SELECT (SELECT count(*) FROM peticiones) AS peticiones,
           (SELECT count(*) FROM peticiones WHERE asignado IS NULL) AS sin_asignar,
           (SELECT count(*) FROM audit_log) AS audit,
           (SELECT count(*) FROM presupuestos) AS presupuestos,
           (SELECT to_jsonb(ajustes) FROM ajustes) AS ajustes,
           (SELECT string_agg(table_key || '/' || id || '@' || version, ',' ORDER BY table_key, id)
              FROM serigrafia_rows) AS serigrafia,
           (SELECT string_agg(table_key || '/' || id || '@' || version, ',' ORDER BY table_key, id)
              FROM vaso_rows) AS vasos`);
  return JSON.stringify(rows[0]);
}
