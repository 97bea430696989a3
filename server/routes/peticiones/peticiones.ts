import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  type AsignarBody,
  type AsignarConflict,
  type AssignedPeticion,
  type DataAnswer as DataAnswerOf,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import { assignPeticion, listUnassigned } from '../../db/peticiones/peticiones';
import type { UnassignedPeticion } from '../../db/peticiones/peticionRows';
import { actorOf } from '../../http/access/actor';
import { routePlugin } from '../../http/declareRoute';
import { HttpError, forbidden, notFound } from '../../http/errors';
import { positionedCache } from '../../http/positionedCache';
import { DataAnswer, PeticionSchema } from '../../http/schemas/answerSchemas';
import { AssignedPeticionSchema, PositionedAnswer } from '../../http/schemas/peticionAnswerSchemas';
import { EmailAddress } from '../../http/validation/schemaCheck';
import { typedAs } from '../../http/validation/wireSchema';
import { peticionIdOf, peticionPath } from './peticionParams';

const AsignarBodySchema = typedAs<AsignarBody>()(
  Type.Object({ asignado: Type.Optional(EmailAddress) }, { additionalProperties: false }),
);

const AsignarConflictSchema = typedAs<AsignarConflict>()(
  Type.Object(
    {
      error: Type.String({ examples: ['The request is already assigned'] }),
      reason: Type.Union([Type.Literal('asignada'), Type.Literal('suprimida')], {
        description:
          "asignada: someone took it first; suprimida: its customer's data was erased while " +
          'nobody had it, and it is off the unassigned list for good',
      }),
    },
    { additionalProperties: false, description: 'It can no longer be taken' },
  ),
);

export const ALREADY_ASSIGNED = 'The request is already assigned';
export const ERASED_UNASSIGNED =
  "The request's customer data was erased: it is no longer there to assign";

/**
 * The assignee is always the caller, from the verified token. A body may still name them (the
 * dashboard sends `{ asignado: <own e-mail> }`); naming anyone else is refused.
 */
export const peticionesRoutes = routePlugin<{ db: Database }>('peticiones', (routes, { db }) => {
  // The list and the feed position it reflects, read together: a stream resumed from that
  // position brings every change the list does not have (docs/api.md).
  routes.get(
    adminPaths.peticionesSinAsignar,
    {
      access: 'readPeticiones',
      operationId: 'getPeticionesSinAsignar',
      summary: 'The unassigned requests, newest first',
      response: {
        200: PositionedAnswer(
          PeticionSchema,
          'Every request nobody has taken yet, and the position of the change feed it reflects',
        ),
      },
    },
    positionedCache<UnassignedPeticion>(db, listUnassigned),
  );

  routes.post(
    adminPaths.asignar(':id'),
    {
      access: 'takePeticion',
      operationId: 'assignPeticion',
      summary: 'Take a request: it is assigned to the caller',
      params: peticionPath,
      body: {
        schema: AsignarBodySchema,
        messages: [['asignado', 'asignado must be an e-mail address']],
      },
      response: {
        200: DataAnswer(AssignedPeticionSchema, 'The request, taken by the caller'),
        409: AsignarConflictSchema,
      },
      // No body at all is the same as {}: taking a request needs nothing but the caller.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
    },
    async (request): Promise<DataAnswerOf<AssignedPeticion>> => {
      const id = peticionIdOf(request.params.id);
      const actor = actorOf(request);
      if (!actor.email) throw forbidden('Your account has no e-mail to assign requests to');
      const { asignado } = request.body;
      if (asignado !== undefined && asignado.toLowerCase() !== actor.email.toLowerCase()) {
        throw forbidden('You can only assign requests to yourself');
      }
      const result = await assignPeticion(db, id, { ...actor, email: actor.email });
      if (result.outcome === 'not-found') throw notFound(`No request with id ${id}`);
      if (result.outcome !== 'assigned') {
        const reason = result.outcome === 'erased' ? 'suprimida' : 'asignada';
        const error = reason === 'suprimida' ? ERASED_UNASSIGNED : ALREADY_ASSIGNED;
        throw new HttpError(409, error, undefined, { reason });
      }
      return { data: result.peticion };
    },
  );
});
