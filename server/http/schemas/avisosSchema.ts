// The sidebar's counts (contract/peticionesAsignadas.ts, PeticionesAvisos) and their query as JSON
// Schema: Fastify validates and serialises through them and the OpenAPI document shows them.
import { Type } from '@fastify/type-provider-typebox';
import type { AvisosQuery, PeticionesAvisos } from '../../../contract';
import { MAX_ID } from '../validation/schemaCheck';
import { typedAs } from '../validation/wireSchema';

export const AVISOS_QUERY_MESSAGE = 'hoy must be a day (YYYY-MM-DD)';

export const AvisosQuerySchema = typedAs<AvisosQuery>()(
  Type.Object(
    {
      hoy: Type.String({
        format: 'date',
        description: 'Today on the asker\u2019s calendar: follow-ups on it or before count',
        examples: ['2026-11-20'],
      }),
    },
    { additionalProperties: false },
  ),
);

export const PeticionesAvisosSchema = typedAs<PeticionesAvisos>()(
  Type.Object(
    {
      paraHoy: Type.Integer({
        minimum: 0,
        description:
          'The asker\u2019s requests still on their way with a follow-up on `hoy` or earlier',
      }),
      mensajes: Type.Integer({
        minimum: 0,
        description: 'The customer\u2019s messages to the asker not read yet',
      }),
      ids: Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), {
        description: 'The requests either count holds, by id',
      }),
    },
    { additionalProperties: false },
  ),
);

/** The counts and the position of the change feed they reflect (as the lists' answers). */
export const PositionedAvisosAnswer = Type.Object(
  {
    data: PeticionesAvisosSchema,
    position: Type.Integer({
      minimum: 0,
      examples: [128],
      description: 'Resume the events stream from here (Last-Event-ID): 0 before any change',
    }),
  },
  {
    additionalProperties: false,
    description: 'The sidebar\u2019s counts, and the position of the change feed they reflect',
  },
);
