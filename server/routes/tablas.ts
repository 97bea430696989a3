import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  adminPaths,
  KEY_PREFIX,
  PRICE_KINDS,
  priceTableKeys,
  ROW_VERSION_FIELD,
  ROW_VERSION_HEADER,
  type DataAnswer,
  type PriceRow,
} from '../../contract';
import type { Database } from '../db/open';
import { listPriceRows, updatePriceRow } from '../db/priceRows';
import { actorOf } from '../http/actor';
import { conflict, notFound } from '../http/errors';
import { bodyProblem } from '../http/schemaErrors';
import {
  NOTHING_TO_UPDATE,
  rowUpdateMessages,
  rowUpdateSchema,
  valuesToWrite,
  versionSent,
} from './priceUpdateSchema';

/**
 * GET rows and POST one row's update. Each table has its own two routes, so its body is checked by
 * its own schema; a table id nobody knows falls through to the kind's parametric route.
 */
export const tablasRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (app, { db }) => {
  for (const key of priceTableKeys) {
    const messages = rowUpdateMessages(key);

    app.get(adminPaths.tabla(key), async (): Promise<DataAnswer<PriceRow[]>> => ({
      data: await listPriceRows(db, key),
    }));

    app.post(
      adminPaths.tablaUpdate(key),
      {
        schema: { body: rowUpdateSchema(key) },
        schemaErrorFormatter: (errors) => bodyProblem(errors, messages, NOTHING_TO_UPDATE),
      },
      async (request, reply): Promise<DataAnswer<PriceRow>> => {
        const { id } = request.body;
        const version = versionSent(request.body);
        const values = valuesToWrite(key, request.body);
        const result = await updatePriceRow(db, key, id, values, actorOf(request), version);
        if (!result) throw notFound(`No row ${id} in ${key}`);
        if (result.outcome === 'stale') {
          // The row as it is now goes along, so the client can rebase on it without a reload.
          const now = result.row[ROW_VERSION_FIELD];
          throw conflict(`Row ${id} of ${key} is at version ${now}, not ${version}`, result.row);
        }
        reply.header(ROW_VERSION_HEADER, String(result.row[ROW_VERSION_FIELD]));
        return { data: result.row };
      },
    );
  }

  // The only place a table can be unknown: the id in the URL names none of the kind's tables.
  const unknownTable = async (request: FastifyRequest<{ Params: { table: string } }>) => {
    throw notFound(`Unknown price table: ${request.params.table}`);
  };
  for (const kind of PRICE_KINDS) {
    app.get(`/tablas/${KEY_PREFIX[kind]}:table`, unknownTable);
    app.post(`/tablas/${KEY_PREFIX[kind]}:table/update`, unknownTable);
  }
};
