import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  adminPaths,
  KEY_PREFIX,
  PRICE_KINDS,
  tablaKeys,
  ROW_VERSION_FIELD,
  ROW_VERSION_HEADER,
  type Action,
  type DataAnswer as DataAnswerOf,
  type PriceRow,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import { listPriceRows, updatePriceRow } from '../../db/tablas/priceRows';
import { actorOf } from '../../http/access/actor';
import {
  DataAnswer,
  ErrorAnswer,
  priceRowSchema,
  rowVersionHeader,
} from '../../http/schemas/answerSchemas';
import { badRequest, conflict, notFound } from '../../http/errors';
import { operationSuffix } from '../../http/openapi/operationIds';
import { SafeText } from '../../http/validation/safeText';
import { bodyProblem } from '../../http/validation/schemaErrors';
import {
  badValue,
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
  for (const key of tablaKeys) {
    const messages = rowUpdateMessages(key);
    const row = priceRowSchema(key);
    const tags = ['tablas'];

    app.get(
      adminPaths.tabla(key),
      {
        config: { access: 'readPrices' },
        schema: {
          tags,
          operationId: `getTabla${operationSuffix(key)}`,
          summary: `The rows of ${key}, ordered by id`,
          response: { 200: DataAnswer(Type.Array(row), 'Every row, each with its version') },
        },
      },
      async (): Promise<DataAnswerOf<PriceRow[]>> => ({ data: await listPriceRows(db, key) }),
    );

    app.post(
      adminPaths.tablaUpdate(key),
      {
        config: { access: 'editPrices' },
        schema: {
          tags,
          operationId: `updateTabla${operationSuffix(key)}`,
          summary: `Update one row of ${key}`,
          body: rowUpdateSchema(key),
          response: {
            200: {
              ...DataAnswer(row, 'The row as stored, with its new version'),
              headers: rowVersionHeader,
            },
            404: { ...ErrorAnswer, description: 'No row with that id in the table' },
            409: Type.Object(
              { error: Type.String(), data: row },
              {
                additionalProperties: false,
                description: 'The row is at another version: nothing written; the row as it is now',
              },
            ),
          },
        },
        schemaErrorFormatter: (errors) => bodyProblem(errors, messages, NOTHING_TO_UPDATE),
      },
      async (request, reply): Promise<DataAnswerOf<PriceRow>> => {
        const problem = badValue(key, request.body);
        if (problem) throw badRequest(problem);
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
  const unknown = (summary: string, access: Action) => ({
    config: { access },
    schema: {
      // Not an operation of its own, only the 404 of the tables above: out of the document.
      hide: true,
      tags: ['tablas'],
      summary,
      params: Type.Object({ table: SafeText({ maxLength: 128, examples: ['no_existe'] }) }),
      response: { 404: { ...ErrorAnswer, description: 'No price table by that id' } },
    },
    schemaErrorFormatter: () => notFound('Unknown price table'),
  });
  for (const kind of PRICE_KINDS) {
    const path = `/tablas/${KEY_PREFIX[kind]}:table`;
    app.get(path, unknown(`Any other ${kind} table: unknown`, 'readPrices'), unknownTable);
    app.post(
      `${path}/update`,
      unknown(`Any other ${kind} table: unknown`, 'editPrices'),
      unknownTable,
    );
  }
};
