import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NEW_PETICION_LIMITS as LIMITS,
  PUBLIC_PETICIONES_PATH,
  type DataAnswer,
  type NewPeticionBody,
  type Peticion,
} from '../../contract';
import type { Database } from '../db/open';
import { createPeticion } from '../db/peticiones';
import { badRequest } from '../http/errors';
import { RATE_LIMIT_WINDOW_MS } from '../http/rateLimit';
import { bodyProblem } from '../http/schemaErrors';
import { typedAs } from '../http/wireSchema';

/** An order form's request is a few lines of text: anything much bigger is not one. */
export const PUBLIC_BODY_LIMIT_BYTES = 8 * 1024;

/** Requests per minute and client IP a customer's form may send: a person sends one or two. */
export const DEFAULT_PUBLIC_RATE_LIMIT_PER_MINUTE = 10;

/** Text that says something: not empty, not only spaces. */
const Text = (maxLength: number) => Type.String({ minLength: 1, maxLength, pattern: '\\S' });

const NewPeticionSchema = typedAs<NewPeticionBody>()(
  Type.Object(
    {
      peticiones: Type.Union([
        Text(LIMITS.pedido),
        Type.Array(Text(LIMITS.pedidoLine), { minItems: 1, maxItems: LIMITS.pedidoLines }),
      ]),
      // Either may be left blank: staff see what the customer wrote.
      cliente: Type.Optional(
        Type.Object(
          {
            nombre: Type.Optional(Type.String({ maxLength: LIMITS.nombre })),
            telefono: Type.Optional(Type.String({ maxLength: LIMITS.telefono })),
          },
          { additionalProperties: false },
        ),
      ),
      fecha_evento: Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' }),
      pais: Text(LIMITS.pais),
      codigo_postal: Text(LIMITS.codigoPostal),
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

/** 2026-02-30 has the right shape but is no day of the calendar. */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

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
      schema: { body: NewPeticionSchema },
      schemaErrorFormatter: (errors) => bodyProblem(errors, FIELD_MESSAGES),
    },
    async (request, reply): Promise<DataAnswer<Peticion>> => {
      if (!isCalendarDay(request.body.fecha_evento)) throw badRequest(FIELD_MESSAGES[2][1]);
      reply.code(201);
      return { data: await createPeticion(db, request.body) };
    },
  );
};
