// What a spec of one migration starts from: an empty database of the project's engine of each
// test's own, migrated up to the migration under test and not through it, so that the test can
// write rows as the older schema allowed them, then take the migration.
import { test } from '@playwright/test';
import { openDatabase, type Database } from '../../../server/db/engine/open';
import { migrate } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations';
import { emptyTestDatabase, type TestDatabaseTarget } from '../../support/testDatabase';

/** The test's database, and the migrations still to take on it. */
export type DatabaseBeforeMigration = {
  readonly db: Database;
  /** Takes the migration under test (none after it); answers the versions taken. */
  takeMigration(): Promise<number[]>;
  /** Takes every migration left; answers the versions taken. */
  takeAll(): Promise<number[]>;
};

/**
 * Registers the file's hooks: before each test, a new database migrated through the migrations
 * before `version`; after it, closed and dropped. Call at the top level of a spec.
 */
export function databaseBeforeMigration(version: number): DatabaseBeforeMigration {
  let empty: TestDatabaseTarget | undefined;
  let db: Database | undefined;
  test.beforeEach(async () => {
    test.setTimeout(60_000);
    empty = await emptyTestDatabase();
    db = await openDatabase(empty.target);
    await migrate(
      db,
      migrations.filter((migration) => migration.version < version),
    );
  });
  test.afterEach(async () => {
    await db?.close();
    await empty?.dispose();
  });
  const opened = () => {
    if (!db) throw new Error('No database yet: call databaseBeforeMigration() at top level.');
    return db;
  };
  return {
    get db() {
      return opened();
    },
    takeMigration: () =>
      migrate(
        opened(),
        migrations.filter((migration) => migration.version <= version),
      ),
    takeAll: () => migrate(opened(), migrations),
  };
}
