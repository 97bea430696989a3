import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  INFORME_MAX_DAYS,
  may,
  ORIGENES,
  type DataAnswer as DataAnswerOf,
  type Informe,
  type InformeQuery,
} from '../../contract';
import type { Database } from '../db/engine/open';
import { readInforme } from '../db/informes/informe';
import { routePlugin } from '../http/declareRoute';
import { badRequest } from '../http/errors';
import { InformeSchema } from '../http/schemas/informeSchema';
import { DataAnswer } from '../http/schemas/answerSchemas';
import { MAX_EMAIL_LENGTH } from '../staff/email';
import { typedAs } from '../http/validation/wireSchema';

export const INFORME_QUERY_MESSAGE =
  'desde and hasta must be days (YYYY-MM-DD), usuario an e-mail address, origen a channel';
export const INFORME_PERIOD_MESSAGE = `hasta must not be before desde, nor more than ${INFORME_MAX_DAYS} days after it`;

const querystring = typedAs<InformeQuery>()(
  Type.Object(
    {
      desde: Type.String({
        format: 'date',
        description: 'The period\u2019s first day, in the business\u2019s time zone',
        examples: ['2026-03-01'],
      }),
      hasta: Type.String({
        format: 'date',
        description: 'The period\u2019s last day (included)',
        examples: ['2026-03-31'],
      }),
      usuario: Type.Optional(
        Type.String({
          format: 'email',
          maxLength: MAX_EMAIL_LENGTH,
          description:
            'One staff member\u2019s requests (administrators only; Personal always get their own)',
          examples: ['personal@vasos.test'],
        }),
      ),
      origen: Type.Optional(
        Type.Enum([...ORIGENES], { description: 'One channel\u2019s requests' }),
      ),
    },
    { additionalProperties: false },
  ),
);

const DAY_MS = 86_400_000;

/** Days from `desde` to `hasta` (both valid days), as the calendar counts them. */
const daysBetween = (desde: string, hasta: string) =>
  (Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / DAY_MS;

/** `Informes` (docs/api.md, "Informes"): the figures of a period, counted by the database. */
export const informesRoutes = routePlugin<{ db: Database }>('informes', (routes, { db }) => {
  routes.get(
    adminPaths.informes,
    {
      access: 'readInformes',
      operationId: 'getInforme',
      summary:
        'The figures of a period: the team\u2019s, or one person\u2019s (Personal: their own)',
      querystring,
      queryRefusal: INFORME_QUERY_MESSAGE,
      response: { 200: DataAnswer(InformeSchema, 'Every figure of the period') },
    },
    async (request): Promise<DataAnswerOf<Informe>> => {
      const { desde, hasta } = request.query;
      const span = daysBetween(desde, hasta);
      if (!(span >= 0 && span <= INFORME_MAX_DAYS)) throw badRequest(INFORME_PERIOD_MESSAGE);
      const staff = request.staff;
      const team = staff !== undefined && may('readTeamInformes', staff);
      const own = staff?.email ?? '';
      return { data: await readInforme(db, request.query, { team, own }) };
    },
  );
});
