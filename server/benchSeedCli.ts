// `npm run server:bench-seed`: adds the bench data to DATABASE_URL's database, or else to DATA_DIR
// (default .data/db), and exits. With DATA_DIR, run it while the server is stopped: the embedded
// database has a single writer.
import { databaseTarget, readServerConfig } from './config';
import { BENCH_DEFAULTS } from './db/benchSeed';
import { describeTarget } from './db/open';
import { prepareDatabase } from './db/prepare';

const config = readServerConfig();
const target = databaseTarget(config);
const db = await prepareDatabase(target, { seedDemo: config.seedDemo, benchSeed: true });
await db.close();
console.log(
  `Bench data in ${describeTarget(target)}: ${BENCH_DEFAULTS.unassigned} unassigned requests, ` +
    `${BENCH_DEFAULTS.priceRows} rows in ${BENCH_DEFAULTS.priceTable}, ` +
    `${BENCH_DEFAULTS.saveRows} rows in ${BENCH_DEFAULTS.saveTable}.`,
);
