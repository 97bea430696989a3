import type { FastifyPluginAsyncTypebox, TSchema } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
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
import { actorOf } from '../../http/access/actor';
import { badRequest } from '../../http/errors';
import { bodyProblem, type FieldMessages } from '../../http/validation/schemaErrors';
import { DataAnswer, PeticionSchema } from '../../http/schemas/answerSchemas';
import {
  AssignedPeticionSchema,
  NotaSchema,
  StalePeticionAnswer,
} from '../../http/schemas/peticionAnswerSchemas';
import { PeticionParams, peticionIdOf, unknownPeticion } from '../peticiones/peticionParams';
import { answerOf } from './writeAnswers';
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

/** A bad `:id` is a 404 like an unknown one; a bad body a 400 naming what is wrong. */
const errorsOf =
  (messages: FieldMessages) => (errors: readonly FastifySchemaValidationError[], part: string) =>
    part === 'params' ? unknownPeticion(errors) : bodyProblem(errors, messages);

/**
 * The answers of a write based on a version: the request written, or, the version being old, the
 * request as it is now. The failures every such route shares (400, 403, 404…) are added to each
 * route's schema as it is registered (server/http/openapi/standardAnswers.ts).
 */
const versionedAnswers = <T extends TSchema>(data: T, description: string) => ({
  200: DataAnswer(data, description),
  409: StalePeticionAnswer,
});

const tags = ['peticiones'];

export type PeticionesAsignadasWriteOptions = { db: Database; users: UsuariosAdmin };

/**
 * What the assignee does with a taken request (move it, give it back, hand it over, set its
 * follow-up), what an administrator may also do with anyone's (give it back, hand it over) and
 * what any member of staff may do (note it): each route's action, whose rule on the request
 * contract/permissions.ts gives and db/peticionesAsignadas/writeTaken.ts applies. docs/server.md,
 * "Taken requests".
 */
export const peticionesAsignadasWriteRoutes: FastifyPluginAsyncTypebox<
  PeticionesAsignadasWriteOptions
> = async (app, { db, users }) => {
  app.post(
    adminPaths.etapa(':id'),
    {
      config: { access: 'movePeticion' },
      schema: {
        tags,
        operationId: 'movePeticion',
        summary: 'Move a taken request along its way (the assignee only)',
        params: PeticionParams,
        body: MoveBodySchema,
        response: versionedAnswers(AssignedPeticionSchema, 'The request, moved'),
      },
      schemaErrorFormatter: errorsOf(moveMessages),
    },
    async (request): Promise<DataAnswerOf<AssignedPeticion>> => {
      const move = checkedMove(request.body);
      const id = peticionIdOf(request.params.id);
      return { data: answerOf(id, await moveEtapa(db, id, move, actorOf(request))) };
    },
  );

  app.post(
    adminPaths.liberar(':id'),
    {
      config: { access: 'releasePeticion' },
      schema: {
        tags,
        operationId: 'releasePeticion',
        summary:
          'Give a taken request back to the unassigned list (its assignee or an administrator)',
        params: PeticionParams,
        body: ReleaseBodySchema,
        response: versionedAnswers(PeticionSchema, 'The request, nobody’s now (pendiente)'),
      },
      schemaErrorFormatter: errorsOf(releaseMessages),
    },
    async (request): Promise<DataAnswerOf<UnassignedPeticion>> => {
      const id = peticionIdOf(request.params.id);
      const result = await releasePeticion(db, id, request.body.version, actorOf(request));
      return { data: answerOf(id, result) };
    },
  );

  app.post(
    adminPaths.reasignar(':id'),
    {
      config: { access: 'reassignPeticion' },
      schema: {
        tags,
        operationId: 'reassignPeticion',
        summary:
          'Hand a taken request to another active member of staff (its assignee or an administrator)',
        params: PeticionParams,
        body: ReassignBodySchema,
        response: versionedAnswers(AssignedPeticionSchema, 'The request, its new assignee’s'),
      },
      schemaErrorFormatter: errorsOf(reassignMessages),
    },
    async (request): Promise<DataAnswerOf<AssignedPeticion>> => {
      const { asignado, version } = request.body;
      // Asked before the request is locked: the identity provider is not part of the transaction.
      const account = await users.findByEmail(asignado);
      if (!account || !account.staff || account.disabled) {
        throw badRequest(`${asignado} is not an active member of staff`);
      }
      const id = peticionIdOf(request.params.id);
      const result = await reassignPeticion(db, id, account, version, actorOf(request));
      return { data: answerOf(id, result) };
    },
  );

  app.post(
    adminPaths.seguimiento(':id'),
    {
      config: { access: 'setFollowUp' },
      schema: {
        tags,
        operationId: 'setSeguimiento',
        summary: 'Set or clear the day a taken request is next followed up (the assignee only)',
        params: PeticionParams,
        body: SeguimientoBodySchema,
        response: versionedAnswers(AssignedPeticionSchema, 'The request, with its follow-up'),
      },
      schemaErrorFormatter: errorsOf(seguimientoMessages),
    },
    async (request): Promise<DataAnswerOf<AssignedPeticion>> => {
      const { fecha, version } = request.body;
      const id = peticionIdOf(request.params.id);
      const result = await setSeguimiento(db, id, fecha, version, actorOf(request));
      return { data: answerOf(id, result) };
    },
  );

  app.post(
    adminPaths.notas(':id'),
    {
      config: { access: 'notePeticion' },
      schema: {
        tags,
        operationId: 'addNota',
        summary: 'Note a taken request (any member of staff)',
        params: PeticionParams,
        body: NotaBodySchema,
        response: { 201: DataAnswer(NotaSchema, 'The note, as stored') },
      },
      schemaErrorFormatter: errorsOf(notaMessages),
    },
    async (request, reply): Promise<DataAnswerOf<Nota>> => {
      const texto = checkedNota(request.body);
      const id = peticionIdOf(request.params.id);
      const nota = answerOf(id, await addNota(db, id, texto, actorOf(request)));
      reply.code(201);
      return { data: nota };
    },
  );
};
