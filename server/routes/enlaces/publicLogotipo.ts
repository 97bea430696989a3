// The business's logo on the customer's link (docs/api.md, "The customer's link"): served only to
// a live link's token, and nothing but the logo. Its checked type, `nosniff`, and a policy under
// which an SVG opened on its own runs no script.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOGOTIPO_TIPOS } from '../../../contract';
import { readLogotipo } from '../../db/ajustesLogotipo';
import type { Database } from '../../db/engine/open';
import { readEnlaceView } from '../../db/enlaces/publicEnlace';
import { inSnapshot } from '../../db/engine/snapshot';
import { notFound } from '../../http/errors';
import { limitScope } from '../../http/rateLimit';
import { ErrorAnswer } from '../../http/schemas/answerSchemas';
import { FileBytesAnswer } from '../../http/schemas/archivoSchemas';
import { TokenParams } from '../../http/schemas/enlaceSchemas';

export type PublicLogotipoOptions = { db: Database; perMinute: number };

// One answer for a token that opens nothing, an expired one and a business without a logo: the
// page then shows no logo, and a token learns nothing here it would not on the page.
const noLogo = () => notFound('No logo');

export const publicLogotipoRoutes: FastifyPluginAsyncTypebox<PublicLogotipoOptions> = async (
  app,
  { db, perMinute },
) => {
  limitScope(app, perMinute);
  app.get(
    '/:token/logotipo',
    {
      schema: {
        tags: ['enlaces'],
        operationId: 'getPublicLogotipo',
        security: [],
        summary: 'The business’s logo, to a live link of its customer',
        params: TokenParams,
        response: {
          200: FileBytesAnswer(
            'The image, with the type its content was checked to be, `nosniff` and ' +
              '`Content-Security-Policy: sandbox`',
            LOGOTIPO_TIPOS,
          ),
          404: { ...ErrorAnswer, description: 'No live link with that token, or no logo' },
        },
      },
      schemaErrorFormatter: noLogo,
    },
    async (request, reply) => {
      const logotipo = await inSnapshot(db, async (tx) => {
        const view = await readEnlaceView(tx, request.params.token);
        return view.kind === 'vigente' ? readLogotipo(tx) : null;
      });
      if (!logotipo) throw noLogo();
      return reply
        .header('Content-Type', logotipo.tipo)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "sandbox; default-src 'none'")
        .header('Cache-Control', 'no-store')
        .header('X-Robots-Tag', 'noindex, nofollow')
        .header('Referrer-Policy', 'no-referrer')
        .send(logotipo.bytes);
    },
  );
};
