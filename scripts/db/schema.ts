// `npm run db:schema`: writes server/db/schema.sql, the schema the migrations add up to, read from a
// database migrated afresh in memory (docs/server.md, "The schema and its migrations"). Run it after
// adding a migration; test/server/schemaSql.spec.ts fails until then.
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { openDatabase } from '../../server/db/engine/open';
import { migrate } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { SCHEMA_SQL_PATH, schemaSql } from './schemaSql';

const db = await openDatabase('memory');
try {
  await migrate(db, migrations);
  await writeFile(SCHEMA_SQL_PATH, await schemaSql(db));
  const where = relative(process.cwd(), SCHEMA_SQL_PATH);
  console.log(`Wrote ${where}, the schema after migration ${migrations.length}.`);
} finally {
  await db.close();
}
