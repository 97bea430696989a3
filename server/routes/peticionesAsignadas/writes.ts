import { Type, type TSchema } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  type AssignedPeticion,
  type DataAnswer as DataAnswerOf,
  type Nota,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import type { UnassignedPeticion } from '../../db/peticiones/peticionRows';
import { setSeguimiento } from '../../db/peticionesAsignadas/seguimiento';
import { reassignPeticion, releasePeticion } from '../../db/peticionesAsignadas/handover';
import { addNota } from '../../db/peticionesAsignadas/notas';
import { moveEtapa } from '../../db/peticionesAsignadas/etapa';
import type { UsuariosAdmin } from '../../deps';
import { routePlugin } from '../../http/declareRoute';
import { badRequest } from '../../http/errors';
import { DataAnswer, PeticionSchema } from '../../http/schemas/answerSchemas';
import { ProofGateConflictSchema } from '../../http/schemas/archivoSchemas';
import {
  AssignedPeticionSchema,
  NotaSchema,
  StalePeticionAnswer,
} from '../../http/schemas/peticionAnswerSchemas';
import { peticionPath } from '../peticiones/peticionParams';
import { answerWrite } from './writeAnswers';
import {
  checkedMove,
  checkedNota,
  seguimientoMessages,
  SeguimientoBodySchema,
  MoveBodySchema,
  moveMessages,
  NotaBodySchema,
  notaMessages,
  ReassignBodySchema,
  reassignMessages,
  ReleaseBodySchema,
  releaseMessages,
} from './bodies';

/**
 * The answers of a write based on a version: the request written, or, the version being old, the
 * request as it is now. The failures every such route shares (400, 403, 404…) are added to each
 * route's schema as it is registered (server/http/openapi/standardAnswers.ts).
 */
const versionedAnswers = <T extends TSchema>(data: T, description: string) => ({
  200: DataAnswer(data, description),
  409: StalePeticionAnswer,
});

export type PeticionesAsignadasWriteOptions = { db: Database; users: UsuariosAdmin };

/**
 * What the assignee does with a taken request (move it, give it back, hand it over, set its
 * follow-up), what an administrator may also do with anyone's (give it back, hand it over) and
 * what any member of staff may do (note it): each route's action, whose rule on the request
 * contract/permissions.ts gives and db/peticionesAsignadas/writeTaken.ts applies. docs/server.md,
 * "Taken requests".
 */
export const peticionesAsignadasWriteRoutes = routePlugin<PeticionesAsignadasWriteOptions>(
  'peticiones',
  (routes, { db, users }) => {
    routes.post(
      adminPaths.etapa(':id'),
      {
        access: 'movePeticion',
        operationId: 'movePeticion',
        summary: 'Move a taken request along its way (the assignee only)',
        description:
          'Into en_produccion only once the customer has approved the latest design proof, if ' +
          'there is one (409 with reason boceto_sin_aprobar), or by an administrator giving ' +
          'override, their reason.',
        params: peticionPath,
        body: { schema: MoveBodySchema, messages: moveMessages },
        response: {
          ...versionedAnswers(AssignedPeticionSchema, 'The request, moved'),
          409: Type.Union([StalePeticionAnswer, ProofGateConflictSchema]),
        },
      },
      async (request): Promise<DataAnswerOf<AssignedPeticion>> => {
        const move = checkedMove(request.body);
        return answerWrite(request, (id, actor) => moveEtapa(db, id, move, actor));
      },
    );

    routes.post(
      adminPaths.liberar(':id'),
      {
        access: 'releasePeticion',
        operationId: 'releasePeticion',
        summary:
          'Give a taken request back to the unassigned list (its assignee or an administrator)',
        params: peticionPath,
        body: { schema: ReleaseBodySchema, messages: releaseMessages },
        response: versionedAnswers(PeticionSchema, 'The request, nobody’s now (pendiente)'),
      },
      async (request): Promise<DataAnswerOf<UnassignedPeticion>> => {
        const { version } = request.body;
        return answerWrite(request, (id, actor) => releasePeticion(db, id, version, actor));
      },
    );

    routes.post(
      adminPaths.reasignar(':id'),
      {
        access: 'reassignPeticion',
        operationId: 'reassignPeticion',
        summary:
          'Hand a taken request to another active member of staff (its assignee or an administrator)',
        params: peticionPath,
        body: { schema: ReassignBodySchema, messages: reassignMessages },
        response: versionedAnswers(AssignedPeticionSchema, 'The request, its new assignee’s'),
      },
      async (request): Promise<DataAnswerOf<AssignedPeticion>> => {
        const { asignado, version } = request.body;
        // Asked before the request is locked: the identity provider is not part of the transaction.
        const account = await users.findByEmail(asignado);
        if (!account || !account.staff || account.disabled) {
          throw badRequest(`${asignado} is not an active member of staff`);
        }
        return answerWrite(request, (id, actor) =>
          reassignPeticion(db, id, account, version, actor),
        );
      },
    );

    routes.post(
      adminPaths.seguimiento(':id'),
      {
        access: 'setFollowUp',
        operationId: 'setSeguimiento',
        summary: 'Set or clear the day a taken request is next followed up (the assignee only)',
        params: peticionPath,
        body: { schema: SeguimientoBodySchema, messages: seguimientoMessages },
        response: versionedAnswers(AssignedPeticionSchema, 'The request, with its follow-up'),
      },
      async (request): Promise<DataAnswerOf<AssignedPeticion>> => {
        const { fecha, version } = request.body;
        return answerWrite(request, (id, actor) => setSeguimiento(db, id, fecha, version, actor));
      },
    );

    routes.post(
      adminPaths.notas(':id'),
      {
        access: 'notePeticion',
        operationId: 'addNota',
        summary: 'Note a taken request (any member of staff)',
        params: peticionPath,
        body: { schema: NotaBodySchema, messages: notaMessages },
        response: { 201: DataAnswer(NotaSchema, 'The note, as stored') },
      },
      async (request, reply): Promise<DataAnswerOf<Nota>> => {
        const texto = checkedNota(request.body);
        const answer = await answerWrite(request, (id, actor) => addNota(db, id, texto, actor));
        reply.code(201);
        return answer;
      },
    );
  },
);
