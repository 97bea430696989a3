// Who may call each route: the route declares the action it does (`config: { access }`, an action
// of contract/permissions.ts) and the admin scope's guard (authGuard.ts) checks the caller's
// role against that table before the route runs, never inside handlers. A route that declares no
// action cannot be registered, so none is left open by mistake (docs/access.md, "Roles").
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { isAction, mayReach, type Action, type Rol } from '../../../contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The action of contract/permissions.ts the route does. Every /api/admin route says. */
    access?: Action;
  }
}

/** The action a route declared, read from its options as registered. */
export const declaredAction = (route: Pick<RouteOptions, 'config'>): unknown =>
  (route.config as { access?: unknown } | undefined)?.access;

/** Refuses, at registration, any route of the scope that declares no known action. */
export function requireAccessRules(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    if (isAction(declaredAction(route))) return;
    const methods = [route.method].flat().join(',');
    throw new Error(
      `${methods} ${route.url} declares no access rule: add config: { access: <an Action of contract/permissions.ts> }`,
    );
  });
}

/** The action of the route a request reached; undefined when it has none (it is then refused). */
export const actionOfRequest = (request: FastifyRequest): Action | undefined => {
  const access: unknown = request.routeOptions.config.access;
  return isAction(access) ? access : undefined;
};

/**
 * Whether a staff member of this role may reach a route doing this action (none: nobody may). An
 * action on a taken request lets any staff in: the route asks contract's `may` with the request.
 */
export const allows = (action: Action | undefined, rol: Rol): boolean =>
  action !== undefined && mayReach(action, rol);
