import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  type AsignarBody,
  type AssignedPeticion,
  type DataAnswer as DataAnswerOf,
  type PositionedAnswer,
} from '../../contract';
import { readPositioned } from '../db/changeFeed';
import type { Database } from '../db/open';
import { assignPeticion, listUnassigned } from '../db/peticiones';
import type { UnassignedPeticion } from '../db/peticionRows';
import { actorOf } from '../http/actor';
import { HttpError, forbidden, notFound } from '../http/errors';
import { DataAnswer, ErrorAnswer } from '../http/answerSchemas';
import { bodyProblem, offendingValue } from '../http/schemaErrors';
import { EmailAddress, MAX_ID } from '../http/validation';
import { typedAs } from '../http/wireSchema';
import {
  AssignedPeticionSchema,
  PositionedAnswerSchema,
  UnassignedPeticionSchema,
} from './peticionSchemas';

/**
 * A request id as the URL writes it: digits without a leading zero (so "007", "1e3" or " 7" name
 * nothing); the handler also holds it to the largest id.
 */
const PeticionId = Type.String({ pattern: '^[1-9][0-9]{0,9}$', examples: ['42'] });

const AsignarBodySchema = typedAs<AsignarBody>()(
  Type.Object({ asignado: Type.Optional(EmailAddress) }, { additionalProperties: false }),
);

/**
 * The assignee is always the caller, from the verified token. A body may still name them (the
 * dashboard sends `{ asignado: <own e-mail> }`); naming anyone else is refused.
 */
export const peticionesRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  // The list and the feed position it reflects, read together: a stream resumed from that
  // position brings every change the list does not have (docs/api.md).
  app.get(
    adminPaths.peticionesSinAsignar,
    {
      schema: {
        tags: ['peticiones'],
        summary: 'The unassigned requests, newest first',
        response: { 200: PositionedAnswerSchema(UnassignedPeticionSchema) },
      },
    },
    (): Promise<PositionedAnswer<UnassignedPeticion[]>> => readPositioned(db, listUnassigned),
  );

  app.post(
    adminPaths.asignar(':id'),
    {
      schema: {
        tags: ['peticiones'],
        summary: 'Take a request: it is assigned to the caller',
        params: Type.Object({ id: PeticionId }),
        body: AsignarBodySchema,
        response: {
          200: DataAnswer(AssignedPeticionSchema, 'The request, taken by the caller'),
          409: { ...ErrorAnswer, description: 'Someone took it already' },
        },
      },
      // No body at all is the same as {}: taking a request needs nothing but the caller.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schemaErrorFormatter: (errors, part) =>
        part === 'params'
          ? notFound(`No request with id ${offendingValue(errors)}`)
          : bodyProblem(errors, [['asignado', 'asignado must be an e-mail address']]),
    },
    async (request): Promise<DataAnswerOf<AssignedPeticion>> => {
      const id = Number(request.params.id);
      if (id > MAX_ID) throw notFound(`No request with id ${id}`);
      const actor = actorOf(request);
      if (!actor.email) throw forbidden('Your account has no e-mail to assign requests to');
      const { asignado } = request.body;
      if (asignado !== undefined && asignado.toLowerCase() !== actor.email.toLowerCase()) {
        throw forbidden('You can only assign requests to yourself');
      }
      const result = await assignPeticion(db, id, { ...actor, email: actor.email });
      if (result.outcome === 'not-found') throw notFound(`No request with id ${id}`);
      if (result.outcome === 'already-assigned') {
        throw new HttpError(409, 'The request is already assigned');
      }
      return { data: result.peticion };
    },
  );
};
