import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pedirCambios } from '../../db/enlaces/clienteMensaje';
import type { Database } from '../../db/engine/open';
import { HttpError, notFound } from '../../http/errors';
import { ErrorAnswer, DataAnswer, Instant } from '../../http/schemas/answerSchemas';
import {
  CambiosBodySchema,
  cambiosMessages,
  EnlaceCaducadoAnswer,
  TokenParams,
} from '../../http/schemas/enlaceSchemas';
import { bodyProblem } from '../../http/validation/schemaErrors';

/** A body here is a message of at most 2,000 characters: anything much bigger is not one. */
const CAMBIOS_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * `Pedir cambios` through the customer's link (docs/api.md, "The customer's link"): registered
 * inside the link's scope (routes/enlaces/publicEnlaces.ts), so its rate limit per address and its
 * headers are the link's. The message goes to the request the token names, and to no other.
 */
export const publicCambiosRoutes: FastifyPluginAsyncTypebox<{ db: Database }> = async (
  app,
  { db },
) => {
  const noSuchLink = () => notFound('No such link');
  app.post(
    '/:token/cambios',
    {
      bodyLimit: CAMBIOS_BODY_LIMIT_BYTES,
      schema: {
        tags: ['enlaces'],
        operationId: 'pedirCambios',
        security: [],
        summary: 'The customer asks for changes: a message to the request their link names',
        params: TokenParams,
        body: CambiosBodySchema,
        response: {
          201: DataAnswer(
            Type.Object({ at: Instant }, { additionalProperties: false }),
            'Received: when',
          ),
          400: ErrorAnswer,
          404: { ...ErrorAnswer, description: 'No link with that token' },
          410: EnlaceCaducadoAnswer,
        },
      },
      schemaErrorFormatter: (errors, part) =>
        part === 'params' ? noSuchLink() : bodyProblem(errors, cambiosMessages),
    },
    async (request, reply) => {
      const result = await pedirCambios(db, request.params.token, request.body.mensaje.trim());
      if (result.outcome === 'unknown') throw noSuchLink();
      if (result.outcome === 'caducado') {
        throw new HttpError(410, 'This link has expired', undefined, { negocio: result.negocio });
      }
      return reply.code(201).send({ data: { at: result.at } });
    },
  );
};
