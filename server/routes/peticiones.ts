import type { FastifyInstance } from 'fastify';
import { assignPeticion, listUnassigned } from '../db/peticiones';
import type { Database } from '../db/open';
import { HttpError, badRequest, notFound } from '../http/errors';
import { isEmail, parsePathId, rejectUnknownKeys, requireObject } from '../http/validate';

export function peticionesRoutes(app: FastifyInstance, db: Database) {
  app.get('/peticiones/sinasignar', async () => ({ data: await listUnassigned(db) }));

  app.post<{ Params: { id: string } }>('/peticiones/:id/asignar', async (request) => {
    const body = requireObject(request.body);
    rejectUnknownKeys(body, ['asignado']);
    if (!isEmail(body.asignado)) throw badRequest('asignado must be the e-mail of a staff member');
    const id = parsePathId(request.params.id);
    const result = id === undefined ? undefined : await assignPeticion(db, id, body.asignado);
    if (!result || result.outcome === 'not-found')
      throw notFound(`No request with id ${request.params.id}`);
    if (result.outcome === 'already-assigned')
      throw new HttpError(409, 'The request is already assigned');
    return { data: result.peticion };
  });
}
