// A request's files for staff (docs/api.md, "Files"): the list, one file's bytes, and a new
// version of the design proof. The customer's own files arrive through their link, whose routes
// call storeCustomerFile and approveProof (server/db/archivos/).
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  adminPaths,
  ARCHIVO_MAX_BYTES,
  ARCHIVO_NAME_HEADER,
  type Archivo,
  type DataAnswer as DataAnswerOf,
} from '../../contract';
import { archivoMessages } from '../archivos/archivoMessages';
import type { FileStore } from '../archivos/fileStore';
import { listArchivos, readArchivo } from '../db/archivos/archivoRows';
import { storeProof } from '../db/archivos/storeArchivos';
import type { Database } from '../db/engine/open';
import { inSnapshot } from '../db/engine/snapshot';
import { routePlugin } from '../http/declareRoute';
import { HttpError, notFound } from '../http/errors';
import { DataAnswer, ErrorAnswer } from '../http/schemas/answerSchemas';
import { ArchivoSchema, FileBytesAnswer } from '../http/schemas/archivoSchemas';
import { answerWrite } from './peticionesAsignadas/writeAnswers';
import {
  PeticionParams,
  peticionIdOf,
  peticionPath,
  unknownPeticion,
} from './peticiones/peticionParams';

const ArchivoParams = Type.Object({
  id: PeticionParams.properties.id,
  archivoId: Type.String({ pattern: '^[1-9][0-9]{0,9}$', examples: ['7'] }),
});

const noArchivo = (id: number | string) => notFound(`No file ${id} for this request`);

/** The file name the upload's header carries (encoded), or undefined when it cannot be read. */
export function uploadedName(request: FastifyRequest): string | undefined {
  const header = request.headers[ARCHIVO_NAME_HEADER.toLowerCase()];
  if (typeof header !== 'string') return undefined;
  try {
    return decodeURIComponent(header);
  } catch {
    return undefined;
  }
}

/** `filename*` of Content-Disposition: any letter, encoded (RFC 6266), and an ASCII fallback. */
function disposition(nombre: string): string {
  const ascii = nombre.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(nombre)}`;
}

/**
 * The file with the type its content was checked to be, never guessed (`nosniff`, as every answer),
 * and always as a download under a sandboxing policy: an SVG opened from it runs no script, and
 * nothing served here can act as a page of the API's origin.
 */
export function sendFile(
  reply: FastifyReply,
  archivo: Pick<Archivo, 'nombre' | 'tipo'>,
  bytes: Buffer,
) {
  return reply
    .header('Content-Type', archivo.tipo)
    .header('Content-Disposition', disposition(archivo.nombre))
    .header('Content-Security-Policy', "sandbox; default-src 'none'")
    .header('X-Content-Type-Options', 'nosniff')
    .send(bytes);
}

/** How an upload is sent, staff's proof and the customer's file alike. */
export const UPLOAD_DESCRIPTION =
  `The body is the file’s bytes (application/octet-stream, at most ${ARCHIVO_MAX_BYTES} ` +
  `bytes), its name in the ${ARCHIVO_NAME_HEADER} header (encodeURIComponent). A PDF, PNG, ` +
  'JPEG or SVG, whole, as its content says; a name whose extension says otherwise is refused.';

/**
 * The bytes of an upload as they came, in the scope `app` (the rest of the API takes JSON alone):
 * staff's routes of files and the link's.
 */
export function acceptUploadBytes(app: Pick<FastifyInstance, 'addContentTypeParser'>) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: ARCHIVO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
}

/** An upload over the limit is refused by its declared length, before a byte is read. */
export async function refuseOversized(request: FastifyRequest) {
  const length = Number(request.headers['content-length']);
  if (length > ARCHIVO_MAX_BYTES) throw new HttpError(413, archivoMessages.tooBig);
}

export type ArchivosRoutesOptions = { db: Database; files: FileStore };

export const archivosRoutes = routePlugin<ArchivosRoutesOptions>('archivos', (routes, options) => {
  const { db, files } = options;

  routes.get(
    adminPaths.archivos(':id'),
    {
      access: 'readArchivos',
      operationId: 'getArchivos',
      summary: 'A request’s files: the customer’s and the design proof’s versions, oldest first',
      params: peticionPath,
      response: { 200: DataAnswer(Type.Array(ArchivoSchema), 'Every file of the request') },
    },
    async (request): Promise<DataAnswerOf<Archivo[]>> => {
      const id = peticionIdOf(request.params.id);
      return inSnapshot(db, async (tx) => {
        const { rows } = await tx.query('SELECT 1 FROM peticiones WHERE id = $1', [id]);
        if (rows.length === 0) throw notFound(`No request with id ${id}`);
        return { data: await listArchivos(tx, id) };
      });
    },
  );

  routes.get(
    adminPaths.archivo(':id', ':archivoId'),
    {
      access: 'readArchivos',
      operationId: 'getArchivo',
      summary: 'One file of a request, as a download (any member of staff)',
      description:
        'Sent with the type its content was checked to be, `X-Content-Type-Options: nosniff`, ' +
        '`Content-Disposition: attachment` and `Content-Security-Policy: sandbox`.',
      params: { schema: ArchivoParams, unknown: unknownPeticion },
      response: {
        200: FileBytesAnswer('The file’s bytes'),
        404: { ...ErrorAnswer, description: 'No such request, or no such file of it' },
      },
    },
    async (request, reply) => {
      const id = peticionIdOf(request.params.id);
      const archivoId = Number(request.params.archivoId);
      const found = await inSnapshot(db, async (tx) => {
        const archivo = await readArchivo(tx, id, archivoId);
        if (!archivo) return undefined;
        return { archivo, bytes: await files.get(tx, archivo.id) };
      });
      if (!found?.bytes) throw noArchivo(request.params.archivoId);
      return sendFile(reply, found.archivo, found.bytes);
    },
  );

  routes.post(
    adminPaths.bocetos(':id'),
    {
      access: 'uploadBoceto',
      operationId: 'uploadBoceto',
      summary: 'A new version of a taken request’s design proof (the assignee only)',
      description: UPLOAD_DESCRIPTION,
      params: peticionPath,
      bodyLimit: ARCHIVO_MAX_BYTES,
      preParsing: refuseOversized,
      response: { 201: DataAnswer(ArchivoSchema, 'The proof’s new version, as stored') },
    },
    async (request, reply): Promise<DataAnswerOf<Archivo>> => {
      const nombre = uploadedName(request);
      if (nombre === undefined) throw new HttpError(400, archivoMessages.noName);
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const answer = await answerWrite(request, (id, actor) =>
        storeProof({ db, files }, id, { nombre, bytes }, actor),
      );
      reply.code(201);
      return answer;
    },
  );
});

/** The routes above, taking an upload's bytes as they came (acceptUploadBytes). */
export async function archivosPlugin(
  app: Parameters<typeof archivosRoutes>[0],
  options: ArchivosRoutesOptions,
) {
  acceptUploadBytes(app);
  await archivosRoutes(app, options);
}
