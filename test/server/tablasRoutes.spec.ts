import { expect, test } from '@playwright/test';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { adminPaths, tablaKeys } from '../../contract';
import type { Database } from '../../server/db/engine/open';
import type { TablaAnswers } from '../../server/routes/tablas/tablaAnswers';
import { tablasRoutes } from '../../server/routes/tablas/tablas';

// The routes the tables' plugin declares, as Fastify would be given them (docs/server.md,
// "Price tables read once per write": the kept bytes go out as they are).
async function declaredRoutes(): Promise<RouteOptions[]> {
  const routes: RouteOptions[] = [];
  const app = { route: (options: RouteOptions) => routes.push(options) };
  await tablasRoutes(app as unknown as FastifyInstance, {
    db: {} as Database,
    answers: {} as TablaAnswers,
  });
  return routes;
}

test("a table's GET sends its kept bytes itself: the compression plugin is left off it", async () => {
  const routes = await declaredRoutes();
  for (const key of tablaKeys) {
    const get = routes.find(
      (route) => route.method === 'GET' && route.url === adminPaths.tabla(key),
    );
    expect(get?.compress).toBe(false);
  }
});

test("a table's update and the unknown tables' answers keep the compression plugin", async () => {
  const others = (await declaredRoutes()).filter(
    (route) =>
      !tablaKeys.some((key) => route.method === 'GET' && route.url === adminPaths.tabla(key)),
  );
  expect(others.length).toBeGreaterThan(tablaKeys.length);
  for (const route of others) expect(route.compress).toBeUndefined();
});
