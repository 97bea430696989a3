// The files of the customer's link (contract/enlaceArchivos.ts) as JSON Schema: what the page is
// answered about them, and the bodies of `Aprobar diseño` and `Pedir cambios al diseño`.
import { Type } from '@fastify/type-provider-typebox';
import {
  ARCHIVO_MAX_BYTES,
  ARCHIVO_TIPOS,
  BOCETO_LIMITS,
  BOCETO_VERSIONS_MAX,
  CLIENTE_ARCHIVOS_MAX,
  type AprobarBocetoBody,
  type CambiosBocetoBody,
  type EnlaceArchivos,
} from '../../../contract';
import { SafeText } from '../validation/safeText';
import type { FieldMessages } from '../validation/schemaErrors';
import { typedAs } from '../validation/wireSchema';

const closed = { additionalProperties: false } as const;
const Day = Type.String({ format: 'date', examples: ['2026-03-31'] });
const Tipo = Type.Enum([...ARCHIVO_TIPOS], { description: 'As its content says, never its name' });
const Size = Type.Integer({ minimum: 1, maximum: ARCHIVO_MAX_BYTES });
const Version = Type.Integer({ minimum: 1, maximum: BOCETO_VERSIONS_MAX, examples: [2] });

export const EnlaceArchivosSchema = typedAs<EnlaceArchivos>()(
  Type.Object(
    {
      archivos: Type.Array(
        Type.Object(
          { nombre: Type.String({ examples: ['logo.png'] }), tipo: Tipo, size: Size },
          closed,
        ),
        { description: 'The files the customer sent, oldest first' },
      ),
      quedan: Type.Integer({
        minimum: 0,
        maximum: CLIENTE_ARCHIVOS_MAX,
        description: 'How many more files the customer may send',
      }),
      boceto: Type.Union([
        Type.Object(
          {
            version: Version,
            nombre: Type.String(),
            tipo: Tipo,
            size: Size,
            aprobacion: Type.Union([
              Type.Object({ nombre: Type.String(), dia: Day }, closed),
              Type.Null(),
            ]),
          },
          { ...closed, description: 'The design proof’s latest version' },
        ),
        Type.Null(),
      ]),
    },
    { ...closed, description: 'The customer’s files and the design proof’s latest version' },
  ),
);

export const AprobarBocetoBodySchema = typedAs<AprobarBocetoBody>()(
  Type.Object(
    {
      nombre: SafeText({ maxLength: BOCETO_LIMITS.nombre, nonBlank: true, examples: ['Ana Gil'] }),
      version: Version,
    },
    closed,
  ),
);

export const aprobarBocetoMessages: FieldMessages = [
  ['nombre', 'nombre: write who approves (at most 120 characters)'],
  ['version', 'version: the version of the proof shown'],
];

export const CambiosBocetoBodySchema = typedAs<CambiosBocetoBody>()(
  Type.Object(
    {
      mensaje: SafeText({
        maxLength: BOCETO_LIMITS.mensaje,
        nonBlank: true,
        multiline: true,
        examples: ['El logotipo más grande, por favor.'],
      }),
      version: Version,
    },
    closed,
  ),
);

export const cambiosBocetoMessages: FieldMessages = [
  ['mensaje', 'mensaje: write the message (at most 2000 characters)'],
  ['version', 'version: the version of the proof shown'],
];
