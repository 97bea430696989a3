import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  type ClienteBody,
  type ClienteExport,
  type DataAnswer as DataAnswerOf,
  type ErasureResult,
  NEW_PETICION_LIMITS,
} from '../../contract';
import { purgeDeletedFiles } from '../archivos/fileDeletions';
import { databaseFileStore, type FileStore } from '../archivos/fileStore';
import { eraseCliente, exportCliente } from '../db/clientes/clienteData';
import type { Database } from '../db/engine/open';
import { RewriteFailed } from '../db/clientes/personalDataRewrite';
import { actorOf } from '../http/access/actor';
import { routePlugin } from '../http/declareRoute';
import { DataAnswer, PeticionSchema } from '../http/schemas/answerSchemas';
import { HttpError } from '../http/errors';
import { AssignedPeticionSchema, NotaSchema } from '../http/schemas/peticionAnswerSchemas';
import { PresupuestoSchema } from '../http/schemas/presupuestoSchemas';
import { SafeText } from '../http/validation/safeText';
import { MAX_ID } from '../http/validation/schemaCheck';
import { typedAs } from '../http/validation/wireSchema';

export const ERASED_NOT_REWRITTEN =
  'The data was erased, but the database could not yet rewrite the tables that held it; try again';

/** The longest phone the order form accepts: no longer one can be stored. */
const TELEFONO_MAX = NEW_PETICION_LIMITS.telefono;

const telefono = SafeText({
  minLength: 1,
  maxLength: TELEFONO_MAX,
  nonBlank: true,
  description: 'The phone number, matched as the customer\u2019s other requests are',
  examples: ['+34 611 222 333'],
});

const cliente = Type.Integer({
  minimum: 1,
  maximum: MAX_ID,
  description:
    'The id of any request of the customer, as `Clientes` groups them (by phone and by e-mail)',
  examples: [42],
});

/**
 * One of the two, never both: a body of exactly one key, written as two shapes so that the
 * document says so to tools that read it (an object of optional keys with a count of one reads
 * as neither to generators).
 */
const CustomerBodySchema = typedAs<ClienteBody>()(
  Type.Union([
    Type.Object({ telefono }, { additionalProperties: false }),
    Type.Object({ cliente }, { additionalProperties: false }),
  ]),
);

const bodyMessages = [
  ['telefono', `telefono must be a text of 1 to ${TELEFONO_MAX} characters, not blank`],
  ['cliente', 'cliente must be the id of a request: a positive integer'],
] as const;

export const ONE_CUSTOMER_MESSAGE = 'Send either telefono or cliente';

const bodyRules = {
  schema: CustomerBodySchema,
  messages: bodyMessages,
  whole: ONE_CUSTOMER_MESSAGE,
};

const withWhatIsStored = {
  notas: Type.Array(NotaSchema),
  presupuestos: Type.Array(PresupuestoSchema),
};

const CustomerExportSchema = Type.Object(
  {
    telefono: Type.Optional(Type.String({ examples: ['+34 611 222 333'] })),
    cliente: Type.Optional(Type.Integer({ examples: [42] })),
    peticiones: Type.Array(
      Type.Union([
        Type.Object(
          { ...AssignedPeticionSchema.properties, ...withWhatIsStored },
          { additionalProperties: false },
        ),
        Type.Object(
          { ...PeticionSchema.properties, ...withWhatIsStored },
          { additionalProperties: false },
        ),
      ]),
    ),
  },
  { additionalProperties: false },
);

const ErasureResultSchema = typedAs<ErasureResult>()(
  Type.Object(
    {
      peticiones: Type.Integer({ minimum: 0, examples: [2] }),
      notas: Type.Integer({ minimum: 0, examples: [3] }),
    },
    { additionalProperties: false },
  ),
);

/**
 * A customer's data by phone number or by customer, for administrators (docs/server.md,
 * "Customers' data"). The number travels in the body, never in a URL, which reaches logs.
 */
export type ClientesRoutesOptions = { db: Database; files?: FileStore };

export const clientesRoutes = routePlugin<ClientesRoutesOptions>('clientes', (routes, options) => {
  const { db, files = databaseFileStore } = options;
  routes.post(
    adminPaths.clientesExportar,
    {
      access: 'exportCustomerData',
      operationId: 'exportCliente',
      summary: 'Everything stored about a phone number or a customer: requests, notes and quotes',
      body: bodyRules,
      response: {
        200: DataAnswer(
          CustomerExportSchema,
          'Every request of that number or customer with its notes and quotes (none: an empty list)',
        ),
      },
    },
    async (request): Promise<DataAnswerOf<ClienteExport>> => ({
      data: await exportCliente(db, request.body, actorOf(request)),
    }),
  );

  routes.post(
    adminPaths.clientesSuprimir,
    {
      access: 'eraseCustomerData',
      operationId: 'suprimirCliente',
      summary: "Erase a number's or a customer's personal data from their requests and notes",
      body: bodyRules,
      response: {
        200: DataAnswer(
          ErasureResultSchema,
          'How many requests and notes lost their personal data (already erased: 0)',
        ),
      },
    },
    async (request): Promise<DataAnswerOf<ErasureResult>> => {
      try {
        return { data: await eraseCliente(db, request.body, actorOf(request)) };
      } catch (error) {
        // Erased, but not yet out of the database's files: asking again finishes it.
        if (error instanceof RewriteFailed) {
          request.log.error({ err: error }, 'erased data not rewritten');
          throw new HttpError(503, ERASED_NOT_REWRITTEN);
        }
        throw error;
      } finally {
        // The erased requests' files are out of the database: their bytes leave the store now,
        // or, should that fail, at the retention job's next run (server/archivos/fileDeletions.ts).
        await purgeDeletedFiles(db, files).catch((error: unknown) =>
          request.log.error({ err: error }, 'erased files not yet removed from the file store'),
        );
      }
    },
  );
});
