// A node-postgres pool or client as the API's Queryable, and a transaction on one of its connections.
import type pg from 'pg';
import type { Queryable } from './database';

export function queryable(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- Queryable's: the caller names its rows' type
    async query<T>(sql: string, params?: readonly unknown[]) {
      const { rows } = await target.query(sql, params as unknown[] | undefined);
      return { rows: rows as T[] };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol: several statements are fine.
      await target.query(sql);
    },
  };
}

/**
 * A connection of the pool (`connect` is called before this yields), in a transaction started by
 * `begin` (statements in one round trip; `read` gets the last one's rows): committed, or rolled
 * back on error, and the connection given back (closed if it broke).
 */
export async function inTransaction<T>(
  connect: () => Promise<pg.PoolClient>,
  begin: string,
  read: (tx: Queryable, begun: Record<string, unknown>[]) => Promise<T>,
): Promise<T> {
  const client = await connect();
  let broken: Error | undefined;
  try {
    // Without parameters node-postgres uses the simple protocol: several statements answer one
    // result each, a single one a result alone.
    const begun = (await client.query(begin)) as unknown as pg.QueryResult | pg.QueryResult[];
    const last = Array.isArray(begun) ? begun[begun.length - 1] : begun;
    const result = await read(queryable(client), last.rows as Record<string, unknown>[]);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client
      .query('ROLLBACK')
      .catch((rollbackError: unknown) => (broken = rollbackError as Error));
    throw error;
  } finally {
    // A connection that could not even roll back is closed rather than handed out again.
    client.release(broken);
  }
}
