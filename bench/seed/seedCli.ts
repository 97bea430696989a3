// `npm run bench:seed`: the schema, the demo data where tables are empty, and the bench data, in
// DATABASE_URL's database or else DATA_DIR (read as the API reads it); then it exits. With
// DATA_DIR, run it while the API is stopped: the embedded database has a single writer.
import { databaseTarget, readServerConfig } from '../../server/config';
import { describeTarget } from '../../server/db/engine/open';
import { prepareDatabase } from '../../server/db/prepare';
import { BENCH_DEFAULTS, seedBenchData } from './benchData';
import { SEARCH_BENCH, seedSearchData } from './searchData';

// BENCH_SEARCH_DATA=1: the search step's database instead (searchData.ts).
const searchData = process.env.BENCH_SEARCH_DATA === '1';

const config = readServerConfig();
const target = databaseTarget(config);
const db = await prepareDatabase(target, { seedDemo: config.seedDemo });
try {
  await (searchData ? seedSearchData(db) : seedBenchData(db));
} finally {
  await db.close();
}
if (searchData) {
  console.log(
    `Search bench data in ${describeTarget(target)}: ${SEARCH_BENCH.requests} requests, ` +
      `${SEARCH_BENCH.quotes} quotes.`,
  );
} else
  console.log(
    `Bench data in ${describeTarget(target)}: ${BENCH_DEFAULTS.unassigned} unassigned requests, ` +
      `${BENCH_DEFAULTS.assigned} taken ones, ` +
      `${BENCH_DEFAULTS.priceRows} rows in ${BENCH_DEFAULTS.priceTable}, ` +
      `${BENCH_DEFAULTS.saveRows} rows in ${BENCH_DEFAULTS.saveTable}.`,
  );
