// A pg_dump backup into DATABASE_URL's database, all or nothing (docs/server.md, "Backups"): the
// whole archive is read before anything is touched, then restored in one transaction.
import { devNull } from 'node:os';
import { DamagedBackup, RestoreFailed } from './restoreErrors';
import { postgresTool, run } from './engineTools';

/**
 * Reads every part of the archive, its data decompressed, writing the SQL nowhere: a truncated
 * archive or one whose compressed data is damaged fails here, before the database is touched.
 */
async function readWhole(file: string): Promise<void> {
  try {
    await run(postgresTool('pg_restore'), ['-f', devNull, file]);
  } catch (error) {
    throw new DamagedBackup(file, (error as Error).message);
  }
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  await readWhole(file);
  try {
    // --single-transaction: the drops of --clean and everything restored commit together, or
    // nothing does. Damage the read above cannot see (the archive's table of contents is not
    // compressed) fails a statement, which rolls the whole restore back.
    await run(postgresTool('pg_restore'), [
      '--single-transaction',
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      '-d',
      url,
      file,
    ]);
  } catch (error) {
    throw new RestoreFailed(file, (error as Error).message);
  }
}
