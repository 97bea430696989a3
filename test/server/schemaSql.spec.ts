import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { SCHEMA_SQL_PATH, schemaSql } from '../../scripts/db/schemaSql';
import { openDatabase, type Database } from '../../server/db/engine/open';
import { migrate } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { emptyTestDatabase, type TestDatabaseTarget } from '../support/testDatabase';

// server/db/schema.sql is the schema the migrations make, on the project's engine: one text for
// both (docs/server.md, "The schema and its migrations").
let empty: TestDatabaseTarget;
let db: Database;
test.beforeEach(async () => {
  test.setTimeout(60_000);
  empty = await emptyTestDatabase();
  db = await openDatabase(empty.target);
  await migrate(db, migrations);
});
test.afterEach(async () => {
  await db.close();
  await empty.dispose();
});

test('server/db/schema.sql is the schema of a freshly migrated database', async () => {
  const kept = await readFile(SCHEMA_SQL_PATH, 'utf8');
  expect(
    await schemaSql(db),
    'server/db/schema.sql no longer matches the migrations: run `npm run db:schema`',
  ).toBe(kept);
});

test('a later change of the schema shows in the text: column, constraint, index, function, trigger', async () => {
  const before = await schemaSql(db);
  await db.exec(`
    ALTER TABLE peticiones ADD COLUMN etiqueta text CONSTRAINT peticiones_etiqueta_check
      CHECK (etiqueta <> '');
    CREATE INDEX peticiones_por_etiqueta ON peticiones (etiqueta);
    CREATE FUNCTION peticion_etiqueta() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RETURN NEW; END
    $$;
    CREATE TRIGGER peticiones_etiqueta BEFORE INSERT ON peticiones
      FOR EACH ROW EXECUTE FUNCTION peticion_etiqueta();
  `);
  const after = await schemaSql(db);
  expect(after).not.toBe(before);
  // Aligned with the table's longest column name, whichever it is.
  expect(after).toMatch(/\n {2}etiqueta +text,\n/);
  expect(after).toContain("CONSTRAINT peticiones_etiqueta_check CHECK ((etiqueta <> ''::text))");
  expect(after).toContain(
    'CREATE INDEX peticiones_por_etiqueta ON public.peticiones USING btree (etiqueta);',
  );
  expect(after).toContain('CREATE OR REPLACE FUNCTION public.peticion_etiqueta()');
  expect(after).toContain('CREATE TRIGGER peticiones_etiqueta BEFORE INSERT ON public.peticiones');
});
