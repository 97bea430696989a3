// Which requests a search's text finds, newest first, read in a time that depends on neither how
// many requests match nor how many there are (docs/server.md, "Search").
import type { Queryable } from '../engine/open';

/**
 * How many of the newest requests are read first. A text that matches often (`luc`, `vasos`) finds
 * its rows among them; a rare one (`0034`, a phone's first digits) is then looked up in the trigram
 * index, where its few matches cost little. Either way, at most this many rows are read in order.
 */
export const RECENT_WINDOW = 2000;

/** The searchable column, kept by the database (migration 10). */
export type SearchColumn = 'busqueda' | 'busqueda_cliente';

/** `column LIKE search_fold($n)` for each pattern, from parameter `first` on. */
export const matchAll = (column: SearchColumn, patterns: readonly string[], first: number) =>
  patterns.map((_, i) => `${column} LIKE search_fold($${first + i})`).join(' AND ');

/**
 * The ids of the `limit` newest requests (not erased, and with a customer when `withCliente`)
 * whose `column` matches every pattern. `recentRows` is RECENT_WINDOW but in tests.
 *
 * One `ORDER BY id DESC LIMIT` query leaves the planner to guess how common the text is, and a
 * wrong guess either way is slow: walking the key backwards past 100,000 rows for a text that
 * matches none of them, or fetching every one of 100,000 matches from the index to keep ten. So
 * the newest RECENT_WINDOW requests are read first; only a text they hold too few of is looked up
 * through the index, all its matches at once (MATERIALIZED keeps the planner from walking the
 * key instead).
 */
export async function newestMatching(
  db: Queryable,
  column: SearchColumn,
  patterns: readonly string[],
  limit: number,
  withCliente = false,
  recentRows = RECENT_WINDOW,
): Promise<number[]> {
  if (!patterns.length) return [];
  const where = `NOT suprimida ${withCliente ? 'AND cliente_id IS NOT NULL' : ''}
                 AND ${matchAll(column, patterns, 2)}`;
  const recent = await db.query<{ id: number }>(
    `SELECT id FROM (SELECT id, suprimida, cliente_id, ${column} FROM peticiones
                     ORDER BY id DESC LIMIT ${recentRows}) AS peticiones
     WHERE ${where}
     ORDER BY id DESC
     LIMIT $1`,
    [limit, ...patterns],
  );
  if (recent.rows.length === limit) return recent.rows.map(({ id }) => id);
  const all = await db.query<{ id: number }>(
    `WITH found AS MATERIALIZED (SELECT id FROM peticiones WHERE ${where})
     SELECT id FROM found ORDER BY id DESC LIMIT $1`,
    [limit, ...patterns],
  );
  return all.rows.map(({ id }) => id);
}

/** `IN ($first, …)` over `ids`, which must not be empty. */
export const idList = (ids: readonly number[], first: number) =>
  `(${ids.map((_, i) => `$${first + i}`).join(', ')})`;
