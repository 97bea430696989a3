import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NEW_PETICION_LIMITS as LIMITS,
  PUBLIC_PETICIONES_PATH,
  type DataAnswer as DataAnswerOf,
  type NewPeticionBody,
  type Peticion,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import { createPeticion } from '../../db/peticiones/peticiones';
import { DataAnswer, PeticionSchema } from '../../http/schemas/answerSchemas';
import { RATE_LIMIT_WINDOW_MS } from '../../http/rateLimit';
import { SafeText } from '../../http/validation/safeText';
import { bodyProblem } from '../../http/validation/schemaErrors';
import { CalendarDay } from '../../http/validation/schemaCheck';
import { typedAs } from '../../http/validation/wireSchema';

/** An order form's request is a few lines of text: anything much bigger is not one. */
export const PUBLIC_BODY_LIMIT_BYTES = 8 * 1024;

/** Requests per minute and client IP a customer's form may send: a person sends one or two. */
export const DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE = 10;

/** A one-line text that says something: not empty, not only spaces. */
const Line = (maxLength: number, examples: string[]) =>
  SafeText({ minLength: 1, maxLength, nonBlank: true, examples });

const NewPeticionSchema = typedAs<NewPeticionBody>()(
  Type.Object(
    {
      peticiones: Type.Union([
        // The order as the customer wrote it, in as many lines as they like.
        SafeText({
          minLength: 1,
          maxLength: LIMITS.pedido,
          multiline: true,
          nonBlank: true,
          examples: ['Vasos reutilizables 500 ml con logo'],
        }),
        Type.Array(Line(LIMITS.pedidoLine, ['Impresión a 2 colores']), {
          minItems: 1,
          maxItems: LIMITS.pedidoLines,
        }),
      ]),
      // Either may be left blank: staff see what the customer wrote.
      cliente: Type.Optional(
        Type.Object(
          {
            nombre: Type.Optional(
              SafeText({ maxLength: LIMITS.nombre, examples: ['Peña El Botijo'] }),
            ),
            telefono: Type.Optional(
              SafeText({ maxLength: LIMITS.telefono, examples: ['+34 611 222 333'] }),
            ),
          },
          { additionalProperties: false },
        ),
      ),
      fecha_evento: CalendarDay,
      pais: Line(LIMITS.pais, ['España']),
      codigo_postal: Line(LIMITS.codigoPostal, ['28013']),
    },
    { additionalProperties: false },
  ),
);

const FIELD_MESSAGES = [
  [
    'peticiones',
    `peticiones must be a text of up to ${LIMITS.pedido} characters, or a list of 1 to ${LIMITS.pedidoLines} texts of up to ${LIMITS.pedidoLine}`,
  ],
  [
    'cliente',
    `cliente must be an object with nombre (up to ${LIMITS.nombre} characters) and telefono (up to ${LIMITS.telefono}), both optional`,
  ],
  ['fecha_evento', 'fecha_evento must be a date, YYYY-MM-DD'],
  ['pais', `pais must be a text of up to ${LIMITS.pais} characters`],
  ['codigo_postal', `codigo_postal must be a text of up to ${LIMITS.codigoPostal} characters`],
] as const;

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
