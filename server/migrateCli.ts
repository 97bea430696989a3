// `npm run db:migrate`: brings DATABASE_URL's schema up to date and exits, e.g. before a deploy.
// SEED_DEMO=1 also fills empty tables with the demo data; nothing else is ever seeded here.
// Safe while API instances run or start: they all take turns on the same advisory lock.
import { databaseTarget, readServerConfig } from './config';
import { describeTarget, openDatabase } from './db/engine/open';
import { prepareSchema } from './db/prepare';

const config = readServerConfig();
if (!config.databaseUrl) {
  console.error(
    'db:migrate needs DATABASE_URL=postgres://user:password@host:port/database ' +
      '(the embedded database migrates itself when the API starts).',
  );
  process.exit(2);
}

const target = databaseTarget(config);
const where = describeTarget(target);
try {
  const db = await openDatabase(target);
  try {
    const { migrated, demoSeeded } = await prepareSchema(db, {
      seedDemo: config.seedDemo === true,
    });
    console.log(
      migrated.length
        ? `${where}: applied migration${migrated.length > 1 ? 's' : ''} ${migrated.join(', ')}.`
        : `${where}: the schema was already up to date.`,
    );
    if (demoSeeded) console.log(`${where}: demo data in every table that was empty.`);
  } finally {
    await db.close();
  }
} catch (error) {
  console.error(`db:migrate failed on ${where}: ${(error as Error).message}`);
  process.exit(1);
}
