// What a backup file holds, readable: the embedded database's archive decompressed (every file of
// its directory, the write-ahead log included), PostgreSQL's custom format as the SQL it restores.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { postgresTool } from '../../../scripts/db/engineTools';
import type { Database } from '../../../server/db/engine/open';

export async function backupContents(engine: 'pglite' | 'postgres', file: string): Promise<Buffer> {
  if (engine === 'pglite') return gunzipSync(await readFile(file));
  const { stdout } = await promisify(execFile)(postgresTool('pg_restore'), ['-f', '-', file], {
    encoding: 'buffer',
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout;
}

/** How many times `text` occurs in `bytes` (as UTF-8). */
export function occurrences(bytes: Buffer, text: string): number {
  const needle = Buffer.from(text);
  let count = 0;
  for (let at = bytes.indexOf(needle); at >= 0; at = bytes.indexOf(needle, at + 1)) count++;
  return count;
}

/**
 * The files of the tables, their TOAST and their indexes on a PostgreSQL server, as they are on
 * its disk after a checkpoint (reading them needs a superuser, as the tests' server has).
 */
export async function tableFiles(db: Database, tables: readonly string[]): Promise<Buffer> {
  await db.exec('CHECKPOINT');
  const { rows } = await db.query<{ bytes: Buffer }>(
    `WITH own AS (SELECT oid, reltoastrelid FROM pg_class WHERE relname = ANY($1::text[])),
          rels AS (
            SELECT oid FROM own
            UNION SELECT reltoastrelid FROM own WHERE reltoastrelid <> 0
            UNION SELECT indexrelid FROM pg_index WHERE indrelid IN (SELECT oid FROM own)
              OR indrelid IN (SELECT reltoastrelid FROM own))
     SELECT pg_read_binary_file(pg_relation_filepath(oid)) AS bytes FROM rels`,
    [tables],
  );
  return Buffer.concat(rows.map((row) => row.bytes));
}
