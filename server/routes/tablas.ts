import type { FastifyInstance } from 'fastify';
import type { PriceKind, PriceTable } from '../../src/features/precios/catalog';
import { findPriceTable } from '../../src/features/precios/catalog';
import type { Database } from '../db/open';
import { listPriceRows, updatePriceRow } from '../db/priceRows';
import { actorOf } from '../http/actor';
import { notFound } from '../http/errors';
import { parseRowUpdate } from './priceUpdate';

type TableParams = { table: string };

function tableOrThrow(kind: PriceKind, routeId: string): PriceTable {
  const table = findPriceTable(kind, routeId);
  if (!table) throw notFound(`Unknown price table: ${routeId}`);
  return table;
}

/** GET rows and POST one row's update, for screen-print tables and cup tables alike. */
export function tablasRoutes(app: FastifyInstance, db: Database) {
  const routes: [PriceKind, string][] = [
    ['serigrafia', '/tablas/:table'],
    ['vaso', '/tablas/vasos/:table'],
  ];
  for (const [kind, path] of routes) {
    app.get<{ Params: TableParams }>(path, async (request) => {
      const table = tableOrThrow(kind, request.params.table);
      return { data: await listPriceRows(db, table) };
    });

    app.post<{ Params: TableParams }>(`${path}/update`, async (request) => {
      const table = tableOrThrow(kind, request.params.table);
      const { id, values } = parseRowUpdate(table, request.body);
      const result = await updatePriceRow(db, table, id, values, actorOf(request));
      if (!result) throw notFound(`No row ${id} in ${table.key}`);
      return { data: result.row };
    });
  }
}
