// `Logotipo` of Ajustes for staff (docs/api.md, "Ajustes"): read it (any member of staff), and
// replace or remove it (administrators, as every setting). Its bytes come alone, as
// application/octet-stream; its type is read from them, never from a name.
import { Type } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  LOGOTIPO_ADMIN_PATH,
  LOGOTIPO_MAX_BYTES,
  LOGOTIPO_TIPOS,
  type DataAnswer as DataAnswerOf,
  type Logotipo,
} from '../../contract';
import { logotipoMessages, readLogotipo, saveLogotipo } from '../db/ajustesLogotipo';
import type { Database } from '../db/engine/open';
import { actorOf } from '../http/access/actor';
import { routePlugin } from '../http/declareRoute';
import { HttpError } from '../http/errors';
import { DataAnswer } from '../http/schemas/answerSchemas';

/** The logo as staff's calls answer it: its type, size and SHA-256, and its bytes in base64. */
export type LogotipoAnswer = (Logotipo & { base64: string }) | null;

const LogotipoSchema = Type.Union([
  Type.Object(
    {
      tipo: Type.Union([
        Type.Literal(LOGOTIPO_TIPOS[0]),
        Type.Literal(LOGOTIPO_TIPOS[1]),
        Type.Literal(LOGOTIPO_TIPOS[2]),
      ]),
      size: Type.Integer({ minimum: 1, maximum: LOGOTIPO_MAX_BYTES }),
      sha256: Type.String({ pattern: '^[0-9a-f]{64}$' }),
      base64: Type.String({
        description:
          'The image’s bytes (shown by the screen as a data: URL: an SVG runs no script)',
      }),
    },
    { additionalProperties: false },
  ),
  Type.Null({ description: 'No logo' }),
]);

/** An upload over the limit is refused by its declared length, before a byte is read. */
async function refuseOversized(request: FastifyRequest) {
  if (Number(request.headers['content-length']) > LOGOTIPO_MAX_BYTES) {
    throw new HttpError(413, logotipoMessages.tooBig);
  }
}

const withBase64 = (logotipo: Logotipo | null, bytes: Buffer | null): LogotipoAnswer =>
  logotipo && bytes ? { ...logotipo, base64: bytes.toString('base64') } : null;

const routes = routePlugin<{ db: Database }>('ajustes', (routes, { db }) => {
  routes.get(
    LOGOTIPO_ADMIN_PATH,
    {
      access: 'readAjustes',
      operationId: 'getLogotipo',
      summary: 'The business’s logo (Logotipo), or null',
      response: { 200: DataAnswer(LogotipoSchema, 'The logo kept, or null') },
    },
    async (): Promise<DataAnswerOf<LogotipoAnswer>> => {
      const stored = await readLogotipo(db);
      if (!stored) return { data: null };
      // Only the answer's own fields: the union's schema matches no object with more.
      const { bytes, ...logotipo } = stored;
      return { data: withBase64(logotipo, bytes) };
    },
  );

  routes.post(
    LOGOTIPO_ADMIN_PATH,
    {
      access: 'editAjustes',
      operationId: 'saveLogotipo',
      summary: 'Replace the business’s logo (administrators); audited',
      description:
        `The body is the image’s bytes (application/octet-stream, at most ${LOGOTIPO_MAX_BYTES} ` +
        'bytes): a PNG, JPEG or SVG, whole, as its content says. Anything else, or a file cut ' +
        'short or damaged, is refused (400) and nothing changes.',
      bodyLimit: LOGOTIPO_MAX_BYTES,
      preParsing: refuseOversized,
      response: { 200: DataAnswer(LogotipoSchema, 'The logo as kept') },
    },
    async (request): Promise<DataAnswerOf<LogotipoAnswer>> => {
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const saved = await saveLogotipo(db, bytes, actorOf(request));
      if (saved.outcome === 'refused') throw new HttpError(400, saved.message);
      return { data: withBase64(saved.logotipo, bytes) };
    },
  );

  routes.post(
    `${LOGOTIPO_ADMIN_PATH}/quitar`,
    {
      access: 'editAjustes',
      operationId: 'removeLogotipo',
      summary: 'Remove the business’s logo (administrators); audited',
      response: { 200: DataAnswer(Type.Null(), 'No logo now') },
    },
    async (request): Promise<DataAnswerOf<null>> => {
      await saveLogotipo(db, null, actorOf(request));
      return { data: null };
    },
  );
});

/** The routes, with the logo's bytes taken as they come (the rest of the API takes JSON alone). */
export async function ajustesLogotipoRoutes(
  app: Parameters<typeof routes>[0],
  options: { db: Database },
) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: LOGOTIPO_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  await routes(app, options);
}
