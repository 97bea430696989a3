import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assignPeticion, listUnassigned } from '../db/peticiones';
import type { Database } from '../db/open';
import { actorOf } from '../http/actor';
import { HttpError, badRequest, forbidden, notFound } from '../http/errors';
import { isEmail, parsePathId, rejectUnknownKeys, requireObject } from '../http/validate';

/**
 * The assignee is always the caller, from the verified token. A body may still name them (the
 * dashboard sends `{ asignado: <own e-mail> }`); naming anyone else is refused.
 */
function assigneeOf(request: FastifyRequest) {
  const body = requireObject(request.body === undefined ? {} : request.body);
  rejectUnknownKeys(body, ['asignado']);
  const actor = actorOf(request);
  if (!actor.email) throw forbidden('Your account has no e-mail to assign requests to');
  if ('asignado' in body) {
    if (!isEmail(body.asignado)) throw badRequest('asignado must be an e-mail address');
    if (body.asignado.toLowerCase() !== actor.email.toLowerCase()) {
      throw forbidden('You can only assign requests to yourself');
    }
  }
  return { ...actor, email: actor.email };
}

export function peticionesRoutes(app: FastifyInstance, db: Database) {
  app.get('/peticiones/sinasignar', async () => ({ data: await listUnassigned(db) }));

  app.post<{ Params: { id: string } }>('/peticiones/:id/asignar', async (request) => {
    const assignee = assigneeOf(request);
    const id = parsePathId(request.params.id);
    const result = id === undefined ? undefined : await assignPeticion(db, id, assignee);
    if (!result || result.outcome === 'not-found')
      throw notFound(`No request with id ${request.params.id}`);
    if (result.outcome === 'already-assigned')
      throw new HttpError(409, 'The request is already assigned');
    return { data: result.peticion };
  });
}
