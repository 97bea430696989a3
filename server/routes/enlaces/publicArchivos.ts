// The customer's files through their link (docs/api.md, "The customer's link"): what they sent and
// `Enviar logotipo`, the design proof's latest version, `Aprobar diseño` and `Pedir cambios al
// diseño`. Registered inside the link's scope: its limit per address and its headers hold here.
// Each call takes only the token (and a version of the proof it names): no id reaches another
// request's files.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ARCHIVO_MAX_BYTES,
  type DataAnswer as DataAnswerOf,
  type EnlaceArchivos,
} from '../../../contract';
import { archivoMessages } from '../../archivos/archivoMessages';
import type { FileStore } from '../../archivos/fileStore';
import { approveProof } from '../../db/archivos/proofApproval';
import { storeCustomerFile } from '../../db/archivos/storeArchivos';
import {
  askProofChanges,
  latestProofId,
  readEnlaceArchivos,
} from '../../db/enlaces/enlaceArchivos';
import { readEnlaceView } from '../../db/enlaces/publicEnlace';
import type { Database } from '../../db/engine/open';
import { inSnapshot } from '../../db/engine/snapshot';
import { badRequest, conflict, HttpError, notFound } from '../../http/errors';
import { DataAnswer, ErrorAnswer } from '../../http/schemas/answerSchemas';
import {
  AprobarBocetoBodySchema,
  aprobarBocetoMessages,
  CambiosBocetoBodySchema,
  cambiosBocetoMessages,
  EnlaceArchivosSchema,
} from '../../http/schemas/enlaceArchivoSchemas';
import { FileBytesAnswer } from '../../http/schemas/archivoSchemas';
import { TokenParams } from '../../http/schemas/enlaceSchemas';
import { bodyProblem } from '../../http/validation/schemaErrors';
import {
  acceptUploadBytes,
  refuseOversized,
  sendFile,
  UPLOAD_DESCRIPTION,
  uploadedName,
} from '../archivos';
import { noSuchLink, openOrRefuse, refusals } from './enlaceRefusals';

/** A body here is a name or a message: anything much bigger is not one. */
const BODY_LIMIT_BYTES = 8 * 1024;

export type PublicArchivosOptions = { db: Database; files: FileStore };

const VersionParams = Type.Object({
  token: TokenParams.properties.token,
  version: Type.String({ pattern: '^[1-9][0-9]{0,2}$', examples: ['2'] }),
});
const Answer = DataAnswer(EnlaceArchivosSchema, 'The customer’s files and the latest proof');
const NotLatest = Type.Object(
  { error: Type.String(), data: EnlaceArchivosSchema },
  {
    additionalProperties: false,
    description:
      'A newer version of the proof was uploaded since the page was read: nothing recorded; the files as they are now',
  },
);

export const publicArchivosRoutes: FastifyPluginAsyncTypebox<PublicArchivosOptions> = async (
  app,
  { db, files },
) => {
  acceptUploadBytes(app);
  const unknownToken = () => noSuchLink();
  /** The request the token opens (404, 410 when none). */
  const peticionOf = async (token: string) =>
    openOrRefuse(await inSnapshot(db, (tx) => readEnlaceView(tx, token))).peticion.id;
  const filesOf = (peticionId: number) =>
    inSnapshot(db, (tx) => readEnlaceArchivos(tx, peticionId));

  app.get(
    '/:token/archivos',
    {
      schema: {
        tags: ['enlaces'],
        operationId: 'getPublicEnlaceArchivos',
        security: [],
        summary:
          'The files the customer sent through their link, and the design proof’s latest version',
        params: TokenParams,
        response: { 200: Answer, ...refusals },
      },
      schemaErrorFormatter: unknownToken,
    },
    async (request): Promise<DataAnswerOf<EnlaceArchivos>> => {
      const id = await peticionOf(request.params.token);
      return { data: await filesOf(id) };
    },
  );

  app.post(
    '/:token/archivos',
    {
      bodyLimit: ARCHIVO_MAX_BYTES,
      preParsing: refuseOversized,
      schema: {
        tags: ['enlaces'],
        operationId: 'uploadPublicEnlaceArchivo',
        security: [],
        summary: '`Enviar logotipo`: a file the customer sends for the request (at most 5)',
        description: UPLOAD_DESCRIPTION,
        params: TokenParams,
        response: {
          201: DataAnswer(EnlaceArchivosSchema, 'Stored: the customer’s files now'),
          400: {
            ...ErrorAnswer,
            description:
              'Not a whole PDF, PNG, JPEG or SVG, or not what its name says: nothing stored',
          },
          409: {
            ...ErrorAnswer,
            description: 'The request has its 5 files of the customer already: nothing stored',
          },
          413: { ...ErrorAnswer, description: 'Over 10 MB: nothing stored' },
          ...refusals,
        },
      },
      schemaErrorFormatter: unknownToken,
    },
    async (request, reply): Promise<DataAnswerOf<EnlaceArchivos>> => {
      const id = await peticionOf(request.params.token);
      // The refusals below are the customer's own words (archivoMessages): the answer says so,
      // and the page shows them as they come (src/enlace/apiAnswer.ts).
      void reply.header('Content-Language', 'es');
      const nombre = uploadedName(request);
      if (nombre === undefined) throw badRequest(archivoMessages.noName);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = await storeCustomerFile({ db, files }, id, { nombre, bytes });
      if (result.outcome === 'not-found') throw noSuchLink();
      if (result.outcome === 'refused') {
        throw new HttpError(
          result.message === archivoMessages.tooManyCliente ? 409 : 400,
          result.message,
        );
      }
      reply.code(201);
      return { data: await filesOf(id) };
    },
  );

  app.get(
    '/:token/boceto/:version',
    {
      schema: {
        tags: ['enlaces'],
        operationId: 'getPublicEnlaceBoceto',
        security: [],
        summary: 'The design proof’s latest version, as the link shows it (an earlier one: 404)',
        description:
          'Sent with the type its content was checked to be, `X-Content-Type-Options: nosniff` ' +
          'and `Content-Disposition: attachment`; an image is shown on the page, a PDF downloaded.',
        params: VersionParams,
        response: {
          200: FileBytesAnswer('The file’s bytes'),
          ...refusals,
        },
      },
      schemaErrorFormatter: unknownToken,
    },
    async (request, reply) => {
      const id = await peticionOf(request.params.token);
      const version = Number(request.params.version);
      const found = await inSnapshot(db, async (tx) => {
        const archivoId = await latestProofId(tx, id, version);
        if (archivoId === undefined) return undefined;
        const { boceto } = await readEnlaceArchivos(tx, id);
        const bytes = await files.get(tx, archivoId);
        return boceto && bytes ? { boceto, bytes } : undefined;
      });
      if (!found) throw notFound('No such version of the proof');
      return sendFile(reply, found.boceto, found.bytes);
    },
  );

  app.post(
    '/:token/boceto/aprobar',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['enlaces'],
        operationId: 'aprobarBoceto',
        security: [],
        summary: '`Aprobar diseño`: the customer approves the proof’s latest version',
        description:
          'Recorded with the name, the time, the address, the browser, the version and the ' +
          'SHA-256 of the file. A second approval of the same version changes nothing.',
        params: TokenParams,
        body: AprobarBocetoBodySchema,
        response: {
          200: DataAnswer(EnlaceArchivosSchema, 'Approved (now or before): the files as they are'),
          400: ErrorAnswer,
          409: NotLatest,
          ...refusals,
        },
      },
      schemaErrorFormatter: (errors, part) =>
        part === 'params' ? unknownToken() : bodyProblem(errors, aprobarBocetoMessages),
    },
    async (request): Promise<DataAnswerOf<EnlaceArchivos>> => {
      const id = await peticionOf(request.params.token);
      const { nombre, version } = request.body;
      const result = await approveProof(db, id, version, {
        nombre: nombre.trim(),
        ip: request.ip.slice(0, 64),
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
      });
      if (result.outcome === 'not-found') throw notFound('No such version of the proof');
      if (result.outcome === 'not-latest') {
        throw conflict('A newer version of the proof was uploaded', await filesOf(id));
      }
      return { data: await filesOf(id) };
    },
  );

  app.post(
    '/:token/boceto/cambios',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['enlaces'],
        operationId: 'pedirCambiosBoceto',
        security: [],
        summary:
          '`Pedir cambios al diseño`: the customer’s message about the proof’s latest version',
        description: 'Recorded under the request’s `Actividad`.',
        params: TokenParams,
        body: CambiosBocetoBodySchema,
        response: {
          200: DataAnswer(EnlaceArchivosSchema, 'Recorded: the files as they are'),
          400: ErrorAnswer,
          409: NotLatest,
          ...refusals,
        },
      },
      schemaErrorFormatter: (errors, part) =>
        part === 'params' ? unknownToken() : bodyProblem(errors, cambiosBocetoMessages),
    },
    async (request): Promise<DataAnswerOf<EnlaceArchivos>> => {
      const id = await peticionOf(request.params.token);
      const { mensaje, version } = request.body;
      const result = await askProofChanges(db, id, version, mensaje);
      if (result.outcome === 'not-latest') {
        throw conflict('A newer version of the proof was uploaded', await filesOf(id));
      }
      return { data: await filesOf(id) };
    },
  );
};
