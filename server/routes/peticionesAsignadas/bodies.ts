// What the writes to a taken request accept (contract/peticionesAsignadas.ts), as schemas checked before the
// handler, the answer for each way a body can fail them, and the rules across fields.
import { Type } from '@fastify/type-provider-typebox';
import {
  MOTIVOS,
  LOST_ETAPA,
  OVERRIDE_REASON_MAX,
  PROOF_GATED_ETAPA,
  LOST_TEXT_MAX,
  NOTA_MAX_LENGTH,
  ETAPAS,
  type SeguimientoBody,
  type MoveBody,
  type NotaBody,
  type ReassignBody,
  type ReleaseBody,
} from '../../../contract';
import { badRequest } from '../../http/errors';
import { SafeText } from '../../http/validation/safeText';
import type { FieldMessages } from '../../http/validation/schemaErrors';
import { CalendarDay, EmailAddress, MAX_ID } from '../../http/validation/schemaCheck';
import { typedAs } from '../../http/validation/wireSchema';

/** Versions are stored as PostgreSQL `integer`s, like ids. */
export const Version = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const VERSION_MESSAGE = ['version', 'version must be a positive integer'] as const;

const closed = { additionalProperties: false } as const;

export const MoveBodySchema = typedAs<MoveBody>()(
  Type.Object(
    {
      etapa: Type.Enum([...ETAPAS]),
      version: Version,
      motivo: Type.Optional(Type.Enum([...MOTIVOS])),
      texto: Type.Optional(
        SafeText({
          maxLength: LOST_TEXT_MAX,
          multiline: true,
          nonBlank: true,
          description: 'Why it was lost, with motivo otro only',
          examples: ['Lo encargan a una imprenta de su pueblo'],
        }),
      ),
      override: Type.Optional(
        SafeText({
          maxLength: OVERRIDE_REASON_MAX,
          multiline: true,
          nonBlank: true,
          description:
            'An administrator’s reason to move into en_produccion though the customer has not ' +
            'approved the latest design proof',
          examples: ['El cliente lo aprobó por teléfono'],
        }),
      ),
    },
    closed,
  ),
);

export const moveMessages: FieldMessages = [
  ['etapa', `etapa must be one of ${ETAPAS.join(', ')}`],
  VERSION_MESSAGE,
  ['motivo', `motivo must be one of ${MOTIVOS.join(', ')}`],
  ['texto', `texto must be a text of 1 to ${LOST_TEXT_MAX} characters, not blank`],
  ['override', `override must be a text of 1 to ${OVERRIDE_REASON_MAX} characters, not blank`],
];

/**
 * The reason travels with a loss and only with it, the text with the reason `otro` and only with
 * it (trimmed, not blank); an override with a move into production only (trimmed). Returns the
 * move as it is to be stored.
 */
export function checkedMove(body: MoveBody): MoveBody {
  if (body.override !== undefined) {
    if (body.etapa !== PROOF_GATED_ETAPA) {
      throw badRequest(`override goes only with etapa ${PROOF_GATED_ETAPA}`);
    }
    return { ...body, override: body.override.trim() };
  }
  const texto = body.texto?.trim();
  if (body.etapa !== LOST_ETAPA) {
    if (body.motivo !== undefined || body.texto !== undefined) {
      throw badRequest(`motivo and texto go only with etapa ${LOST_ETAPA}`);
    }
    return body;
  }
  if (body.motivo === undefined) throw badRequest(`etapa ${LOST_ETAPA} needs a motivo`);
  if (body.motivo !== 'otro') {
    if (body.texto !== undefined) throw badRequest('texto goes only with motivo otro');
    return body;
  }
  if (!texto) throw badRequest('motivo otro needs a texto');
  return { ...body, texto };
}

export const ReleaseBodySchema = typedAs<ReleaseBody>()(Type.Object({ version: Version }, closed));

export const releaseMessages: FieldMessages = [VERSION_MESSAGE];

export const ReassignBodySchema = typedAs<ReassignBody>()(
  Type.Object({ asignado: EmailAddress, version: Version }, closed),
);

export const reassignMessages: FieldMessages = [
  ['asignado', 'asignado must be an e-mail address'],
  VERSION_MESSAGE,
];

export const NotaBodySchema = typedAs<NotaBody>()(
  Type.Object(
    {
      texto: SafeText({
        maxLength: NOTA_MAX_LENGTH,
        multiline: true,
        nonBlank: true,
        examples: ['Llamar el lunes: quiere el logo a dos colores.'],
      }),
    },
    closed,
  ),
);

export const notaMessages: FieldMessages = [
  ['texto', `texto must be a text of 1 to ${NOTA_MAX_LENGTH} characters, not blank`],
];

/** The note as stored: without the spaces around it (the schema has held it to its length). */
export const checkedNota = (body: NotaBody): string => body.texto.trim();

export const SeguimientoBodySchema = typedAs<SeguimientoBody>()(
  Type.Object(
    {
      // A real day of the calendar (2026-02-30 is none), or null to clear it.
      fecha: Type.Union([CalendarDay, Type.Null()]),
      version: Version,
    },
    closed,
  ),
);

export const seguimientoMessages: FieldMessages = [
  ['fecha', 'fecha must be a date, YYYY-MM-DD, or null'],
  VERSION_MESSAGE,
];
