// What the specs of `Suprimir` and of the retention job start from: a database of the project's
// engine of each test's own, two customers' requests (one to erase, one to keep) and two requests
// of different ages (one the job erases, one it keeps).
import { test } from '@playwright/test';
import type { AuditActor } from '../../../server/db/audit';
import { eraseCliente } from '../../../server/db/clientes/clienteData';
import type { Database } from '../../../server/db/engine/open';
import { runRetention } from '../../../server/retention/runRetention';
import { freshTestDatabase } from '../../support/testDatabase';
import { insertDated } from './retentionRows';

/** When the specs run the retention job: the old request is past its period, the recent one not. */
export const RETENTION_RUN_AT = new Date('2026-11-25T12:00:00Z');

/** The phone `Suprimir` is given: the first customer's of twoCustomers. */
export const ERASED_PHONE = '+34 611 000 001';

/**
 * Registers the file's hooks: before each test, an empty database of the project's engine (no
 * demo data), closed after it. Call at the top level of a spec; read the database in a test.
 */
export function useFreshDatabase(): () => Database {
  let db: Database | undefined;
  test.beforeEach(async () => {
    test.setTimeout(60_000);
    db = await freshTestDatabase({ seedDemo: false });
  });
  test.afterEach(async () => {
    await db?.close();
  });
  return () => {
    if (!db) throw new Error('No database yet: call useFreshDatabase() at top level.');
    return db;
  };
}

/** Two taken requests of two customers: `id`'s has ERASED_PHONE, `other`'s another phone. */
export async function twoCustomers(db: Database): Promise<{ id: number; other: number }> {
  const id = await insertDated(db, {
    estado: 'asignada',
    createdAt: '2026-10-01',
    nombre: 'Peña El Botijo',
    telefono: ERASED_PHONE,
  });
  const other = await insertDated(db, {
    estado: 'asignada',
    createdAt: '2026-10-01',
    nombre: 'Otra',
    telefono: '+34 622 000 002',
  });
  return { id, other };
}

/** A request delivered in early 2024 (the job at RETENTION_RUN_AT erases it), and a recent one. */
export async function oldAndRecent(db: Database): Promise<{ old: number; recent: number }> {
  const old = await insertDated(db, {
    estado: 'entregada',
    createdAt: '2024-01-01',
    cerradaAt: '2024-02-01',
    nombre: 'Antigua',
    telefono: '+34 633 000 003',
  });
  const recent = await insertDated(db, {
    estado: 'asignada',
    createdAt: '2026-10-01',
    nombre: 'Reciente',
    telefono: '+34 644 000 004',
  });
  return { old, recent };
}

/** An erasure spec's database, what it starts from, and the two ways a request is erased. */
export type ErasureSetup = {
  /** The test's database (in a test only). */
  database: () => Database;
  /** twoCustomers on the test's database. */
  twoCustomers: () => Promise<{ id: number; other: number }>;
  /** oldAndRecent on the test's database. */
  oldAndRecent: () => Promise<{ old: number; recent: number }>;
  /** `Suprimir` of ERASED_PHONE's customer (the first of twoCustomers), by `actor`. */
  eraseFirstCustomer: (actor: AuditActor) => ReturnType<typeof eraseCliente>;
  /** The retention job, run at RETENTION_RUN_AT. */
  runRetentionJob: () => ReturnType<typeof runRetention>;
};

/** Registers the file's hooks as useFreshDatabase does; call at the top level of a spec. */
export function useErasureSetup(): ErasureSetup {
  const database = useFreshDatabase();
  return {
    database,
    twoCustomers: () => twoCustomers(database()),
    oldAndRecent: () => oldAndRecent(database()),
    eraseFirstCustomer: (actor) => eraseCliente(database(), { telefono: ERASED_PHONE }, actor),
    runRetentionJob: () => runRetention(database(), RETENTION_RUN_AT),
  };
}
