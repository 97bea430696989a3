import type { Database } from './engine/open';

/** A change of the schema: its number, what it does, and its SQL (server/db/migrations/). */
export type Migration = { version: number; name: string; sql: string };

/** Applies, each in its own transaction, the migrations this database has not seen yet. */
export async function migrate(db: Database, all: readonly Migration[]): Promise<number[]> {
  await db.exec(`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version    integer PRIMARY KEY,
      name       text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  const pending = [...all]
    .sort((a, b) => a.version - b.version)
    .filter((m) => !applied.has(m.version));
  for (const migration of pending) {
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    });
  }
  return pending.map((m) => m.version);
}
