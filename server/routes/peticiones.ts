import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminPaths, type AsignarBody, type DataAnswer, type Peticion } from '../../contract';
import type { Database } from '../db/open';
import { assignPeticion, listUnassigned } from '../db/peticiones';
import { actorOf } from '../http/actor';
import { HttpError, forbidden, notFound } from '../http/errors';
import { bodyProblem, offendingValue } from '../http/schemaErrors';
import { EmailAddress, MAX_ID } from '../http/validation';
import { typedAs } from '../http/wireSchema';

/** A request id as the URL writes it: digits without a leading zero, up to the largest id. */
const PeticionId = Type.Unsafe<number>({
  allOf: [
    { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    { type: 'integer', maximum: MAX_ID },
  ],
});

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
  app.get(adminPaths.peticionesSinAsignar, async (): Promise<DataAnswer<Peticion[]>> => ({
    data: await listUnassigned(db),
  }));

  app.post(
    adminPaths.asignar(':id'),
    {
      schema: { params: Type.Object({ id: PeticionId }), body: AsignarBodySchema },
      // No body at all is the same as {}: taking a request needs nothing but the caller.
      preValidation: async (request) => {
        if (request.body === undefined) request.body = {};
      },
      schemaErrorFormatter: (errors, part) =>
        part === 'params'
          ? notFound(`No request with id ${offendingValue(errors)}`)
          : bodyProblem(errors, [['asignado', 'asignado must be an e-mail address']]),
    },
    async (request): Promise<DataAnswer<Peticion>> => {
      const actor = actorOf(request);
      if (!actor.email) throw forbidden('Your account has no e-mail to assign requests to');
      const { asignado } = request.body;
      if (asignado !== undefined && asignado.toLowerCase() !== actor.email.toLowerCase()) {
        throw forbidden('You can only assign requests to yourself');
      }
      const { id } = request.params;
      const result = await assignPeticion(db, id, { ...actor, email: actor.email });
      if (result.outcome === 'not-found') throw notFound(`No request with id ${id}`);
      if (result.outcome === 'already-assigned') {
        throw new HttpError(409, 'The request is already assigned');
      }
      return { data: result.peticion };
    },
  );
};
