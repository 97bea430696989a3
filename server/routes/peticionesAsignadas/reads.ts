import {
  adminPaths,
  HISTORIAL_PAGE,
  type DataAnswer as DataAnswerOf,
  type PeticionesAvisos,
  type PositionedAnswer as PositionedAnswerOf,
  type TableroPeticion,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import {
  listTablero,
  peticionDetail,
  type PeticionDetailRead,
} from '../../db/peticionesAsignadas/read';
import { routePlugin } from '../../http/declareRoute';
import { DataAnswer } from '../../http/schemas/answerSchemas';
import { notFound } from '../../http/errors';
import { positionedCache } from '../../http/positionedCache';
import { readPositioned } from '../../db/peticiones/changeFeed';
import { readAvisos } from '../../db/peticionesAsignadas/avisos';
import {
  AVISOS_QUERY_MESSAGE,
  AvisosQuerySchema,
  PositionedAvisosAnswer,
} from '../../http/schemas/avisosSchema';
import {
  PETICION_DETAIL_QUERY_MESSAGE,
  PeticionDetailQuerySchema,
  PeticionDetailSchema,
  PositionedAnswer,
  TableroPeticionSchema,
} from '../../http/schemas/peticionAnswerSchemas';
import { peticionIdOf, peticionPath } from '../peticiones/peticionParams';

/**
 * The board's list (what its cards show), the sidebar's counts of the asker's requests, and one
 * request whole with what its dialog shows.
 */
export const peticionesAsignadasReadRoutes = routePlugin<{ db: Database }>(
  'peticiones',
  (routes, { db }) => {
    // With the feed position it reflects, read together (see sinasignar).
    routes.get(
      adminPaths.peticionesAsignadas,
      {
        access: 'readPipeline',
        operationId: 'getPeticionesAsignadas',
        summary:
          'Every taken request, in any stage, as its card shows it, the most recently taken first',
        description:
          "Each request carries only what the board's card shows; `GET …/peticiones/{id}` reads it whole.",
        response: {
          200: PositionedAnswer(
            TableroPeticionSchema,
            'The board: every taken request as its card shows it, and the position of the change feed it reflects',
          ),
        },
      },
      positionedCache<TableroPeticion>(db, listTablero),
    );

    // Counted here, so that a page other than the board loads no list for the sidebar's badge.
    routes.get(
      adminPaths.peticionesAvisos,
      {
        access: 'readPipeline',
        operationId: 'getPeticionesAvisos',
        summary:
          "The sidebar's counts: the asker's requests to follow up today and their customers' unread messages",
        description:
          'Counted for the signed-in person; `ids` are the requests counted. With the position of the change feed, as the lists.',
        querystring: AvisosQuerySchema,
        queryRefusal: AVISOS_QUERY_MESSAGE,
        response: { 200: PositionedAvisosAnswer },
      },
      async (request): Promise<PositionedAnswerOf<PeticionesAvisos>> => {
        const email = request.staff?.email ?? '';
        return readPositioned(db, (tx) => readAvisos(tx, email, request.query.hoy));
      },
    );

    routes.get(
      adminPaths.peticion(':id'),
      {
        access: 'readPipeline',
        operationId: 'getPeticionDetail',
        summary: "One request of either kind, with its notes, activity and the customer's others",
        description: `The newest notes and activity entries, as many as asked (${HISTORIAL_PAGE} of each unless asked): \`masNotas\` and \`masActividad\` tell there are older ones, which a larger \`notas\` or \`actividad\` reads.`,
        params: peticionPath,
        querystring: PeticionDetailQuerySchema,
        queryRefusal: PETICION_DETAIL_QUERY_MESSAGE,
        response: {
          200: DataAnswer(PeticionDetailSchema, 'The request and what its dialog shows'),
        },
      },
      async (request): Promise<DataAnswerOf<PeticionDetailRead>> => {
        const id = peticionIdOf(request.params.id);
        const detail = await peticionDetail(db, id, request.query);
        if (!detail) throw notFound(`No request with id ${id}`);
        return { data: detail };
      },
    );
  },
);
