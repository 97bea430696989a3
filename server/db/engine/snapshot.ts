import type { Database, Queryable } from './open';

/**
 * Runs `read` in a read-only REPEATABLE READ transaction: every statement in it sees the database
 * as it was at its first one, so a list and the feed position read together agree.
 */
export function inSnapshot<T>(db: Database, read: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(read, { readOnlySnapshot: true });
}
