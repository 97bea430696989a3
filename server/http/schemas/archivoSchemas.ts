// A request's files (contract/archivos.ts) as JSON Schema: Fastify serialises through them and the
// OpenAPI document shows them.
import { Type } from '@fastify/type-provider-typebox';
import {
  ARCHIVO_KINDS,
  ARCHIVO_MAX_BYTES,
  ARCHIVO_TIPOS,
  PROOF_NOT_APPROVED,
  type Archivo,
  type ArchivoTipo,
  type ProofGateConflict,
} from '../../../contract';
import { MAX_ID } from '../validation/schemaCheck';
import { typedAs } from '../validation/wireSchema';
import { Instant } from './answerSchemas';

const Id = Type.Integer({ minimum: 1, maximum: MAX_ID });

/** A file's bytes, as the OpenAPI document says a file is. */
const Bytes = Type.Unsafe<Buffer>({ type: 'string', format: 'binary' });

/**
 * The answer of a download: the file's bytes, sent as one of the types its content was checked to
 * be (every type a request's file may be, or fewer, as the logo's). One schema for every route
 * that sends a file, staff's and the customer's link's alike.
 */
export function FileBytesAnswer(
  description: string,
  tipos: readonly ArchivoTipo[] = ARCHIVO_TIPOS,
): { description: string; content: Record<string, { schema: typeof Bytes }> } {
  return {
    description,
    content: Object.fromEntries(tipos.map((tipo) => [tipo, { schema: Bytes }])),
  };
}

export const ArchivoSchema = typedAs<Archivo>()(
  Type.Object(
    {
      id: Id,
      peticionId: Id,
      kind: Type.Enum([...ARCHIVO_KINDS], {
        description: 'cliente: sent by the customer through their link; boceto: a design proof',
      }),
      version: Type.Union([Id, Type.Null()], { description: 'A proof’s version (1, 2…)' }),
      nombre: Type.String({ examples: ['logo-peña.png'] }),
      tipo: Type.Enum([...ARCHIVO_TIPOS], { description: 'As its content says, never its name' }),
      size: Type.Integer({ minimum: 1, maximum: ARCHIVO_MAX_BYTES }),
      sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
      sender: Type.String({
        description: 'cliente, or the e-mail of who uploaded it',
        examples: ['maria.lopez@vasos.test'],
      }),
      createdAt: Instant,
      aprobadoAt: Type.Union([Instant, Type.Null()], {
        description: 'When the customer approved this version of the proof',
      }),
    },
    { additionalProperties: false },
  ),
);

/** A move into production refused: the customer has not approved the latest design proof. */
export const ProofGateConflictSchema = typedAs<ProofGateConflict>()(
  Type.Object(
    {
      error: Type.String({ examples: ['El cliente aún no ha aprobado el diseño.'] }),
      reason: Type.Literal(PROOF_NOT_APPROVED),
    },
    {
      additionalProperties: false,
      description:
        'The latest design proof waits for the customer: nothing written (an administrator may ' +
        'move it anyway with override)',
    },
  ),
);
