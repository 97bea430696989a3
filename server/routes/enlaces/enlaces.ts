import {
  adminPaths,
  type DataAnswer as DataAnswerOf,
  type EnlaceEstado,
  type NuevoEnlace,
} from '../../../contract';
import { enlaceEstado, createEnlace, revokeEnlaces } from '../../db/enlaces/enlaceRows';
import type { Database } from '../../db/engine/open';
import { inSnapshot } from '../../db/engine/snapshot';
import { readPresupuesto } from '../../db/presupuestos/presupuestoRows';
import { actorOf } from '../../http/access/actor';
import { routePlugin } from '../../http/declareRoute';
import { DataAnswer, ErrorAnswer } from '../../http/schemas/answerSchemas';
import { EnlaceEstadoSchema, NuevoEnlaceSchema } from '../../http/schemas/enlaceSchemas';
import { answerOf } from '../peticionesAsignadas/writeAnswers';
import { noPresupuesto, presupuestoIdOf, presupuestoPath } from '../presupuestos/presupuestoParams';

const writeRefusals = {
  403: { ...ErrorAnswer, description: 'The request is assigned to someone else' },
  404: { ...ErrorAnswer, description: 'No such quote, or its request is not taken' },
};

/**
 * The customer's link to a quote's request, from staff's side (docs/api.md, "The customer's
 * link"): whether it has one, a new one (its token in that answer only), and revoking them.
 */
export const enlacesRoutes = routePlugin<{ db: Database }>('enlaces', (routes, { db }) => {
  routes.get(
    adminPaths.enlace(':id'),
    {
      access: 'readQuotes',
      operationId: 'getEnlace',
      summary:
        'Whether the quote’s request has a link that opens, and until when (never its token)',
      params: presupuestoPath,
      response: {
        200: DataAnswer(EnlaceEstadoSchema, 'The link’s state'),
        404: { ...ErrorAnswer, description: 'No quote with that id' },
      },
    },
    async (request): Promise<DataAnswerOf<EnlaceEstado>> => {
      const id = presupuestoIdOf(request.params.id);
      const estado = await inSnapshot(db, async (tx) => {
        const quote = await readPresupuesto(tx, id);
        return quote && enlaceEstado(tx, quote.peticionId);
      });
      if (!estado) throw noPresupuesto(id);
      return { data: estado };
    },
  );

  routes.post(
    adminPaths.enlace(':id'),
    {
      access: 'shareQuote',
      operationId: 'createEnlace',
      summary:
        'A new link to the quote’s request, for its customer (the assignee or an administrator)',
      params: presupuestoPath,
      response: {
        201: DataAnswer(NuevoEnlaceSchema, 'The new link: its token, shown this once'),
        ...writeRefusals,
      },
    },
    async (request, reply): Promise<DataAnswerOf<NuevoEnlace>> => {
      const id = presupuestoIdOf(request.params.id);
      const made = await createEnlace(db, id, actorOf(request));
      if (!made) throw noPresupuesto(id);
      reply.code(201);
      return { data: answerOf(made.peticionId, made.result) };
    },
  );

  routes.post(
    adminPaths.revocarEnlace(':id'),
    {
      access: 'shareQuote',
      operationId: 'revokeEnlace',
      summary: 'Every link to the quote’s request stops opening (the assignee or an administrator)',
      params: presupuestoPath,
      response: {
        200: DataAnswer(EnlaceEstadoSchema, 'The link’s state: no active link'),
        ...writeRefusals,
      },
    },
    async (request): Promise<DataAnswerOf<EnlaceEstado>> => {
      const id = presupuestoIdOf(request.params.id);
      const revoked = await revokeEnlaces(db, id, actorOf(request));
      if (!revoked) throw noPresupuesto(id);
      return { data: answerOf(revoked.peticionId, revoked.result) };
    },
  );
});
