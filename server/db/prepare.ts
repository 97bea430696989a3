import { migrate } from './migrate';
import { openDatabase, type Database, type DatabaseTarget } from './engine/open';
import { registerTablas } from './tablas/priceRows';
import { migrations } from './migrations';
import { seedDemoData } from './demo/seed';

export type PrepareOptions = {
  /**
   * Fill empty tables with the demo data. Default: yes for the embedded database, no for a
   * PostgreSQL server (a real database never gets made-up customers unless asked for).
   */
  seedDemo?: boolean;
};

export type Prepared = { migrated: number[]; demoSeeded: boolean };

/** 'vaso' in ASCII: the advisory lock every instance takes while it brings the schema up to date. */
export const PREPARE_LOCK_KEY = 0x7661736f;

/**
 * Schema up to date, catalogue registered, and the requested data in place. Several API instances
 * starting together on one database take turns: the first migrates, the others find it done.
 */
export async function prepareSchema(db: Database, options: PrepareOptions = {}): Promise<Prepared> {
  const demoSeeded = options.seedDemo ?? db.engine === 'pglite';
  return db.withAdvisoryLock(PREPARE_LOCK_KEY, async () => {
    const migrated = await migrate(db, migrations);
    await registerTablas(db);
    if (demoSeeded) await seedDemoData(db);
    return { migrated, demoSeeded };
  });
}

/** Opens the database ready to serve (see prepareSchema). */
export async function prepareDatabase(
  target: DatabaseTarget | undefined,
  options: PrepareOptions = {},
): Promise<Database> {
  const db = await openDatabase(target);
  try {
    await prepareSchema(db, options);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
