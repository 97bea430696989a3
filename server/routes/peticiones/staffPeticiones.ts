import { Type } from '@fastify/type-provider-typebox';
import {
  adminPaths,
  type AssignedPeticion,
  type DataAnswer as DataAnswerOf,
  type EditPeticionBody,
  type NuevaPeticionBody,
} from '../../../contract';
import type { Database } from '../../db/engine/open';
import { createNuevaPeticion } from '../../db/peticiones/nuevaPeticion';
import type { UnassignedPeticion } from '../../db/peticiones/peticionRows';
import { editPeticion } from '../../db/peticionesAsignadas/editPeticion';
import { actorOf } from '../../http/access/actor';
import { routePlugin } from '../../http/declareRoute';
import { HttpError } from '../../http/errors';
import { DataAnswer } from '../../http/schemas/answerSchemas';
import {
  AnyPeticionSchema,
  AssignedPeticionSchema,
  StalePeticionAnswer,
} from '../../http/schemas/peticionAnswerSchemas';
import {
  ClienteSchema,
  CorreoSchema,
  OrigenSchema,
  PETICION_FIELD_MESSAGES,
  peticionFields,
} from '../../http/schemas/peticionBodySchemas';
import { typedAs } from '../../http/validation/wireSchema';
import { answerOf } from '../peticionesAsignadas/writeAnswers';
import { Version, VERSION_MESSAGE } from '../peticionesAsignadas/bodies';
import { peticionIdOf, peticionPath } from './peticionParams';

const closed = { additionalProperties: false } as const;

const NuevaPeticionSchema = typedAs<NuevaPeticionBody>()(
  Type.Object(
    {
      ...peticionFields,
      cliente: Type.Optional(ClienteSchema),
      correo: Type.Optional(CorreoSchema),
      origen: OrigenSchema,
      asignarme: Type.Boolean({ description: 'Take it at once (else it is left unassigned)' }),
    },
    closed,
  ),
);

const EditPeticionSchema = typedAs<EditPeticionBody>()(
  Type.Object(
    {
      ...peticionFields,
      cliente: ClienteSchema,
      correo: Type.Union([CorreoSchema, Type.Null()]),
      version: Version,
    },
    closed,
  ),
);

const NUEVA_MESSAGES = [
  ...PETICION_FIELD_MESSAGES,
  ['asignarme', 'asignarme must be true or false'],
] as const;
const EDIT_MESSAGES = [...PETICION_FIELD_MESSAGES, VERSION_MESSAGE] as const;

/** The caller's e-mail, which a request taken at once is assigned to. */
function emailOf(actor: ReturnType<typeof actorOf>): string {
  if (!actor.email) throw new HttpError(403, 'Your account has no e-mail to assign a request to');
  return actor.email;
}

/**
 * What staff do to a request's own details: type one in from another channel (any staff), and
 * correct a taken one's (its assignee or an administrator). Both are held to the public form's
 * rules (peticionBodySchemas.ts). docs/server.md, "Requests typed in by staff".
 */
export const staffPeticionesRoutes = routePlugin<{ db: Database }>(
  'peticiones',
  (routes, { db }) => {
    routes.post(
      adminPaths.peticiones,
      {
        access: 'createPeticion',
        operationId: 'createNuevaPeticion',
        summary: 'A request staff type in from another channel (the phone, WhatsApp, a fair…)',
        body: { schema: NuevaPeticionSchema, messages: NUEVA_MESSAGES },
        response: {
          201: DataAnswer(AnyPeticionSchema, 'The new request: the caller’s, or unassigned'),
        },
      },
      async (request, reply): Promise<DataAnswerOf<UnassignedPeticion | AssignedPeticion>> => {
        const actor = actorOf(request);
        const author = { ...actor, email: emailOf(actor) };
        reply.code(201);
        return { data: await createNuevaPeticion(db, request.body, author) };
      },
    );

    routes.post(
      adminPaths.editar(':id'),
      {
        access: 'editPeticion',
        operationId: 'editPeticion',
        summary: "Correct a taken request's details (its assignee or an administrator)",
        params: peticionPath,
        body: { schema: EditPeticionSchema, messages: EDIT_MESSAGES },
        response: {
          200: DataAnswer(AssignedPeticionSchema, 'The request, corrected'),
          409: StalePeticionAnswer,
        },
      },
      async (request): Promise<DataAnswerOf<AssignedPeticion>> => {
        const id = peticionIdOf(request.params.id);
        return { data: answerOf(id, await editPeticion(db, id, request.body, actorOf(request))) };
      },
    );
  },
);
