import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  type ClienteDetalle,
  type ClientesPage,
  type DataAnswer as DataAnswerOf,
} from '../../contract';
import { readCliente } from '../db/clientes/clienteDetalle';
import { clientesCache } from '../db/clientes/clientesCache';
import type { Database } from '../db/engine/open';
import { routePlugin } from '../http/declareRoute';
import { notFound } from '../http/errors';
import { DataAnswer } from '../http/schemas/answerSchemas';
import {
  ClienteDetalleSchema,
  ClientesPageSchema,
  ClientesQuerySchema,
} from '../http/schemas/clienteSchemas';
import { peticionIdOf, peticionPath } from './peticiones/peticionParams';

/**
 * The customers (docs/server.md, "Customers"): the list, a window at a time in the order asked,
 * and one customer's page, found by the id of any of their requests. Any staff member reads them,
 * as they read every request (`readClientes`).
 */
export const clienteReadRoutes = routePlugin<{ db: Database }>('clientes', (routes, { db }) => {
  const window = clientesCache(db);

  routes.get(
    adminPaths.clientes,
    {
      access: 'readClientes',
      operationId: 'getClientes',
      summary: 'The customers, one row each, sorted, a window at a time',
      querystring: ClientesQuerySchema,
      response: {
        200: Type.Object(
          {
            data: ClientesPageSchema,
            position: Type.Integer({
              minimum: 0,
              examples: [128],
              description: 'The change feed it reflects: a change after it may change the list',
            }),
          },
          {
            additionalProperties: false,
            description: 'At most `limit` customers from `offset` on, and how many there are',
          },
        ),
      },
    },
    async (request): Promise<DataAnswerOf<ClientesPage> & { position: number }> => {
      const { sort, order, offset, limit } = request.query;
      const { position, ...page } = await window(sort, order, offset, limit);
      return { data: page, position };
    },
  );

  routes.get(
    adminPaths.cliente(':id'),
    {
      access: 'readClientes',
      operationId: 'getCliente',
      summary: 'A customer, by the id of any of their requests: every request and its quotes',
      params: peticionPath,
      response: {
        200: DataAnswer(ClienteDetalleSchema, 'The customer, their requests and their quotes'),
      },
    },
    async (request): Promise<DataAnswerOf<ClienteDetalle>> => {
      const id = peticionIdOf(request.params.id);
      const cliente = await readCliente(db, id);
      // An erased customer is nobody's any longer: the same answer as an id nobody has.
      if (!cliente) throw notFound(`No customer with request id ${id}`);
      return { data: cliente };
    },
  );
});
