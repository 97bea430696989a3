// `npm run db:backup -- <file>`: a copy of the API's database in one file. PostgreSQL
// (DATABASE_URL): pg_dump's custom format, taken while the API runs. The embedded database
// (DATA_DIR): PGlite's own dump of its directory, taken with the API stopped (one process owns
// it). `npm run db:restore` brings either back (docs/server.md, Backups).
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { backupTarget, postgresTool, run } from './engineTools';
import { pgliteExtensions } from '../../server/db/engine/pglite';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:backup -- <file>   (DATABASE_URL, else DATA_DIR)');
  process.exit(2);
}

try {
  const target = backupTarget();
  if (target.engine === 'postgres') {
    // -Fc: compressed, and pg_restore can restore it whole or in part, in any order.
    await run(postgresTool('pg_dump'), ['-Fc', '--no-owner', '-f', resolve(file), target.url]);
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const pg = await PGlite.create(resolve(target.dir), { extensions: await pgliteExtensions() });
    try {
      const dump = await pg.dumpDataDir('gzip');
      await writeFile(resolve(file), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
  }
  console.log(
    `Backed up the ${target.engine === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${file}.`,
  );
} catch (error) {
  console.error(`db:backup failed: ${(error as Error).message}`);
  process.exit(1);
}
