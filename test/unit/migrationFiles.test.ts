import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Migration } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';

// The migrations of server/db/migrations/: one file per change, numbered in order, and never edited
// once released (docs/server.md, "The schema and its migrations").
const DIR = join(__dirname, '..', '..', 'server', 'db', 'migrations');
const FILE_NAME = /^(\d{3})_[a-z0-9]+(?:_[a-z0-9]+)*\.ts$/;

/**
 * The SHA-256 of each released migration's SQL. A migration that is released adds its line here;
 * a line never changes, since a database that ran the migration keeps what it ran.
 */
const RELEASED: Readonly<Record<number, string>> = {
  1: '60acd04aede0d9bcaede73d215b27b27b5c74787b2ce23b0641b05e8d26219e1',
  2: '99035b8a4f1f872a30a769e4d9ead46a46bb4c74844d6fb277b84f0effa9518a',
  3: 'bb07bbbe7d940a20529734aae8095f0c155e1c1cdb99c0e60015bd82aded95f5',
  4: '81370d65794e17fdfca3166e2fb16599d1a6338050b3f2015a463886d36984b2',
  5: '1e7ced98d46ad5e4e337d961117ab282548ebd68e4c57413227f756a3cece6e2',
  6: 'a93b7ff1a833a4b1df9e961fb5a3dc175bee96f02c35c79d3a80aaeb3f8e2644',
  7: '6b20444c69ad92771fb89d6495f902189a863912739020d3fae36febf4beb7f5',
  8: '83f29d2e29e0cd65fa93b5a0f323637017e4262aa1faea11547a19a516683ae3',
  9: 'fb98c82300a4874fd5d89c8737c02bd41c0adc4d90634bab15cc45404deb7d9b',
  10: '700fd89bbd67bcc413b07157dede6a4c8a9850f97d46d1ee47a58e0b7e86cc67',
  11: '0ff34108264b6665ce81fec0c1020de6e2ab8289b1b88b9a7d1510b0e8795502',
};

const migrationFiles = () =>
  readdirSync(DIR)
    .filter((name) => name !== 'index.ts')
    .sort();

test('the migrations are numbered 1 to N in order, without a gap', () => {
  expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, i) => i + 1));
});

test('each migration is its own file, named NNN_words.ts by its number, and the list holds every file', () => {
  const files = migrationFiles();
  expect(files.filter((name) => !FILE_NAME.test(name))).toEqual([]);
  expect(files.map((name) => Number(FILE_NAME.exec(name)![1]))).toEqual(
    migrations.map((migration) => migration.version),
  );
  // The file NNN exports one migration, the one the list holds in place NNN.
  const misplaced = files.filter((name, i) => {
    const exported = Object.values(jest.requireActual<Record<string, Migration>>(join(DIR, name)));
    return exported.length !== 1 || exported[0] !== migrations[i];
  });
  expect(misplaced).toEqual([]);
});

test('a released migration is never edited: its SQL is the SQL it was released with', () => {
  const fingerprints = Object.fromEntries(
    migrations.map((migration) => [
      migration.version,
      createHash('sha256').update(migration.sql).digest('hex'),
    ]),
  );
  expect(fingerprints).toEqual(RELEASED);
});
