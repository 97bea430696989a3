// Every migration, in order: the runner (../migrate.ts) applies those a database has not seen,
// each in its own transaction. A migration once released is never edited: a change of the schema
// is a new file, numbered next (test/unit/migrationFiles.test.ts checks both), and
// server/db/schema.sql, what they add up to, is written again (`npm run db:schema`).
import type { Migration } from '../migrate';
import { migration001 } from './001_peticiones_and_tablas';
import { migration002 } from './002_audit_log';
import { migration003 } from './003_price_row_versions';
import { migration004 } from './004_peticiones_asignadas';
import { migration005 } from './005_presupuestos_and_ajustes';
import { migration006 } from './006_audit_actions';
import { migration007 } from './007_retention';
import { migration008 } from './008_erased_peticiones';
import { migration009 } from './009_peticion_correo_origen';
import { migration010 } from './010_search';
import { migration011 } from './011_presupuesto_cliente_copy';

export const migrations: readonly Migration[] = [
  migration001,
  migration002,
  migration003,
  migration004,
  migration005,
  migration006,
  migration007,
  migration008,
  migration009,
  migration010,
  migration011,
];
