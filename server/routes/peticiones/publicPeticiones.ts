import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  PUBLIC_PETICIONES_PATH,
  type DataAnswer as DataAnswerOf,
  type NewPeticionBody,
  type Peticion,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import { createPeticion } from '../../db/peticiones/peticiones';
import { DataAnswer, PeticionSchema } from '../../http/schemas/answerSchemas';
import { RATE_LIMIT_WINDOW_MS } from '../../http/rateLimit';
import {
  ClienteSchema,
  PETICION_FIELD_MESSAGES,
  peticionFields,
} from '../../http/schemas/peticionBodySchemas';
import { bodyProblem } from '../../http/validation/schemaErrors';
import { typedAs } from '../../http/validation/wireSchema';

/** An order form's request is a few lines of text: anything much bigger is not one. */
export const PUBLIC_BODY_LIMIT_BYTES = 8 * 1024;

/** Requests per minute and client IP a customer's form may send: a person sends one or two. */
export const DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE = 10;

// The form's fields, held to the rules every request's details share (peticionBodySchemas.ts).
const NewPeticionSchema = typedAs<NewPeticionBody>()(
  Type.Object(
    { ...peticionFields, cliente: Type.Optional(ClienteSchema) },
    { additionalProperties: false },
  ),
);

// The form sends no e-mail nor channel: their messages are never the answer's.
const FIELD_MESSAGES = PETICION_FIELD_MESSAGES;

export type PublicPeticionesOptions = { db: Database; perMinute: number };

/**
 * `POST /api/peticiones`: what the business's public order form sends. No token (customers have
 * no account), so the body is held to a strict shape, a small size and a rate limit of its own.
 * The new request is unassigned and appears at once on every open dashboard.
 */
export const publicPeticionesRoutes: FastifyPluginAsyncTypebox<PublicPeticionesOptions> = async (
  app,
  { db, perMinute },
) => {
  app.post(
    PUBLIC_PETICIONES_PATH,
    {
      bodyLimit: PUBLIC_BODY_LIMIT_BYTES,
      // Its own count, apart from the staff's: a flood of orders cannot lock staff out, nor the
      // other way round. First hook, so even refused bodies count.
      onRequest: app.rateLimit({ max: perMinute, timeWindow: RATE_LIMIT_WINDOW_MS }),
      schema: {
        tags: ['peticiones'],
        operationId: 'createPeticion',
        security: [],
        summary: "A customer's new request, from the public order form (no token)",
        body: NewPeticionSchema,
        response: { 201: DataAnswer(PeticionSchema, 'The new request, unassigned') },
      },
      schemaErrorFormatter: (errors) => bodyProblem(errors, FIELD_MESSAGES),
    },
    async (request, reply): Promise<DataAnswerOf<Peticion>> => {
      reply.code(201);
      return { data: await createPeticion(db, request.body) };
    },
  );
};
