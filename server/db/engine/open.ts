// Opens the database the configuration names: a PostgreSQL server when given its URL, otherwise
// the embedded PGlite in a directory (or in memory).
import type { Database } from './database';
import { isInMemory, openPglite } from './pglite';
import { openPostgres, type PostgresTarget } from './postgres';

export type { Database, Queryable, Unlisten } from './database';
export type { PostgresTarget };
export { isInMemory };

/** A PGlite directory ('memory' or empty: in memory), or a PostgreSQL server. */
export type DatabaseTarget = string | PostgresTarget;

export function openDatabase(target: DatabaseTarget | undefined): Promise<Database> {
  return typeof target === 'object' ? openPostgres(target) : openPglite(target);
}

/** Where the data lives, for logs: a URL never shows its password. */
export function describeTarget(target: DatabaseTarget | undefined): string {
  if (typeof target !== 'object') return isInMemory(target) ? 'memory' : target;
  const url = new URL(target.url);
  if (url.password) url.password = '***';
  return url.toString();
}
