import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  KEY_PREFIX,
  PRICE_KINDS,
  tablaKeys,
  ROW_VERSION_FIELD,
  ROW_VERSION_HEADER,
  type DataAnswer as DataAnswerOf,
  type PriceRow,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import { updatePriceRow } from '../../db/tablas/priceRows';
import { actorOf } from '../../http/access/actor';
import { routePlugin } from '../../http/declareRoute';
import {
  DataAnswer,
  ErrorAnswer,
  priceRowSchema,
  rowVersionHeader,
} from '../../http/schemas/answerSchemas';
import { badRequest, conflict, notFound } from '../../http/errors';
import { operationSuffix } from '../../http/openapi/operationIds';
import { SafeText } from '../../http/validation/safeText';
import {
  badValue,
  NOTHING_TO_UPDATE,
  rowUpdateMessages,
  rowUpdateSchema,
  valuesToWrite,
  versionSent,
} from './priceUpdateSchema';
import type { TablaAnswers } from './tablaAnswers';

type TablasOptions = { db: Database; answers: TablaAnswers };

/**
 * GET rows and POST one row's update. Each table has its own two routes, so its body is checked by
 * its own schema; a table id nobody knows falls through to the kind's parametric route.
 */
export const tablasRoutes = routePlugin<TablasOptions>('tablas', (routes, { db, answers }) => {
  for (const key of tablaKeys) {
    const row = priceRowSchema(key);

    routes.get(
      adminPaths.tabla(key),
      {
        access: 'readPrices',
        operationId: `getTabla${operationSuffix(key)}`,
        summary: `The rows of ${key}, ordered by id`,
        response: { 200: DataAnswer(Type.Array(row), 'Every row, each with its version') },
        encodesItself: true,
      },
      // Kept as sent until a write of the table (tablaAnswers.ts): the same bytes as `{ data }`.
      (request, reply) => answers.send(key, request, reply),
    );

    routes.post(
      adminPaths.tablaUpdate(key),
      {
        access: 'editPrices',
        operationId: `updateTabla${operationSuffix(key)}`,
        summary: `Update one row of ${key}`,
        body: {
          schema: rowUpdateSchema(key),
          messages: rowUpdateMessages(key),
          whole: NOTHING_TO_UPDATE,
        },
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
      async (request, reply): Promise<DataAnswerOf<PriceRow>> => {
        const problem = badValue(key, request.body);
        if (problem) throw badRequest(problem);
        const { id } = request.body;
        const version = versionSent(request.body);
        const values = valuesToWrite(key, request.body);
        const result = await updatePriceRow(db, key, id, values, actorOf(request), version);
        if (!result) throw notFound(`No row ${id} in ${key}`);
        if (result.outcome === 'applied' && result.changes.length > 0) answers.forget(key);
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
  // Not an operation of its own, only the 404 of the tables above: out of the document.
  const unknownTable = {
    hide: true,
    params: {
      schema: Type.Object({ table: SafeText({ maxLength: 128, examples: ['no_existe'] }) }),
      unknown: () => notFound('Unknown price table'),
    },
    response: { 404: { ...ErrorAnswer, description: 'No price table by that id' } },
  } as const;
  for (const kind of PRICE_KINDS) {
    const path = `/tablas/${KEY_PREFIX[kind]}:table`;
    const summary = `Any other ${kind} table: unknown`;
    const answer = async (request: { params: { table: string } }) => {
      throw notFound(`Unknown price table: ${request.params.table}`);
    };
    routes.get(path, { ...unknownTable, access: 'readPrices', summary }, answer);
    routes.post(`${path}/update`, { ...unknownTable, access: 'editPrices', summary }, answer);
  }
});
