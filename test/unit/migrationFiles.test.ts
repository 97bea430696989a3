import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Migration } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';

// The migrations of server/db/migrations/: one file per change, numbered in order, ten to a folder
// named for its numbers, and never edited once released (docs/server.md, "The schema and its
// migrations").
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
  12: 'd36213dba1002788eb8431c185bb083dca643defb87be3b55cda3ffba919be75',
  13: '9c67001b05828911854120d8cdfded0fa7a21a0a3f7d6fac3e247e26e07bb1a9',
  14: '2179a9744294cbd01957c3ebf6999fbb1556ee48c02d455625f4e77954f83e25',
  15: '4efcdf49672bd6ce422c9ef5ff3c499901c91d1dc60ad78a4ad208e80d563982',
  16: '0da48231e5cfba99ae60b4d46c814bee0fc9b74d7b2b092e6ddea03bdfd30e2e',
  17: '252867c1f5832b5e6b08c57f314a57d22f0609fbbb48224ea6dbb35d737af260',
  18: '2722405f56f3e7fd50301f84609764e400a8f3e8a27b2669e244321ec62d68be',
  19: 'd979a0486baa0db3ce5d6258088d78f0441a52ffbfc6a71419b6a3e37551f089',
  20: '2ffdb088f662a877f8d6570326436dcdf8f6653b228a5c7f03437a175956a45e',
};

const FOLDER_NAME = /^(\d{3})-(\d{3})$/;

/** The folders of ten migrations, in order. */
const tenFolders = () =>
  readdirSync(DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** Every migration's file, as `folder/file`, in order. */
const migrationFiles = () =>
  tenFolders().flatMap((folder) =>
    readdirSync(join(DIR, folder))
      .sort()
      .map((name) => `${folder}/${name}`),
  );

test('the migrations are kept ten to a folder named for its first and last numbers', () => {
  const folders = tenFolders();
  expect(folders.filter((name) => !FOLDER_NAME.test(name))).toEqual([]);
  expect(
    readdirSync(DIR, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name),
  ).toEqual(['index.ts']);
  for (const folder of folders) {
    const [, first, last] = FOLDER_NAME.exec(folder)!;
    expect(Number(first) % 10).toBe(1);
    expect(Number(last)).toBe(Number(first) + 9);
    const numbers = readdirSync(join(DIR, folder)).map((name) => Number(name.slice(0, 3)));
    expect(numbers.every((n) => n >= Number(first) && n <= Number(last))).toBe(true);
  }
});

test('the migrations are numbered 1 to N in order, without a gap', () => {
  expect(migrations.map((migration) => migration.version)).toEqual(migrations.map((_, i) => i + 1));
});

test('each migration is its own file, named NNN_words.ts by its number, and the list holds every file', () => {
  const files = migrationFiles();
  const names = files.map((path) => path.split('/')[1]!);
  expect(names.filter((name) => !FILE_NAME.test(name))).toEqual([]);
  expect(names.map((name) => Number(FILE_NAME.exec(name)![1]))).toEqual(
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
