// The answers about requests as JSON Schemas (TypeBox), each checked against the contract's type:
// Fastify serializes every answer through its route's schema, so a field the contract does not
// name never leaves the API, and one it names cannot be missing.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import {
  BOARD_STAGES,
  LOST_REASONS,
  priceTableKeys,
  STAGES,
  type AssignedPeticion,
  type AuditAction,
  type AuditEntry,
  type Nota,
  type OtraPeticion,
  type Peticion,
} from '../../contract';
import { typedAs } from '../http/wireSchema';

// Whatever the customer left: an object of any keys, or nothing.
const Cliente = Type.Unsafe<Peticion['cliente']>({
  anyOf: [{ type: 'object', additionalProperties: true }, { type: 'null' }],
});

const peticionFields = {
  id: Type.Integer(),
  peticiones: Type.Union([Type.String(), Type.Array(Type.String())]),
  cliente: Cliente,
  fecha_evento: Type.String(),
  pais: Type.String(),
  codigo_postal: Type.String(),
  createdAt: Type.String(),
};

/** A request nobody has taken. */
export const UnassignedPeticionSchema = typedAs<Omit<Peticion, 'asignado'> & { asignado: false }>()(
  Type.Object(
    { ...peticionFields, estado: Type.String(), asignado: Type.Literal(false) },
    { additionalProperties: false },
  ),
);

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A taken request, on the board. */
export const AssignedPeticionSchema = typedAs<AssignedPeticion>()(
  Type.Object(
    {
      ...peticionFields,
      estado: Type.Enum([...STAGES]),
      asignado: Type.String(),
      asignadoAt: Type.String(),
      version: Type.Integer(),
      perdida: Nullable(
        Type.Object(
          {
            desde: Type.Enum([...BOARD_STAGES]),
            motivo: Type.Enum([...LOST_REASONS]),
            texto: Nullable(Type.String()),
          },
          { additionalProperties: false },
        ),
      ),
      proximoSeguimiento: Nullable(Type.String()),
      ultimoPresupuesto: Nullable(
        Type.Object(
          { numero: Type.String(), totalCents: Type.Integer() },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

/** A request of either kind (a taken one first: what tells them apart is `asignado`). */
export const AnyPeticionSchema = Type.Union([AssignedPeticionSchema, UnassignedPeticionSchema]);

const Actor = Type.Object(
  { uid: Type.String(), email: Nullable(Type.String()) },
  { additionalProperties: false },
);

export const NotaSchema = typedAs<Nota>()(
  Type.Object(
    { id: Type.Integer(), texto: Type.String(), autor: Actor, at: Type.String() },
    { additionalProperties: false },
  ),
);

const AUDIT_ACTIONS = [
  'price_update',
  'assignment',
  'user_created',
  'user_deactivated',
  'user_reactivated',
  'stage_change',
  'release',
  'reassignment',
  'note',
  'follow_up',
] as const satisfies readonly AuditAction[];

export const AuditEntrySchema = typedAs<AuditEntry>()(
  Type.Object(
    {
      id: Type.Integer(),
      at: Type.String(),
      actor: Actor,
      action: Type.Enum([...AUDIT_ACTIONS]),
      tabla: Nullable(Type.Enum([...priceTableKeys])),
      target: Type.String(),
      changes: Type.Array(
        Type.Object(
          { field: Type.String(), from: Type.Unknown(), to: Type.Unknown() },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
);

export const OtraPeticionSchema = typedAs<OtraPeticion>()(
  Type.Object(
    {
      id: Type.Integer(),
      estado: Type.String(),
      asignado: Type.Union([Type.String(), Type.Literal(false)]),
      fecha_evento: Type.String(),
      createdAt: Type.String(),
    },
    { additionalProperties: false },
  ),
);

export const PeticionDetailSchema = Type.Object(
  {
    peticion: AnyPeticionSchema,
    notas: Type.Array(NotaSchema),
    actividad: Type.Array(AuditEntrySchema),
    otras: Type.Array(OtraPeticionSchema),
  },
  { additionalProperties: false },
);

/** `{ data }`: the answer of every GET and write here. */
export const DataAnswerSchema = <T extends TSchema>(data: T) =>
  Type.Object({ data }, { additionalProperties: false });

/** `{ data, position }`: a list and the position of the change feed it reflects. */
export const PositionedAnswerSchema = <T extends TSchema>(item: T) =>
  Type.Object(
    { data: Type.Array(item), position: Type.Integer({ minimum: 0 }) },
    { additionalProperties: false },
  );

/** Every refusal. */
export const ErrorAnswerSchema = Type.Object(
  { error: Type.String() },
  { additionalProperties: false },
);

/** A write based on an old version: the request as it is now (StalePeticionAnswer). */
export const StalePeticionAnswerSchema = Type.Object(
  { error: Type.String(), data: AnyPeticionSchema },
  { additionalProperties: false },
);
