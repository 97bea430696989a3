// `npm run db:restore -- <file>`: a backup of `npm run db:backup` into the database the
// environment names. PostgreSQL (DATABASE_URL): pg_restore, replacing what the backup holds (a new,
// empty database is the safe choice). The embedded database (DATA_DIR): a directory that does not
// exist yet or is empty, never one with data in it.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { backupTarget, postgresTool, run } from './engineTools';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- <file>   (into DATABASE_URL, else DATA_DIR)');
  process.exit(2);
}

try {
  const target = backupTarget();
  if (target.engine === 'postgres') {
    await run(postgresTool('pg_restore'), [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--exit-on-error',
      '-d',
      target.url,
      resolve(file),
    ]);
  } else {
    const dir = resolve(target.dir);
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      throw new Error(`${target.dir} is not empty: restore into a new DATA_DIR`);
    }
    mkdirSync(dir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create(dir, { loadDataDir: new Blob([await readFile(resolve(file))]) });
    await pg.close();
  }
  console.log(
    `Restored ${file} into the ${target.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database.`,
  );
} catch (error) {
  console.error(`db:restore failed: ${(error as Error).message}`);
  process.exit(1);
}
