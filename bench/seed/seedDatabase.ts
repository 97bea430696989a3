// Puts the demo and bench data into a database before an API is started on it, in a process of
// its own (seedCli.ts): the API never seeds the bench's data, and the 10,000 requests built here
// stay out of the memory of the API being measured.
import { join } from 'node:path';
import { ROOT } from '../../scripts/stack';
import {
  spawnManaged,
  type ManagedProcess,
  type SpawnOptions,
} from '../../scripts/stack/managedProcess';

export type SeedTarget = {
  /** In logs and errors. */
  name: string;
  /** The embedded database's directory; ignored when databaseUrl is given. */
  dataDir: string;
  databaseUrl?: string;
  /** The search step's data (searchData.ts) instead of the bench's. */
  searchData?: boolean;
  onLine?: SpawnOptions['onLine'];
  /** Receives the seed's process as it starts, so that an interrupted bench stops it too. */
  track?: (seed: ManagedProcess) => void;
};

/** Resolves once the data is in; rejects with the seed's last output lines if it failed. */
export async function seedBenchDatabase(target: SeedTarget): Promise<void> {
  const args = ['--import', 'tsx', join(ROOT, 'bench', 'seed', 'seedCli.ts')];
  const seed = spawnManaged(target.name, process.execPath, args, {
    cwd: ROOT,
    env: {
      DATA_DIR: target.dataDir,
      // Always explicit: a DATABASE_URL in the caller's shell must not pick the database.
      DATABASE_URL: target.databaseUrl ?? '',
      SEED_DEMO: '1',
      BENCH_SEARCH_DATA: target.searchData ? '1' : '',
    },
    onLine: target.onLine,
  });
  target.track?.(seed);
  const { code, signal } = await seed.exited;
  if (code !== 0) throw new Error(`${seed.name} failed (${signal ?? code}):\n${seed.tail()}`);
}
