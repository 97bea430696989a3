// The shapes of the API's answers as JSON Schema. Each route declares its answers with these:
// Fastify serialises every answer through its schema (a field the schema does not name never
// leaves the API) and the OpenAPI document (server/http/openapi/apiDocument.ts) shows them.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import {
  AUDIT_ACTIONS,
  tablaSpec,
  tablaKeys,
  ROW_VERSION_FIELD,
  ROW_VERSION_HEADER,
  ROLES,
  ORIGENES,
  type PriceRow,
  type TablaKey,
  type StaffUsuario,
} from '../../../contract';
import { MAX_ID } from '../validation/schemaCheck';
import { typedAs } from '../validation/wireSchema';

/** Every failure: `{ error }`, an English text saying what was wrong. */
export const ErrorAnswer = Type.Object(
  { error: Type.String({ examples: ['Not found: GET /api/admin/nada'] }) },
  { additionalProperties: false, description: 'What was wrong' },
);

/** `{ data }`: every GET but the users list, and every write but account creation. */
export const DataAnswer = <T extends TSchema>(data: T, description: string) =>
  Type.Object({ data }, { additionalProperties: false, description });

/** An ISO 8601 time in UTC, as the database formats it. */
export const Instant = Type.String({ format: 'date-time', examples: ['2026-11-22T10:38:00.000Z'] });

export const PeticionSchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: MAX_ID, examples: [42] }),
    estado: Type.String({ examples: ['nueva'] }),
    // false while nobody has taken it, then the staff member's e-mail.
    asignado: Type.Union([Type.String(), Type.Literal(false)], { examples: [false] }),
    peticiones: Type.Union([Type.String(), Type.Array(Type.String())], {
      examples: ['Vasos reutilizables 500 ml con logo'],
    }),
    // Nullable by its type, not an anyOf: the serialiser then writes the named fields of any
    // object, where an anyOf would first need the object to match one branch exactly. Other keys
    // (a stored request may hold more, as an older import could have left) are not refused but
    // left out: a request of either kind (AnyPeticionSchema, an anyOf) is told apart by checking
    // it against each branch, and a refused key would match neither.
    cliente: Type.Unsafe<{ nombre?: string; telefono?: string } | null>({
      type: ['object', 'null'],
      properties: { nombre: { type: 'string' }, telefono: { type: 'string' } },
      description: 'Only nombre and telefono are sent',
      examples: [{ nombre: 'Peña El Botijo', telefono: '+34 611 222 333' }],
    }),
    fecha_evento: Type.String({ format: 'date', examples: ['2027-06-12'] }),
    pais: Type.String({ examples: ['España'] }),
    codigo_postal: Type.String({ examples: ['28013'] }),
    // The customer's e-mail, null when they gave none.
    correo: Type.Union([Type.String(), Type.Null()], {
      examples: ['pena.botijo@example.com'],
    }),
    origen: Type.Enum([...ORIGENES], {
      description: 'The channel it came through; web is the public order form',
      examples: ['web'],
    }),
    createdAt: Instant,
  },
  { additionalProperties: false },
);

export const UsuarioSchema = typedAs<StaffUsuario>()(
  Type.Object(
    {
      // Empty for an account without an e-mail (made some other way than this API).
      email: Type.String({ examples: ['maria.lopez@vasos.test'] }),
      uid: Type.String({ examples: ['kV3pQ9xWmZbT0aYc1dEfGh2iJk34'] }),
      staff: Type.Boolean(),
      disabled: Type.Boolean(),
      // Optional in the contract (a backend without roles sends none); this server always sends it.
      rol: Type.Optional(
        Type.Enum([...ROLES], {
          description: 'Its role among staff (docs/access.md); sent for every account',
          examples: ['personal'],
        }),
      ),
    },
    { additionalProperties: false },
  ),
);

export const AuditEntrySchema = Type.Object(
  {
    id: Type.Integer({ minimum: 1 }),
    at: Instant,
    actor: Type.Object(
      { uid: Type.String(), email: Type.Union([Type.String(), Type.Null()]) },
      { additionalProperties: false },
    ),
    action: Type.Enum([...AUDIT_ACTIONS], { examples: ['price_update'] }),
    tabla: Type.Union([Type.Enum([...tablaKeys]), Type.Null()]),
    target: Type.String({ examples: ['3'] }),
    changes: Type.Array(
      Type.Object(
        { field: Type.String(), from: Type.Unknown(), to: Type.Unknown() },
        { additionalProperties: false },
      ),
      { examples: [[{ field: 'coste', from: 0.5, to: 0.45 }]] },
    ),
  },
  { additionalProperties: false },
);

/**
 * A row of one price table: its id, a number for each of its fields, its version. Values are
 * plain numbers here (not integers): an answer shows what is stored, never rounds it.
 */
export function priceRowSchema(key: TablaKey) {
  const fields = Object.fromEntries(
    tablaSpec(key).fields.map(({ field }) => [field, Type.Number()]),
  );
  const schema = Type.Object(
    {
      id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
      ...fields,
      [ROW_VERSION_FIELD]: Type.Integer({ minimum: 1, maximum: MAX_ID }),
    },
    { additionalProperties: false },
  );
  return Type.Unsafe<PriceRow>(schema);
}

/** The `Row-Version` header of an accepted update, for the document. */
export const rowVersionHeader = {
  [ROW_VERSION_HEADER]: {
    type: 'integer',
    minimum: 1,
    description: "The row's version after the update (the body's `version`)",
  },
};
