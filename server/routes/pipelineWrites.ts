import type { FastifyPluginAsyncTypebox, TSchema } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { adminPaths, type AssignedPeticion, type DataAnswer, type Nota } from '../../contract';
import type { Database } from '../db/open';
import type { UnassignedPeticion } from '../db/peticionRows';
import { setFollowUp } from '../db/pipelineFollowUp';
import { reassignPeticion, releasePeticion } from '../db/pipelineHandover';
import { addNote } from '../db/pipelineNotes';
import { moveStage } from '../db/pipelineStage';
import type { UsersAdmin } from '../deps';
import { actorOf } from '../http/actor';
import { badRequest } from '../http/errors';
import { bodyProblem, type FieldMessages } from '../http/schemaErrors';
import { PeticionParams, unknownPeticion } from './peticionParams';
import { answerOf } from './pipelineAnswers';
import {
  checkedMove,
  checkedNote,
  followUpMessages,
  FollowUpBodySchema,
  MoveBodySchema,
  moveMessages,
  NoteBodySchema,
  noteMessages,
  ReassignBodySchema,
  reassignMessages,
  ReleaseBodySchema,
  releaseMessages,
} from './pipelineBodies';
import {
  AssignedPeticionSchema,
  DataAnswerSchema,
  ErrorAnswerSchema,
  NotaSchema,
  StalePeticionAnswerSchema,
  UnassignedPeticionSchema,
} from './peticionSchemas';

/** A bad `:id` is a 404 like an unknown one; a bad body a 400 naming what is wrong. */
const errorsOf =
  (messages: FieldMessages) => (errors: readonly FastifySchemaValidationError[], part: string) =>
    part === 'params' ? unknownPeticion(errors) : bodyProblem(errors, messages);

/** Every answer of a versioned write: the request written, or why not (409 with it as it is). */
const versionedAnswers = <T extends TSchema>(data: T) => ({
  200: DataAnswerSchema(data),
  400: ErrorAnswerSchema,
  403: ErrorAnswerSchema,
  404: ErrorAnswerSchema,
  409: StalePeticionAnswerSchema,
});

export type PipelineWriteOptions = { db: Database; users: UsersAdmin };

/**
 * What the assignee does with a taken request (move it, give it back, hand it over, set its
 * follow-up) and what any member of staff may do (note it). docs/server.md, "Taken requests".
 */
export const pipelineWriteRoutes: FastifyPluginAsyncTypebox<PipelineWriteOptions> = async (
  app,
  { db, users },
) => {
  app.post(
    adminPaths.etapa(':id'),
    {
      schema: {
        params: PeticionParams,
        body: MoveBodySchema,
        response: versionedAnswers(AssignedPeticionSchema),
      },
      schemaErrorFormatter: errorsOf(moveMessages),
    },
    async (request): Promise<DataAnswer<AssignedPeticion>> => {
      const move = checkedMove(request.body);
      const { id } = request.params;
      return { data: answerOf(id, await moveStage(db, id, move, actorOf(request))) };
    },
  );

  app.post(
    adminPaths.liberar(':id'),
    {
      schema: {
        params: PeticionParams,
        body: ReleaseBodySchema,
        response: versionedAnswers(UnassignedPeticionSchema),
      },
      schemaErrorFormatter: errorsOf(releaseMessages),
    },
    async (request): Promise<DataAnswer<UnassignedPeticion>> => {
      const { id } = request.params;
      const result = await releasePeticion(db, id, request.body.version, actorOf(request));
      return { data: answerOf(id, result) };
    },
  );

  app.post(
    adminPaths.reasignar(':id'),
    {
      schema: {
        params: PeticionParams,
        body: ReassignBodySchema,
        response: versionedAnswers(AssignedPeticionSchema),
      },
      schemaErrorFormatter: errorsOf(reassignMessages),
    },
    async (request): Promise<DataAnswer<AssignedPeticion>> => {
      const { asignado, version } = request.body;
      // Asked before the request is locked: the identity provider is not part of the transaction.
      const account = await users.findByEmail(asignado);
      if (!account || !account.staff || account.disabled) {
        throw badRequest(`${asignado} is not an active member of staff`);
      }
      const { id } = request.params;
      const result = await reassignPeticion(db, id, account, version, actorOf(request));
      return { data: answerOf(id, result) };
    },
  );

  app.post(
    adminPaths.seguimiento(':id'),
    {
      schema: {
        params: PeticionParams,
        body: FollowUpBodySchema,
        response: versionedAnswers(AssignedPeticionSchema),
      },
      schemaErrorFormatter: errorsOf(followUpMessages),
    },
    async (request): Promise<DataAnswer<AssignedPeticion>> => {
      const { fecha, version } = request.body;
      const { id } = request.params;
      const result = await setFollowUp(db, id, fecha, version, actorOf(request));
      return { data: answerOf(id, result) };
    },
  );

  app.post(
    adminPaths.notas(':id'),
    {
      schema: {
        params: PeticionParams,
        body: NoteBodySchema,
        response: {
          201: DataAnswerSchema(NotaSchema),
          400: ErrorAnswerSchema,
          404: ErrorAnswerSchema,
        },
      },
      schemaErrorFormatter: errorsOf(noteMessages),
    },
    async (request, reply): Promise<DataAnswer<Nota>> => {
      const texto = checkedNote(request.body);
      const { id } = request.params;
      const nota = answerOf(id, await addNote(db, id, texto, actorOf(request)));
      reply.code(201);
      return { data: nota };
    },
  );
};
