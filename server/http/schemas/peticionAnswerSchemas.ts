// The answers about taken requests (contract/peticionesAsignadas.ts) as JSON Schema, beside the others in
// answerSchemas.ts: Fastify serialises through them and the OpenAPI document shows them.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import {
  TABLERO_ETAPAS,
  MOTIVOS,
  ETAPAS,
  HISTORIAL_MAX,
  HISTORIAL_PAGE,
  type Nota,
  type OtraPeticion,
  type PeticionDetailQuery,
} from '../../../contract';
import { AuditEntrySchema, ErrorAnswer, Instant, PeticionSchema } from './answerSchemas';
import { MAX_ID } from '../validation/schemaCheck';
import { typedAs } from '../validation/wireSchema';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

const Day = Type.String({ format: 'date', examples: ['2027-01-15'] });

/**
 * A taken request, on the board: a request with its stage, assignee and what follows it up. The
 * same fields as an unassigned one (`cliente` written the same way), so one list's row and the
 * other's differ only in what taking adds.
 */
export const AssignedPeticionSchema = Type.Object(
  {
    ...PeticionSchema.properties,
    estado: Type.Enum([...ETAPAS], { examples: ['presupuestada'] }),
    asignado: Type.String({ examples: ['maria.lopez@vasos.test'] }),
    asignadoAt: Instant,
    version: Type.Integer({ minimum: 1, maximum: MAX_ID, examples: [3] }),
    perdida: Nullable(
      Type.Object(
        {
          desde: Type.Enum([...TABLERO_ETAPAS]),
          motivo: Type.Enum([...MOTIVOS]),
          texto: Nullable(Type.String()),
        },
        { additionalProperties: false },
      ),
    ),
    proximoSeguimiento: Nullable(Day),
    ultimoPresupuesto: Nullable(
      Type.Object(
        { numero: Type.String(), totalCents: Type.Integer() },
        { additionalProperties: false },
      ),
    ),
    clienteAcepto: Type.Boolean({
      description:
        'The customer accepted the quote through their link, and its assignee has not opened the request since',
    }),
    mensajesCliente: Type.Integer({
      minimum: 0,
      description: 'The customer’s messages (`Pedir cambios`) its assignee has not read',
    }),
  },
  { additionalProperties: false },
);

/**
 * A taken request as the board's card shows it (TableroPeticion): the dialog reads the whole
 * request (PeticionDetailSchema).
 */
export const TableroPeticionSchema = Type.Object(
  {
    id: PeticionSchema.properties.id,
    estado: AssignedPeticionSchema.properties.estado,
    asignado: AssignedPeticionSchema.properties.asignado,
    version: AssignedPeticionSchema.properties.version,
    peticiones: PeticionSchema.properties.peticiones,
    // Nullable by its type, as PeticionSchema's cliente (see there).
    cliente: Type.Unsafe<{ nombre?: string } | null>({
      type: ['object', 'null'],
      properties: { nombre: { type: 'string' } },
      description: 'Only nombre is sent',
      examples: [{ nombre: 'Peña El Botijo' }],
    }),
    fecha_evento: PeticionSchema.properties.fecha_evento,
    origen: PeticionSchema.properties.origen,
    createdAt: PeticionSchema.properties.createdAt,
    proximoSeguimiento: AssignedPeticionSchema.properties.proximoSeguimiento,
    perdida: Nullable(
      Type.Object(
        { motivo: Type.Enum([...MOTIVOS]), desde: Type.Enum([...TABLERO_ETAPAS]) },
        { additionalProperties: false },
      ),
    ),
    ultimoPresupuesto: Nullable(
      Type.Object({ totalCents: Type.Integer() }, { additionalProperties: false }),
    ),
    clienteAcepto: AssignedPeticionSchema.properties.clienteAcepto,
    mensajesCliente: AssignedPeticionSchema.properties.mensajesCliente,
  },
  { additionalProperties: false },
);

/** A request of either kind: what tells them apart is what taking adds. */
export const AnyPeticionSchema = Type.Union([AssignedPeticionSchema, PeticionSchema]);

const Actor = Type.Object(
  { uid: Type.String(), email: Nullable(Type.String()) },
  { additionalProperties: false },
);

export const NotaSchema = typedAs<Nota>()(
  Type.Object(
    {
      id: Type.Integer({ minimum: 1 }),
      texto: Type.String({ examples: ['Llamar el lunes: quiere el logo a dos colores.'] }),
      deCliente: Type.Boolean({
        description: 'A message the customer sent through their link, not a note of staff',
      }),
      autor: Actor,
      at: Instant,
    },
    { additionalProperties: false },
  ),
);

export const OtraPeticionSchema = typedAs<OtraPeticion>()(
  Type.Object(
    {
      id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
      estado: Type.String({ examples: ['entregada'] }),
      asignado: Type.Union([Type.String(), Type.Literal(false)]),
      fecha_evento: Day,
      createdAt: Instant,
    },
    { additionalProperties: false },
  ),
);

const historialLimit = (what: string) =>
  Type.Integer({
    minimum: 1,
    maximum: HISTORIAL_MAX,
    default: HISTORIAL_PAGE,
    description: `How many of the newest ${what} to answer`,
  });

/** Anything else is a 400; the defaults fill in what is left out before the handler runs. */
export const PeticionDetailQuerySchema = typedAs<Required<PeticionDetailQuery>>()(
  Type.Object(
    { notas: historialLimit('notes'), actividad: historialLimit('activity entries') },
    { additionalProperties: false },
  ),
);

export const PETICION_DETAIL_QUERY_MESSAGE = `notas and actividad must be whole numbers from 1 to ${HISTORIAL_MAX}`;

export const PeticionDetailSchema = Type.Object(
  {
    peticion: AnyPeticionSchema,
    notas: Type.Array(NotaSchema, { description: 'The newest `notas` notes, newest first' }),
    masNotas: Type.Boolean({ description: 'The request has older notes than these' }),
    actividad: Type.Array(AuditEntrySchema, {
      description: "The newest `actividad` of the request's own audit entries, newest first",
    }),
    masActividad: Type.Boolean({ description: 'The request has older entries than these' }),
    otras: Type.Array(OtraPeticionSchema, {
      description: "The customer's other requests (the same phone), newest first, at most 50",
    }),
  },
  { additionalProperties: false },
);

/** A list and the position of the change feed it reflects (`PositionedAnswer`). */
export const PositionedAnswer = <T extends TSchema>(item: T, description: string) =>
  Type.Object(
    {
      data: Type.Array(item),
      position: Type.Integer({
        minimum: 0,
        examples: [128],
        description: 'Resume the events stream from here (Last-Event-ID): 0 before any change',
      }),
    },
    { additionalProperties: false, description },
  );

/** A write based on an old version: the request as it is now (`StalePeticionAnswer`). */
export const StalePeticionAnswer = Type.Object(
  { error: ErrorAnswer.properties.error, data: AnyPeticionSchema },
  {
    additionalProperties: false,
    description: 'The version sent is not the request’s: nothing written; the request as it is now',
  },
);
