// `npm run server:bench-seed`: adds the bench data to DATA_DIR (default .data/db) and exits.
// Run it while the server is stopped: the database has a single writer.
import { readServerConfig } from './config';
import { BENCH_DEFAULTS } from './db/benchSeed';
import { prepareDatabase } from './db/prepare';

const { dataDir } = readServerConfig();
const db = await prepareDatabase(dataDir, { benchSeed: true });
await db.close();
console.log(
  `Bench data in ${dataDir}: ${BENCH_DEFAULTS.unassigned} unassigned requests, ` +
    `${BENCH_DEFAULTS.priceRows} rows in ${BENCH_DEFAULTS.priceTable}, ` +
    `${BENCH_DEFAULTS.saveRows} rows in ${BENCH_DEFAULTS.saveTable}.`,
);
