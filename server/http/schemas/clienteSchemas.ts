// The shapes of the customers' list and of a customer's page (docs/api.md, "Customers").
import { Type } from '@fastify/type-provider-typebox';
import {
  CLIENTES_PAGE_DEFAULT,
  CLIENTES_PAGE_MAX,
  CLIENTES_SORTS,
  SORT_ORDERS,
  type ClienteDetalle,
  type ClientesPage,
  type ClientesQuery,
} from '../../../contract';
import { MAX_ID } from '../validation/schemaCheck';
import { typedAs } from '../validation/wireSchema';
import { Instant } from './answerSchemas';

/** Anything else is a 400; the defaults fill in what is left out before the handler runs. */
export const ClientesQuerySchema = typedAs<Required<ClientesQuery>>()(
  Type.Object(
    {
      sort: Type.Enum([...CLIENTES_SORTS], { default: 'ultimaPeticion' }),
      order: Type.Enum([...SORT_ORDERS], { default: 'desc' }),
      offset: Type.Integer({ minimum: 0, maximum: MAX_ID, default: 0 }),
      limit: Type.Integer({
        minimum: 1,
        maximum: CLIENTES_PAGE_MAX,
        default: CLIENTES_PAGE_DEFAULT,
      }),
    },
    { additionalProperties: false },
  ),
);

const nullableText = (example: string) =>
  Type.Union([Type.String(), Type.Null()], { examples: [example] });
const cents = (example: number) => Type.Number({ minimum: 0, examples: [example] });

const ClienteRowSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: MAX_ID, examples: [42] }),
    nombre: nullableText('Peña El Botijo'),
    telefono: nullableText('+34 611 222 333'),
    correo: nullableText('pena.botijo@example.com'),
    peticiones: Type.Integer({ minimum: 1, examples: [3] }),
    ultimaPeticion: Instant,
    presupuestadoCents: cents(72600),
    aceptadoCents: cents(36300),
  },
  { additionalProperties: false },
);

export const ClientesPageSchema = typedAs<ClientesPage>()(
  Type.Object(
    {
      total: Type.Integer({ minimum: 0, examples: [1200] }),
      clientes: Type.Array(ClienteRowSchema, { maxItems: CLIENTES_PAGE_MAX }),
    },
    { additionalProperties: false },
  ),
);

const ClienteQuoteSchema = Type.Object(
  {
    id: Type.Integer({ examples: [7] }),
    numero: Type.String({ examples: ['P-2026-0012'] }),
    createdAt: Instant,
    totalCents: cents(36300),
  },
  { additionalProperties: false },
);

export const ClienteDetalleSchema = typedAs<ClienteDetalle>()(
  Type.Object(
    {
      cliente: ClienteRowSchema,
      telefonos: Type.Array(Type.String({ examples: ['+34 611 222 333'] })),
      peticiones: Type.Array(
        Type.Object(
          {
            id: Type.Integer({ examples: [42] }),
            estado: Type.String({ examples: ['aceptada'] }),
            asignado: Type.Union([Type.String(), Type.Literal(false)], { examples: [false] }),
            createdAt: Instant,
            nombre: nullableText('Peña El Botijo'),
            telefono: nullableText('+34 611 222 333'),
            correo: nullableText('pena.botijo@example.com'),
            presupuestos: Type.Array(ClienteQuoteSchema),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);
