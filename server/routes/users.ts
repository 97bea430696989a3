import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import {
  adminPaths,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  type AuditAction,
  type DataAnswer,
  type NewUserBody,
  type StaffUser,
} from '../../contract';
import { recordAudit } from '../db/audit';
import type { AppDeps } from '../deps';
import { UsersAdminError } from '../deps';
import { actorOf } from '../http/actor';
import { HttpError, badRequest, notFound } from '../http/errors';
import { bodyProblem } from '../http/schemaErrors';
import { EmailAddress } from '../http/validation';
import { typedAs } from '../http/wireSchema';

type UsersDeps = Pick<AppDeps, 'db' | 'tokens' | 'users'>;

const NewUserSchema = typedAs<NewUserBody>()(
  Type.Object(
    {
      email: EmailAddress,
      password: Type.String({ minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH }),
    },
    { additionalProperties: false },
  ),
);

const newUserMessages = [
  ['email', 'email must be a valid e-mail address'],
  ['password', `password must be a string of at least ${MIN_PASSWORD_LENGTH} characters`],
] as const;

const UidParams = Type.Object({ uid: Type.String() });

/** Turns what Firebase said the caller got wrong into the matching HTTP answer. */
async function callerErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof UsersAdminError)) throw error;
    if (error.reason === 'email-taken')
      throw new HttpError(409, 'That e-mail already has an account');
    if (error.reason === 'not-found') throw notFound('No account with that uid');
    throw badRequest(error.message);
  }
}

export const usersRoutes: FastifyPluginAsyncTypebox<UsersDeps> = async (
  app,
  { db, tokens, users },
) => {
  // Each account write is recorded once Firebase has done it (Firebase is not part of the
  // database's transaction, so a refused write leaves no entry).
  const audit = (request: FastifyRequest, action: AuditAction, account: StaffUser) =>
    recordAudit(db, {
      actor: actorOf(request),
      action,
      target: account.uid,
      changes: action === 'user_created' ? [{ field: 'email', from: null, to: account.email }] : [],
    });

  // A bare array, as the dashboard's users call expects (unlike the other GETs).
  app.get(adminPaths.users, (): Promise<StaffUser[]> => users.listAll());

  app.post(
    adminPaths.users,
    {
      schema: { body: NewUserSchema },
      schemaErrorFormatter: (errors) => bodyProblem(errors, newUserMessages),
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const account = await callerErrors(() => users.create(email, password));
      await audit(request, 'user_created', account);
      return reply.code(201).send(account);
    },
  );

  app.post(
    adminPaths.userAction(':uid', 'desactivar'),
    { schema: { params: UidParams } },
    async (request): Promise<DataAnswer<StaffUser>> => {
      const { uid } = request.params;
      // Locking oneself out would leave nobody to undo it from this screen.
      if (uid === actorOf(request).uid) throw new HttpError(409, 'You cannot deactivate yourself');
      const account = await callerErrors(() => users.deactivate(uid));
      // This instance stops accepting the account's tokens now, not when their verdicts expire.
      tokens.forget(uid);
      await audit(request, 'user_deactivated', account);
      return { data: account };
    },
  );

  app.post(
    adminPaths.userAction(':uid', 'reactivar'),
    { schema: { params: UidParams } },
    async (request): Promise<DataAnswer<StaffUser>> => {
      const account = await callerErrors(() => users.reactivate(request.params.uid));
      await audit(request, 'user_reactivated', account);
      return { data: account };
    },
  );
};
