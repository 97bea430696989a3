// An embedded database's backup into a DATA_DIR that does not exist yet or is empty, all or
// nothing (docs/server.md, "Backups"): the whole file is checked, the database is made and opened
// in a directory beside it, and only then takes DATA_DIR's place. A failure leaves DATA_DIR as
// it was and nothing beside it.
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, readFile, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { DamagedBackup } from './restoreErrors';
import { tarEntries } from './tarArchive';
import { pgliteExtensions } from '../../server/db/engine/pglite';

/** The data directory's archive, decompressed and checked whole: gzip's checksum and length, then the tar. */
async function readArchive(file: string): Promise<Buffer> {
  let archive: Buffer;
  try {
    archive = gunzipSync(await readFile(file));
  } catch (error) {
    throw new DamagedBackup(file, `gzip: ${(error as Error).message}`);
  }
  const entries = tarEntries(archive);
  if ('problem' in entries) throw new DamagedBackup(file, entries.problem);
  if (!entries.names.some((name) => name.replace(/^\//, '') === 'PG_VERSION')) {
    throw new DamagedBackup(file, 'the archive holds no database directory');
  }
  return archive;
}

/** Makes the database from the archive in `dir` and opens it once: it must start and hold the schema. */
async function makeDatabase(file: string, archive: Buffer, dir: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite');
  let pg: Awaited<ReturnType<typeof PGlite.create>> | undefined;
  try {
    pg = await PGlite.create(dir, {
      loadDataDir: new Blob([archive]),
      extensions: await pgliteExtensions(),
    });
    await pg.query('SELECT max(version) FROM schema_migrations');
  } catch (error) {
    throw new DamagedBackup(file, `the database in it does not open: ${(error as Error).message}`);
  } finally {
    await pg?.close();
  }
}

export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const existed = existsSync(dataDir);
  if (existed && readdirSync(dataDir).length > 0) {
    throw new Error(`${dataDir} is not empty: restore into a new DATA_DIR`);
  }
  const archive = await readArchive(file);
  const making = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${process.pid}`);
  await rm(making, { recursive: true, force: true });
  await mkdir(making, { recursive: true });
  try {
    await makeDatabase(file, archive, making);
    if (existed) await rmdir(dataDir);
    try {
      await rename(making, dataDir);
    } catch (error) {
      if (existed) await mkdir(dataDir);
      throw error;
    }
  } finally {
    await rm(making, { recursive: true, force: true });
  }
}
