// `npm run bench:seed`: the schema, the demo data where tables are empty, and the bench data, in
// DATABASE_URL's database or else DATA_DIR (read as the API reads it); then it exits. With
// DATA_DIR, run it while the API is stopped: the embedded database has a single writer.
import { databaseTarget, readServerConfig } from '../../server/config';
import { describeTarget } from '../../server/db/engine/open';
import { prepareDatabase } from '../../server/db/prepare';
import { BENCH_DEFAULTS, seedBenchData } from './benchData';

const config = readServerConfig();
const target = databaseTarget(config);
const db = await prepareDatabase(target, { seedDemo: config.seedDemo });
try {
  await seedBenchData(db);
} finally {
  await db.close();
}
console.log(
  `Bench data in ${describeTarget(target)}: ${BENCH_DEFAULTS.unassigned} unassigned requests, ` +
    `${BENCH_DEFAULTS.assigned} taken ones, ` +
    `${BENCH_DEFAULTS.priceRows} rows in ${BENCH_DEFAULTS.priceTable}, ` +
    `${BENCH_DEFAULTS.saveRows} rows in ${BENCH_DEFAULTS.saveTable}.`,
);
