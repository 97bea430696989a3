import {
  adminPaths,
  type AssignedPeticion,
  type DataAnswer as DataAnswerOf,
  type PositionedAnswer as PositionedAnswerOf,
} from '../../../contract';
import { readPositioned } from '../../db/peticiones/changeFeed';
import type { Database } from '../../db/engine/open';
import {
  listAssigned,
  peticionDetail,
  type PeticionDetailRead,
} from '../../db/peticionesAsignadas/read';
import { routePlugin } from '../../http/declareRoute';
import { DataAnswer } from '../../http/schemas/answerSchemas';
import { notFound } from '../../http/errors';
import {
  AssignedPeticionSchema,
  PeticionDetailSchema,
  PositionedAnswer,
} from '../../http/schemas/peticionAnswerSchemas';
import { peticionIdOf, peticionPath } from '../peticiones/peticionParams';

/** The board's list, and one request with what its dialog shows. */
export const peticionesAsignadasReadRoutes = routePlugin<{ db: Database }>(
  'peticiones',
  (routes, { db }) => {
    // With the feed position it reflects, read together (see sinasignar).
    routes.get(
      adminPaths.peticionesAsignadas,
      {
        access: 'readPipeline',
        operationId: 'getPeticionesAsignadas',
        summary: 'Every taken request, in any stage, the most recently taken first',
        response: {
          200: PositionedAnswer(
            AssignedPeticionSchema,
            'The board: every taken request, and the position of the change feed it reflects',
          ),
        },
      },
      (): Promise<PositionedAnswerOf<AssignedPeticion[]>> => readPositioned(db, listAssigned),
    );

    routes.get(
      adminPaths.peticion(':id'),
      {
        access: 'readPipeline',
        operationId: 'getPeticionDetail',
        summary: "One request of either kind, with its notes, activity and the customer's others",
        params: peticionPath,
        response: {
          200: DataAnswer(PeticionDetailSchema, 'The request and what its dialog shows'),
        },
      },
      async (request): Promise<DataAnswerOf<PeticionDetailRead>> => {
        const id = peticionIdOf(request.params.id);
        const detail = await peticionDetail(db, id);
        if (!detail) throw notFound(`No request with id ${id}`);
        return { data: detail };
      },
    );
  },
);
