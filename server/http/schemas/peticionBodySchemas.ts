// A request's fields as a body brings them: the public order form's rules (docs/server.md, "Live"),
// the one set every route that takes a request's details applies (the form's, staff typing one in,
// staff correcting one), so their validation and limits cannot drift apart.
import { Type } from '@fastify/type-provider-typebox';
import { NEW_PETICION_LIMITS as LIMITS, ORIGENES } from '../../../contract';
import { SafeText } from '../validation/safeText';
import { CalendarDay, EmailAddress } from '../validation/schemaCheck';

/** A one-line text that says something: not empty, not only spaces. */
const Line = (maxLength: number, examples: string[]) =>
  SafeText({ minLength: 1, maxLength, nonBlank: true, examples });

/** The order as the customer wrote it: one text, or as many lines as they like. */
export const PedidoSchema = Type.Union([
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
]);

/** Who asks: either may be left blank (staff see what the customer wrote). */
export const ClienteSchema = Type.Object(
  {
    nombre: Type.Optional(SafeText({ maxLength: LIMITS.nombre, examples: ['Peña El Botijo'] })),
    telefono: Type.Optional(
      SafeText({ maxLength: LIMITS.telefono, examples: ['+34 611 222 333'] }),
    ),
  },
  { additionalProperties: false },
);

/** The customer's e-mail, by the server's one rule for addresses. */
export const CorreoSchema = { ...EmailAddress, examples: ['pena.botijo@example.com'] };

export const OrigenSchema = Type.Enum([...ORIGENES], {
  description: 'The channel the request came through',
  examples: ['telefono'],
});

/** The fields every request has, apart from who asks: the order, when and where. */
export const peticionFields = {
  peticiones: PedidoSchema,
  fecha_evento: CalendarDay,
  pais: Line(LIMITS.pais, ['España']),
  codigo_postal: Line(LIMITS.codigoPostal, ['28013']),
};

/** What a refused field's answer says, field by field (the first one wrong is named). */
export const PETICION_FIELD_MESSAGES = [
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
  ['correo', `correo must be an e-mail address of up to ${LIMITS.correo} characters`],
  ['origen', `origen must be one of ${ORIGENES.join(', ')}`],
] as const;
