import type { FastifyInstance, FastifyRequest } from 'fastify';
import { recordAudit, type AuditAction } from '../db/audit';
import type { AppDeps, UserAccount } from '../deps';
import { UsersAdminError } from '../deps';
import { actorOf } from '../http/actor';
import { HttpError, badRequest, notFound } from '../http/errors';
import { isEmail, rejectUnknownKeys, requireObject } from '../http/validate';

const MIN_PASSWORD = 6; // Firebase's own minimum.
const MAX_PASSWORD = 1024;

type UsersDeps = Pick<AppDeps, 'db' | 'tokens' | 'users'>;
type UidParams = { Params: { uid: string } };

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

export function usersRoutes(app: FastifyInstance, { db, tokens, users }: UsersDeps) {
  // Each account write is recorded once Firebase has done it (Firebase is not part of the
  // database's transaction, so a refused write leaves no entry).
  const audit = (request: FastifyRequest, action: AuditAction, account: UserAccount) =>
    recordAudit(db, {
      actor: actorOf(request),
      action,
      target: account.uid,
      changes: action === 'user_created' ? [{ field: 'email', from: null, to: account.email }] : [],
    });

  // A bare array, as the dashboard's users call expects (unlike the other GETs).
  app.get('/firebase/users', () => users.listAll());

  app.post('/firebase/users', async (request, reply) => {
    const body = requireObject(request.body);
    rejectUnknownKeys(body, ['email', 'password']);
    const { email, password } = body;
    if (!isEmail(email)) throw badRequest('email must be a valid e-mail address');
    if (
      typeof password !== 'string' ||
      password.length < MIN_PASSWORD ||
      password.length > MAX_PASSWORD
    ) {
      throw badRequest(`password must be a string of at least ${MIN_PASSWORD} characters`);
    }
    const account = await callerErrors(() => users.create(email, password));
    await audit(request, 'user_created', account);
    return reply.code(201).send(account);
  });

  app.post<UidParams>('/firebase/users/:uid/desactivar', async (request) => {
    const { uid } = request.params;
    // Locking oneself out would leave nobody to undo it from this screen.
    if (uid === actorOf(request).uid) throw new HttpError(409, 'You cannot deactivate yourself');
    const account = await callerErrors(() => users.deactivate(uid));
    // This instance stops accepting the account's tokens now, not when their verdicts expire.
    tokens.forget(uid);
    await audit(request, 'user_deactivated', account);
    return { data: account };
  });

  app.post<UidParams>('/firebase/users/:uid/reactivar', async (request) => {
    const account = await callerErrors(() => users.reactivate(request.params.uid));
    await audit(request, 'user_reactivated', account);
    return { data: account };
  });
}
