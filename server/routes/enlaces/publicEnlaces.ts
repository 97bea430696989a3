import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { type DataAnswer as DataAnswerOf, type PublicEnlace } from '../../../contract';
import type { FileStore } from '../../archivos/fileStore';
import { aceptarPresupuesto } from '../../db/enlaces/aceptar';
import { readEnlaceView } from '../../db/enlaces/publicEnlace';
import type { Database } from '../../db/engine/open';
import { inSnapshot } from '../../db/engine/snapshot';
import { conflict } from '../../http/errors';
import { limitScope } from '../../http/rateLimit';
import { DataAnswer, ErrorAnswer } from '../../http/schemas/answerSchemas';
import {
  AceptarBodySchema,
  aceptarMessages,
  PublicEnlaceSchema,
  TokenParams,
} from '../../http/schemas/enlaceSchemas';
import { bodyProblem } from '../../http/validation/schemaErrors';
import { renderPresupuestoPdf } from '../../presupuestos/presupuestoPdf';
import { publicCambiosRoutes } from './publicCambios';
import { publicArchivosRoutes } from './publicArchivos';
import { expired, noSuchLink, openOrRefuse, refusals } from './enlaceRefusals';

/** Requests per minute and client address on the link's calls: a person reads and accepts once. */
export const DEFAULT_ENLACE_RATE_LIMIT_PER_MINUTE = 30;

/** A body here is a name or a message: anything much bigger is not one. */
const ENLACE_BODY_LIMIT_BYTES = 8 * 1024;

export type PublicEnlacesOptions = { db: Database; files: FileStore; perMinute: number };

const tokenPath = { params: TokenParams };

/**
 * Headers of every answer of the link's calls: never kept by a cache, never indexed, never sent on
 * as a Referer (the token is in the path), and nothing to run or frame.
 */
function publicHeaders(reply: FastifyReply) {
  void reply
    .header('Cache-Control', 'no-store')
    .header('X-Robots-Tag', 'noindex, nofollow')
    .header('Referrer-Policy', 'no-referrer')
    .header('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
}

/**
 * The customer's link (docs/api.md, "The customer's link"), no token of staff: each call answers
 * only what its token names, counted per client address apart from the staff's calls.
 */
export const publicEnlacesRoutes: FastifyPluginAsyncTypebox<PublicEnlacesOptions> = async (
  app,
  { db, files, perMinute },
) => {
  limitScope(app, perMinute);
  app.addHook('onSend', (_request, reply, payload, done) => {
    publicHeaders(reply);
    done(null, payload);
  });
  const unknownToken = () => noSuchLink();

  app.get(
    '/:token',
    {
      schema: {
        tags: ['enlaces'],
        operationId: 'getPublicEnlace',
        security: [],
        summary: 'What a customer’s link shows: the business and the request’s latest quote',
        ...tokenPath,
        response: { 200: DataAnswer(PublicEnlaceSchema, 'The page’s content'), ...refusals },
      },
      schemaErrorFormatter: unknownToken,
    },
    async (request): Promise<DataAnswerOf<PublicEnlace>> => {
      const view = await inSnapshot(db, (tx) => readEnlaceView(tx, request.params.token));
      return { data: openOrRefuse(view).answer };
    },
  );

  app.get(
    '/:token/pdf',
    {
      schema: {
        tags: ['enlaces'],
        operationId: 'getPublicEnlacePdf',
        security: [],
        summary: 'The quote a customer’s link shows, as its PDF',
        ...tokenPath,
        response: {
          200: {
            description: 'The PDF (`Content-Disposition: attachment`)',
            content: {
              'application/pdf': {
                schema: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }),
              },
            },
          },
          ...refusals,
        },
      },
      schemaErrorFormatter: unknownToken,
    },
    async (request, reply) => {
      const view = openOrRefuse(
        await inSnapshot(db, (tx) => readEnlaceView(tx, request.params.token)),
      );
      const aceptacion = view.answer.aceptacion;
      const pdf = await renderPresupuestoPdf({ ...view.pdf, aceptacion });
      const name = `${view.quote.numero.replace(/\s+/g, '-')}.pdf`;
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(pdf);
    },
  );

  app.post(
    '/:token/aceptar',
    {
      bodyLimit: ENLACE_BODY_LIMIT_BYTES,
      schema: {
        tags: ['enlaces'],
        operationId: 'aceptarPresupuesto',
        security: [],
        summary: 'The customer accepts the quote their link shows',
        ...tokenPath,
        body: AceptarBodySchema,
        response: {
          200: DataAnswer(PublicEnlaceSchema, 'Accepted (now or before): the page as it is'),
          400: ErrorAnswer,
          ...refusals,
          409: Type.Object(
            { error: Type.String(), data: PublicEnlaceSchema },
            {
              additionalProperties: false,
              description:
                'A newer version was saved since the page was read, or the quote can no longer be accepted: nothing recorded; the page as it is now',
            },
          ),
        },
      },
      schemaErrorFormatter: (errors, part) =>
        part === 'params' ? unknownToken() : bodyProblem(errors, aceptarMessages),
    },
    async (request): Promise<DataAnswerOf<PublicEnlace>> => {
      const result = await aceptarPresupuesto(db, request.params.token, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      switch (result.outcome) {
        case 'unknown':
          throw noSuchLink();
        case 'caducado':
          throw expired(result.negocio);
        case 'newer':
          throw conflict('A newer version of this quote was saved', result.answer);
        case 'not-acceptable':
          throw conflict('This quote can no longer be accepted', result.answer);
        case 'accepted':
          return { data: result.answer };
      }
    },
  );

  // `Pedir cambios`: in this scope, under its limit and headers.
  await app.register(publicCambiosRoutes, { db });
  // The customer's files and the design proof: a scope inside this one, under its limit and headers.
  await app.register(publicArchivosRoutes, { db, files });
};
