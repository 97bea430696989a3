import { expect, test } from '@playwright/test';
import Fastify from 'fastify';
import { requireStaff } from '../../server/http/access/authGuard';
import { fakeTokens, goodAuth } from '../support/stack/fakeServerAuth';

// Deny by default: in the admin scope a route must say which action of contract/permissions.ts it
// does, or it is not registered.
async function scopeWith(config: object | undefined) {
  const app = Fastify();
  await app.register(async (admin) => {
    requireStaff(admin, fakeTokens);
    admin.get('/abierta', { config }, async () => ({ data: 'todo' }));
  });
  return app;
}

test('a route of the admin scope without an action, or with one the table does not know, fails to register', async () => {
  // A bare role is no action: the table says who may, the route only what it does.
  const unknown = [{ access: 'todos' }, { access: true }, { access: 'staff' }, { access: 'admin' }];
  for (const config of [undefined, {}, ...unknown, { access: 'toString' }]) {
    const app = await scopeWith(config).catch((error: unknown) => error as Error);
    const failure =
      app instanceof Error
        ? app
        : await app.ready().then(
            () => undefined,
            (error: Error) => error,
          );
    expect(failure?.message, JSON.stringify(config)).toMatch(/declares no access rule/);
  }
});

test('with an action it registers, its HEAD route too, and the guard lets the right caller in', async () => {
  const app = await scopeWith({ access: 'readPeticiones' });
  await app.ready();
  for (const method of ['GET', 'HEAD'] as const) {
    const answer = await app.inject({ method, url: '/abierta', headers: goodAuth });
    expect(answer.statusCode, method).toBe(200);
  }
  expect((await app.inject({ method: 'GET', url: '/abierta' })).statusCode).toBe(401);
  await app.close();
});
