// What the account routes share: what they use, the uid in their URL, and how Firebase's verdict
// on what the caller got wrong becomes an HTTP answer.
import { Type } from '@fastify/type-provider-typebox';
import { UsuariosAdminError, type AppDeps } from '../../deps';
import type { PathParams } from '../../http/declareRoute';
import { HttpError, badRequest, notFound } from '../../http/errors';
import { SafeText } from '../../http/validation/safeText';
import type { OpenStreams } from '../../live/openStreams';

/** What the account routes use: the database, the token checks, the accounts, the live streams. */
export type UsuariosDeps = Pick<AppDeps, 'db' | 'tokens' | 'users'> & { streams: OpenStreams };

/** Firebase uids are 1 to 128 characters; one that breaks the safe-text rule names nobody. */
export const UidParams = Type.Object({
  uid: SafeText({ minLength: 1, maxLength: 128, examples: ['kV3pQ9xWmZbT0aYc1dEfGh2iJk34'] }),
});

export const unknownUid = () => notFound('No account with that uid');

/** The `:uid` of an account, declared with its answer when it cannot name one. */
export const uidPath: PathParams<typeof UidParams> = { schema: UidParams, unknown: unknownUid };

/** Turns what Firebase said the caller got wrong into the matching HTTP answer. */
export async function callerErrors<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof UsuariosAdminError)) throw error;
    if (error.reason === 'email-taken')
      throw new HttpError(409, 'That e-mail already has an account');
    if (error.reason === 'not-found') throw unknownUid();
    throw badRequest(error.message);
  }
}
