import { allPriceTables } from '../../src/features/precios/catalog';
import { seedBenchData } from './benchSeed';
import { migrate } from './migrate';
import { openDatabase, type Database } from './open';
import { registerPriceTables } from './priceRows';
import { migrations } from './schema';
import { seedDemoData } from './seed';

export type PrepareOptions = { benchSeed?: boolean };

/** Opens the database ready to serve: schema up to date, catalogue registered, demo data in place. */
export async function prepareDatabase(
  dataDir: string | undefined,
  options: PrepareOptions = {},
): Promise<Database> {
  const db = await openDatabase(dataDir);
  try {
    await migrate(db, migrations);
    await registerPriceTables(db, allPriceTables);
    await seedDemoData(db, allPriceTables);
    if (options.benchSeed) await seedBenchData(db);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}
