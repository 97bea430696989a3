import {
  adminPaths,
  type AssignedPeticion,
  type DataAnswer as DataAnswerOf,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import { seeCustomerMarks } from '../../db/peticionesAsignadas/clienteMarks';
import { routePlugin } from '../../http/declareRoute';
import { DataAnswer } from '../../http/schemas/answerSchemas';
import { AssignedPeticionSchema } from '../../http/schemas/peticionAnswerSchemas';
import { peticionPath } from '../peticiones/peticionParams';
import { answerWrite } from './writeAnswers';

/**
 * The assignee opening a taken request: what the customer did through their link (an acceptance,
 * messages) is seen, and the card's marks go (docs/server.md, "Taken requests").
 */
export const clienteMarksRoutes = routePlugin<{ db: Database }>('peticiones', (routes, { db }) => {
  routes.post(
    adminPaths.visto(':id'),
    {
      access: 'seeCustomerMarks',
      operationId: 'seeCustomerMarks',
      summary:
        'The assignee has seen what the customer did through their link: the card’s marks go (the assignee only)',
      params: peticionPath,
      response: { 200: DataAnswer(AssignedPeticionSchema, 'The request, its marks cleared') },
    },
    async (request): Promise<DataAnswerOf<AssignedPeticion>> =>
      answerWrite(request, (id, actor) => seeCustomerMarks(db, id, actor)),
  );
});
