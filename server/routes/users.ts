import type { FastifyInstance } from 'fastify';
import { UsersAdminError, type UsersAdmin } from '../deps';
import { HttpError, badRequest } from '../http/errors';
import { isEmail, rejectUnknownKeys, requireObject } from '../http/validate';

const MIN_PASSWORD = 6; // Firebase's own minimum.
const MAX_PASSWORD = 1024;

export function usersRoutes(app: FastifyInstance, users: UsersAdmin) {
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
    try {
      return reply.code(201).send(await users.create(email, password));
    } catch (error) {
      if (!(error instanceof UsersAdminError)) throw error;
      if (error.reason === 'email-taken')
        throw new HttpError(409, 'That e-mail already has an account');
      throw badRequest(error.message);
    }
  });
}
