import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

// The server's rooms stay small enough to read at a glance (server/README.md, "Rooms"):
// no folder of server/ holds more than a dozen files of its own; a floor that grows past it is
// split by concern into folders, as db/ was into engine, migrations, demo and the domains.
const ROOT = join(__dirname, '..', '..');
const MAX_FILES_PER_FLOOR = 12;

/** Every folder below `dir`, itself included, with how many files it holds directly. */
function floors(dir: string): { floor: string; files: number }[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  return [
    { floor: relative(ROOT, dir), files: entries.filter((entry) => entry.isFile()).length },
    ...entries
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => floors(join(dir, entry.name))),
  ];
}

/** The floors over the limit, as `folder: N files`. */
function crowdedFloors(dir: string, max = MAX_FILES_PER_FLOOR): string[] {
  return floors(dir)
    .filter(({ files }) => files > max)
    .map(({ floor, files }) => `${floor}: ${files} files`);
}

test(`no floor of server/ holds more than ${MAX_FILES_PER_FLOOR} files`, () => {
  expect(crowdedFloors(join(ROOT, 'server'))).toEqual([]);
});

test('the check counts each folder’s own files, and names a crowded one', () => {
  // server/db holds folders and a few files: a limit of 1 names it, with its own files only.
  const db = join(ROOT, 'server', 'db');
  const ownFiles = readdirSync(db, { withFileTypes: true }).filter((entry) => entry.isFile());
  expect(crowdedFloors(db, 1)).toContain(`server/db: ${ownFiles.length} files`);
  expect(crowdedFloors(db, 1000)).toEqual([]);
});
