// `npm run db:restore -- <file>`: a backup of `npm run db:backup` into the database the
// environment names, all or nothing (docs/server.md, "Backups"). PostgreSQL (DATABASE_URL):
// pg_restore in one transaction, replacing what the backup holds (a new, empty database is the
// safe choice). The embedded database (DATA_DIR): a directory that does not exist yet or is empty,
// never one with data in it. A truncated or damaged file is refused before anything is touched.
import { resolve } from 'node:path';
import { backupTarget } from './engineTools';
import { restorePglite } from './restorePglite';
import { restorePostgres } from './restorePostgres';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <file>   (into DATABASE_URL, else DATA_DIR)');
  process.exit(2);
}

try {
  const target = backupTarget();
  if (target.engine === 'postgres') await restorePostgres(target.url, resolve(file));
  else await restorePglite(resolve(target.dir), resolve(file));
  console.log(
    `Restored ${file} into the ${target.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`,
  );
} catch (error) {
  console.error(`db:restore failed: ${(error as Error).message}`);
  process.exit(1);
}
