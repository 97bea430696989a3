// The settings (`Ajustes`, contract/ajustes.ts) as JSON Schema: what `POST …/ajustes` takes whole
// and every answer gives, and the answer for each field it refuses.
import { Type } from '@fastify/type-provider-typebox';
import {
  AJUSTES_LIMITS,
  CONDICIONES_MAX,
  RETENTION_MONTHS_RANGE,
  ZONA_HORARIA_MAX,
  type Ajustes,
} from '../../../contract';
import { SafeText } from '../validation/safeText';
import { EmailAddress } from '../validation/schemaCheck';
import { typedAs } from '../validation/wireSchema';

const closed = { additionalProperties: false } as const;

const RetentionMonths = (example: number) =>
  Type.Integer({
    minimum: RETENTION_MONTHS_RANGE.min,
    maximum: RETENTION_MONTHS_RANGE.max,
    description: 'Whole months a customer\u2019s personal data is kept',
    examples: [example],
  });

const RETENTION_MONTHS_MESSAGE = `a whole number from ${RETENTION_MONTHS_RANGE.min} to ${RETENTION_MONTHS_RANGE.max}`;

/** `Ajustes`, as `POST …/ajustes` takes them whole and every answer gives them. */
export const AjustesSchema = typedAs<Ajustes>()(
  Type.Object(
    {
      nombreComercial: SafeText({
        maxLength: AJUSTES_LIMITS.nombreComercial,
        examples: ['Vasos Fiesta S.L.'],
      }),
      nif: SafeText({ maxLength: AJUSTES_LIMITS.nif, examples: ['B12345678'] }),
      direccion: SafeText({
        maxLength: AJUSTES_LIMITS.direccion,
        examples: ['Calle Mayor 1, 28013 Madrid'],
      }),
      telefono: SafeText({ maxLength: AJUSTES_LIMITS.telefono, examples: ['+34 912 345 678'] }),
      // EmailAddress's limit is the e-mail standards', AJUSTES_LIMITS.correo.
      correo: Type.Union([Type.Literal(''), EmailAddress]),
      // Up to 2 decimals: checked by the route with the contract's isValidPercent (a schema's
      // multipleOf would judge 1.16 by its binary value, 115.99999999999999 hundredths).
      ivaPercent: Type.Number({
        minimum: 0,
        maximum: 100,
        description: 'A percentage with at most 2 decimals',
        examples: [21],
      }),
      validezDias: Type.Integer({
        minimum: 1,
        maximum: AJUSTES_LIMITS.validezDias,
        examples: [30],
      }),
      conservarCerradasMeses: RetentionMonths(24),
      conservarSinAsignarMeses: RetentionMonths(12),
      // Whether the database knows the zone is the route's to check (pg_timezone_names).
      zonaHoraria: Type.String({
        minLength: 1,
        maxLength: ZONA_HORARIA_MAX,
        pattern: '^[A-Za-z0-9_+\\-/]+$',
        description: 'The IANA time zone Informes count days and months in',
        examples: ['Europe/Madrid'],
      }),
      condiciones: SafeText({
        maxLength: CONDICIONES_MAX,
        multiline: true,
        description: 'The terms the customer accepts on their link\u2019s page',
        examples: ['Pago del 50 % al aceptar; el resto a la entrega.'],
      }),
    },
    closed,
  ),
);

export const ZONA_HORARIA_MESSAGE =
  'zonaHoraria must be a time zone of the IANA database, such as Europe/Madrid';

export const IVA_PERCENT_MESSAGE =
  'ivaPercent must be a number from 0 to 100 with at most 2 decimals';

export const ajustesMessages = [
  [
    'nombreComercial',
    `nombreComercial must be a text of at most ${AJUSTES_LIMITS.nombreComercial} characters`,
  ],
  ['nif', `nif must be a text of at most ${AJUSTES_LIMITS.nif} characters`],
  ['direccion', `direccion must be a text of at most ${AJUSTES_LIMITS.direccion} characters`],
  ['telefono', `telefono must be a text of at most ${AJUSTES_LIMITS.telefono} characters`],
  ['correo', 'correo must be an e-mail address, or empty'],
  ['ivaPercent', IVA_PERCENT_MESSAGE],
  ['validezDias', `validezDias must be a whole number from 1 to ${AJUSTES_LIMITS.validezDias}`],
  ['conservarCerradasMeses', `conservarCerradasMeses must be ${RETENTION_MONTHS_MESSAGE}`],
  ['conservarSinAsignarMeses', `conservarSinAsignarMeses must be ${RETENTION_MONTHS_MESSAGE}`],
  ['zonaHoraria', ZONA_HORARIA_MESSAGE],
  ['condiciones', `condiciones must be a text of at most ${CONDICIONES_MAX} characters`],
] as const;
