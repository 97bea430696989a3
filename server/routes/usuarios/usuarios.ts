import { Type } from '@fastify/type-provider-typebox';
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
import { routePlugin } from '../../http/declareRoute';
import { HttpError } from '../../http/errors';
import { DataAnswer, ErrorAnswer, UsuarioSchema } from '../../http/schemas/answerSchemas';
import { SafeText } from '../../http/validation/safeText';
import { EmailAddress } from '../../http/validation/schemaCheck';
import { typedAs } from '../../http/validation/wireSchema';
import { keepingAnAdministrator } from '../../staff/administrators';
import { auditAccountChange } from './accountAudit';
import { callerErrors, uidPath, type UsuariosDeps } from './usuarioParams';

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

export const usuariosRoutes = routePlugin<UsuariosDeps>(
  'usuarios',
  (routes, { db, tokens, users, streams }) => {
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

    const accountAnswer = (description: string) => ({
      200: DataAnswer(UsuarioSchema, description),
      404: { ...ErrorAnswer, description: 'No account with that uid' },
    });

    // A bare array, as the dashboard's users call expects (unlike the other GETs).
    routes.get(
      adminPaths.users,
      {
        access: 'readUsers',
        operationId: 'getUsuarios',
        summary: 'Every account of the identity provider, each with its role',
        response: {
          200: Type.Array(UsuarioSchema, { description: 'A bare array (not `{ data }`)' }),
        },
      },
      (): Promise<StaffUsuario[]> => users.listAll(),
    );

    routes.post(
      adminPaths.users,
      {
        access: 'addUser',
        operationId: 'createUsuario',
        summary: 'Create a staff account (Personal)',
        body: { schema: NewUserSchema, messages: newUserMessages },
        response: {
          201: { ...UsuarioSchema, description: 'The new account, staff and enabled' },
          409: { ...ErrorAnswer, description: 'That e-mail already has an account' },
        },
      },
      async (request, reply) => {
        const { email, password } = request.body;
        const account = await callerErrors(() => users.create(email, password));
        await audit(request, 'user_created', account, () => users.remove(account.uid));
        return reply.code(201).send(account);
      },
    );

    routes.post(
      adminPaths.userAction(':uid', 'desactivar'),
      {
        access: 'deactivateUser',
        operationId: 'desactivarUsuario',
        summary: 'Disable an account and end its sessions',
        params: uidPath,
        response: {
          ...accountAnswer('The account, disabled'),
          409: {
            ...ErrorAnswer,
            description: 'The caller’s own account, or the last active administrator',
          },
        },
      },
      async (request): Promise<DataAnswerOf<StaffUsuario>> => {
        const { uid } = request.params;
        // Locking oneself out would leave nobody to undo it from this screen.
        if (uid === actorOf(request).uid)
          throw new HttpError(409, 'You cannot deactivate yourself');
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

    routes.post(
      adminPaths.userAction(':uid', 'reactivar'),
      {
        access: 'reactivateUser',
        operationId: 'reactivarUsuario',
        summary: 'Enable an account again',
        params: uidPath,
        response: accountAnswer('The account, enabled'),
      },
      async (request): Promise<DataAnswerOf<StaffUsuario>> => {
        const { uid } = request.params;
        const account = await callerErrors(() => users.reactivate(uid));
        await audit(request, 'user_reactivated', account, () => users.deactivate(uid));
        return { data: account };
      },
    );
  },
);
