import {
  adminPaths,
  isValidPercent,
  type Ajustes,
  type DataAnswer as DataAnswerOf,
} from '../../contract';
import { readAjustes, saveAjustes } from '../db/ajustes';
import type { Database } from '../db/engine/open';
import { actorOf } from '../http/access/actor';
import { routePlugin } from '../http/declareRoute';
import { DataAnswer } from '../http/schemas/answerSchemas';
import { badRequest } from '../http/errors';
import {
  AjustesSchema,
  ajustesMessages,
  IVA_PERCENT_MESSAGE,
  ZONA_HORARIA_MESSAGE,
} from '../http/schemas/ajustesSchema';

/** The texts without the spaces around them; the VAT rate held to hundredths exactly. */
function checkedAjustes(body: Ajustes): Ajustes {
  // Its decimals as written: the contract's rule (contract/presupuestoInput.ts).
  if (!isValidPercent(body.ivaPercent)) throw badRequest(IVA_PERCENT_MESSAGE);
  return {
    ...body,
    nombreComercial: body.nombreComercial.trim(),
    nif: body.nif.trim(),
    direccion: body.direccion.trim(),
    telefono: body.telefono.trim(),
    condiciones: body.condiciones.trim(),
  };
}

/**
 * The settings every new quote carries and the retention periods (docs/server.md, "Quotes" and
 * "Retention"): read them, or save them whole.
 */
export const ajustesRoutes = routePlugin<{ db: Database }>('ajustes', (routes, { db }) => {
  routes.get(
    adminPaths.ajustes,
    {
      access: 'readAjustes',
      operationId: 'getAjustes',
      summary:
        'The business details, VAT rate and validity every new quote carries, and how long ' +
        'customers\u2019 personal data is kept',
      response: { 200: DataAnswer(AjustesSchema, 'The settings as they are now') },
    },
    async (): Promise<DataAnswerOf<Ajustes>> => ({ data: await readAjustes(db) }),
  );

  routes.post(
    adminPaths.ajustes,
    {
      // Settings are changed by administrators only; every quote reads them.
      access: 'editAjustes',
      operationId: 'saveAjustes',
      summary: 'Save the settings, whole (administrators); each change is audited',
      body: { schema: AjustesSchema, messages: ajustesMessages },
      response: { 200: DataAnswer(AjustesSchema, 'The settings as saved') },
    },
    async (request): Promise<DataAnswerOf<Ajustes>> => {
      const ajustes = checkedAjustes(request.body);
      // The database counts in the zone: a name it does not know is refused before it is kept.
      const { rows } = await db.query<{ known: boolean }>(
        'SELECT EXISTS (SELECT 1 FROM pg_timezone_names WHERE name = $1) AS known',
        [ajustes.zonaHoraria],
      );
      if (!rows[0].known) throw badRequest(ZONA_HORARIA_MESSAGE);
      return { data: await saveAjustes(db, ajustes, actorOf(request)) };
    },
  );
});
