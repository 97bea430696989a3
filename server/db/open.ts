import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import { PGlite, types } from '@electric-sql/pglite';

export type Database = PGlite;
/** What a query needs: the database itself or an open transaction. */
export type Queryable = Pick<Transaction, 'query' | 'exec'>;

/** `memory` (or an empty value) keeps everything in memory; anything else is a directory on disk. */
export function isInMemory(dataDir: string | undefined): boolean {
  return !dataDir || dataDir === 'memory';
}

export async function openDatabase(dataDir: string | undefined): Promise<Database> {
  const location = isInMemory(dataDir) ? undefined : resolve(dataDir!);
  if (location) mkdirSync(location, { recursive: true });
  return PGlite.create(location, {
    parsers: {
      // Prices travel as JSON numbers; NUMERIC would otherwise arrive as strings.
      [types.NUMERIC]: (value: string) => Number(value),
      // A DATE is a calendar day: keep 'YYYY-MM-DD' instead of a midnight-UTC Date.
      [types.DATE]: (value: string) => value,
    },
  });
}
