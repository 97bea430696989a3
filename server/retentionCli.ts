// `npm run db:retention`: one run of the retention job (docs/server.md, "Retention"), for a
// scheduler: on DATABASE_URL's database while the API runs (runs take turns), else on the embedded
// one in DATA_DIR with the API stopped (one process owns it). Prints the counts; exits 1 on failure.
import { databaseTarget, readServerConfig } from './config';
import { describeTarget, openDatabase } from './db/engine/open';
import { configuredFileStore } from './archivos/configuredFileStore';
import { retentionRun } from './retention/dailyRetention';

const config = readServerConfig();
const target = databaseTarget(config);
const where = describeTarget(target);
try {
  const db = await openDatabase(target);
  const store = await configuredFileStore(config.fileStore, config.projectId);
  try {
    const { cerradas, sinAsignar, archivosBorrados, huerfanos } = await retentionRun(
      db,
      store.files,
      new Date(),
    );
    console.log(
      `${where}: retention erased the personal data of ${cerradas} closed and ` +
        `${sinAsignar} unassigned requests; ${archivosBorrados} deleted and ${huerfanos} ` +
        'orphaned files left the file store.',
    );
  } finally {
    await store.close();
    await db.close();
  }
} catch (error) {
  console.error(`db:retention failed on ${where}: ${(error as Error).message}`);
  process.exit(1);
}
