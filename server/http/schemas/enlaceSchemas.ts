// The shapes of the customer's link: staff's view of it (never its token but once, when made) and
// what its public page is answered (contract/enlaces.ts).
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import {
  ENLACE_LIMITS,
  ENLACE_TOKEN_PATTERN,
  type AceptarBody,
  type CambiosBody,
  type EnlaceEstado,
  type NuevoEnlace,
  type PublicEnlace,
} from '../../../contract';
import { SafeText } from '../validation/safeText';
import type { FieldMessages } from '../validation/schemaErrors';
import { typedAs } from '../validation/wireSchema';
import { TotalsSchema } from './presupuestoSchemas';

const closed = { additionalProperties: false } as const;
const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Day = Type.String({ format: 'date', examples: ['2026-03-31'] });

export const EnlaceEstadoSchema = typedAs<EnlaceEstado>()(
  Type.Object({ activo: Type.Boolean(), caduca: Nullable(Day) }, closed),
);

export const NuevoEnlaceSchema = typedAs<NuevoEnlace>()(
  Type.Object(
    {
      activo: Type.Boolean(),
      caduca: Nullable(Day),
      token: Type.String({
        pattern: ENLACE_TOKEN_PATTERN,
        description: 'The link is `/c/{token}` on the dashboard’s site; it is shown only here',
        examples: ['q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX'],
      }),
    },
    closed,
  ),
);

/** `:token` of a public call; a text that cannot be one names no link (404). */
export const TokenParams = Type.Object({
  token: Type.String({
    pattern: ENLACE_TOKEN_PATTERN,
    examples: ['q3J9xv0bL2mZ8k1YcTn4HwA7pR5sE6dF0gUiOaQyWzX'],
  }),
});

const LineSchema = Type.Object(
  {
    cupLabel: Type.String(),
    quantity: Type.Number(),
    printLabel: Nullable(Type.String()),
    unitPrice: Type.Number(),
    total: Type.Integer(),
  },
  closed,
);

const PublicEnlaceObject = Type.Object(
  {
    negocio: Type.Object(
      {
        nombreComercial: Type.String(),
        nif: Type.String(),
        direccion: Type.String(),
        telefono: Type.String(),
        correo: Type.String(),
        condiciones: Type.String(),
      },
      closed,
    ),
    presupuesto: Type.Object(
      {
        number: Type.String({ examples: ['P-2026-0007 v2'] }),
        date: Day,
        validUntil: Day,
        customerName: Nullable(Type.String()),
        eventDate: Nullable(Day),
        lines: Type.Array(LineSchema),
        totals: TotalsSchema,
      },
      closed,
    ),
    huella: Type.String({ pattern: '^[0-9a-f]{64}$' }),
    aceptacion: Nullable(Type.Object({ nombre: Type.String(), dia: Day }, closed)),
    aceptable: Type.Boolean(),
  },
  { ...closed, description: 'The business and the request’s latest quote, as its PDF shows it' },
);
/** Typed as the contract's type (its lists are readonly there). */
export const PublicEnlaceSchema = Type.Unsafe<PublicEnlace>(PublicEnlaceObject);

export const EnlaceCaducadoAnswer = Type.Object(
  {
    error: Type.String({ examples: ['This link has expired'] }),
    negocio: Type.Object({ nombreComercial: Type.String(), telefono: Type.String() }, closed),
  },
  { ...closed, description: 'Expired or revoked: only whom to ask for a new one' },
);

export const AceptarBodySchema = typedAs<AceptarBody>()(
  Type.Object(
    {
      nombre: SafeText({ maxLength: ENLACE_LIMITS.nombre, nonBlank: true, examples: ['Ana Gil'] }),
      huella: Type.String({ pattern: '^[0-9a-f]{64}$' }),
      acepto: Type.Literal(true),
    },
    closed,
  ),
);

export const aceptarMessages: FieldMessages = [
  ['nombre', 'nombre: write who accepts (at most 120 characters)'],
  ['huella', 'huella: the fingerprint of the quote shown'],
  ['acepto', 'acepto: the conditions must be accepted'],
];

export const CambiosBodySchema = typedAs<CambiosBody>()(
  Type.Object(
    {
      mensaje: SafeText({
        maxLength: ENLACE_LIMITS.mensaje,
        nonBlank: true,
        multiline: true,
        examples: ['¿Podría ser en azul?'],
      }),
    },
    closed,
  ),
);

export const cambiosMessages: FieldMessages = [
  ['mensaje', 'mensaje: write the message (at most 2000 characters)'],
];
