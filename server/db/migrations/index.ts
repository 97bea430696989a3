// Every migration, in order: the runner (../migrate.ts) applies those a database has not seen,
// each in its own transaction. A migration once released is never edited: a change of the schema
// is a new file, numbered next, in the folder of its ten (001-010/, 011-020/…: a folder of the
// server holds at most twelve files; test/unit/migrationFiles.test.ts checks all this), and
// server/db/schema.sql, what they add up to, is written again (`npm run db:schema`).
import type { Migration } from '../migrate';
import { migration001 } from './001-010/001_peticiones_and_tablas';
import { migration002 } from './001-010/002_audit_log';
import { migration003 } from './001-010/003_price_row_versions';
import { migration004 } from './001-010/004_peticiones_asignadas';
import { migration005 } from './001-010/005_presupuestos_and_ajustes';
import { migration006 } from './001-010/006_audit_actions';
import { migration007 } from './001-010/007_retention';
import { migration008 } from './001-010/008_erased_peticiones';
import { migration009 } from './001-010/009_peticion_correo_origen';
import { migration010 } from './001-010/010_search';
import { migration011 } from './011-020/011_presupuesto_cliente_copy';
import { migration012 } from './011-020/012_enlaces';
import { migration013 } from './011-020/013_archivos';
import { migration014 } from './011-020/014_informes';
import { migration015 } from './011-020/015_clientes';
import { migration016 } from './011-020/016_boceto_aprobacion';
import { migration017 } from './011-020/017_cliente_mensajes';
import { migration018 } from './011-020/018_logotipo_and_file_deletions';
import { migration019 } from './011-020/019_peticion_first_etapas';
import { migration020 } from './011-020/020_informe_lineas';

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
  migration012,
  migration013,
  migration014,
  migration015,
  migration016,
  migration017,
  migration018,
  migration019,
  migration020,
];
