import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  adminPaths,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type AuditAction,
  type DataAnswer as DataAnswerOf,
  type NewUsuarioBody,
  type StaffUsuario,
} from '../../../contract';
import { actorOf } from '../../http/access/actor';
import { HttpError } from '../../http/errors';
import { DataAnswer, ErrorAnswer, UsuarioSchema } from '../../http/schemas/answerSchemas';
import { SafeText } from '../../http/validation/safeText';
import { bodyProblem } from '../../http/validation/schemaErrors';
import { EmailAddress } from '../../http/validation/schemaCheck';
import { typedAs } from '../../http/validation/wireSchema';
import { keepingAnAdministrator } from '../../staff/administrators';
import { auditAccountChange } from './accountAudit';
import { callerErrors, UidParams, unknownUid, type UsuariosDeps } from './usuarioParams';

const NewUserSchema = typedAs<NewUsuarioBody>()(
  Type.Object(
    {
      email: EmailAddress,
      password: SafeText({
        minLength: MIN_PASSWORD_LENGTH,
        maxLength: MAX_PASSWORD_LENGTH,
        format: 'password',
        examples: ['secreto1'],
      }),
    },
    { additionalProperties: false },
  ),
);

const newUserMessages = [
  ['email', 'email must be a valid e-mail address'],
  ['password', `password must be a string of at least ${MIN_PASSWORD_LENGTH} characters`],
] as const;

export const usuariosRoutes: FastifyPluginAsyncTypebox<UsuariosDeps> = async (
  app,
  { db, tokens, users, streams },
) => {
  const audit = (
    request: FastifyRequest,
    action: Extract<AuditAction, `user_${string}`>,
    account: StaffUsuario,
    undo: () => Promise<unknown>,
  ) =>
    auditAccountChange(
      db,
      request,
      action === 'user_created'
        ? { action, changes: [{ field: 'email', from: null, to: account.email }] }
        : { action },
      account,
      undo,
    );

  const tags = ['usuarios'];
  const accountAnswer = (description: string) => ({
    200: DataAnswer(UsuarioSchema, description),
    404: { ...ErrorAnswer, description: 'No account with that uid' },
  });

  // A bare array, as the dashboard's users call expects (unlike the other GETs).
  app.get(
    adminPaths.users,
    {
      config: { access: 'readUsers' },
      schema: {
        tags,
        operationId: 'getUsuarios',
        summary: 'Every account of the identity provider, each with its role',
        response: {
          200: Type.Array(UsuarioSchema, { description: 'A bare array (not `{ data }`)' }),
        },
      },
    },
    (): Promise<StaffUsuario[]> => users.listAll(),
  );

  app.post(
    adminPaths.users,
    {
      config: { access: 'addUser' },
      schema: {
        tags,
        operationId: 'createUsuario',
        summary: 'Create a staff account (Personal)',
        body: NewUserSchema,
        response: {
          201: { ...UsuarioSchema, description: 'The new account, staff and enabled' },
          409: { ...ErrorAnswer, description: 'That e-mail already has an account' },
        },
      },
      schemaErrorFormatter: (errors) => bodyProblem(errors, newUserMessages),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await callerErrors(() => users.create(email, password));
      await audit(request, 'user_created', account, () => users.remove(account.uid));
      return reply.code(201).send(account);
    },
  );

  app.post(
    adminPaths.userAction(':uid', 'desactivar'),
    {
      config: { access: 'deactivateUser' },
      schema: {
        tags,
        operationId: 'desactivarUsuario',
        summary: 'Disable an account and end its sessions',
        params: UidParams,
        response: {
          ...accountAnswer('The account, disabled'),
          409: {
            ...ErrorAnswer,
            description: 'The caller’s own account, or the last active administrator',
          },
        },
      },
      schemaErrorFormatter: unknownUid,
    },
    async (request): Promise<DataAnswerOf<StaffUsuario>> => {
      const { uid } = request.params;
      // Locking oneself out would leave nobody to undo it from this screen.
      if (uid === actorOf(request).uid) throw new HttpError(409, 'You cannot deactivate yourself');
      const account = await keepingAnAdministrator(db, users, uid, () =>
        callerErrors(() => users.deactivate(uid)),
      );
      // This instance stops accepting the account's tokens now, not when their verdicts expire,
      // and ends the person's open streams.
      tokens.forget(uid);
      streams.endFor(uid);
      await audit(request, 'user_deactivated', account, () => users.reactivate(uid));
      return { data: account };
    },
  );

  app.post(
    adminPaths.userAction(':uid', 'reactivar'),
    {
      config: { access: 'reactivateUser' },
      schema: {
        tags,
        operationId: 'reactivarUsuario',
        summary: 'Enable an account again',
        params: UidParams,
        response: accountAnswer('The account, enabled'),
      },
      schemaErrorFormatter: unknownUid,
    },
    async (request): Promise<DataAnswerOf<StaffUsuario>> => {
      const { uid } = request.params;
      const account = await callerErrors(() => users.reactivate(uid));
      await audit(request, 'user_reactivated', account, () => users.deactivate(uid));
      return { data: account };
    },
  );
};
