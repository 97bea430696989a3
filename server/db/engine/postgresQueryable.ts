// A node-postgres pool or client as the API's Queryable.
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
