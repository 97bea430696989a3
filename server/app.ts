import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';
import { requireStaff } from './http/authGuard';
import { registerErrorHandling } from './http/errors';
import { OneLinePerRequest } from './http/requestLog';
import { peticionesRoutes } from './routes/peticiones';
import { tablasRoutes } from './routes/tablas';
import { usersRoutes } from './routes/users';

/** Price rows and staff forms are tiny; anything bigger is a mistake or an attack. */
export const BODY_LIMIT_BYTES = 100 * 1024;

/** The reference API, with everything it talks to handed in (tests pass fakes). */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    logController: new OneLinePerRequest(),
  });

  registerErrorHandling(app);

  await app.register(cors, {
    origin: [...deps.corsOrigins],
    methods: ['GET', 'POST'],
    allowedHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });

  app.get('/healthz', async () => ({ status: 'ok' }));

  await app.register(
    async (admin) => {
      requireStaff(admin, deps.tokens);
      peticionesRoutes(admin, deps.db);
      usersRoutes(admin, deps.users);
      tablasRoutes(admin, deps.db);
    },
    { prefix: '/api/admin' },
  );

  return app;
}
