// Who may call each route, declared with the route itself (`config: { access }`) and enforced by
// the admin scope's guard (http/authGuard.ts), never inside handlers: a route that declares no rule
// cannot be registered, so none is left open by mistake (docs/access.md, "Roles").
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { AccessRule, Role } from '../../contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `staff`: any staff account; `admin`: administrators only. Every /api/admin route says. */
    access?: AccessRule;
  }
}

const RULES: readonly unknown[] = ['staff', 'admin'] satisfies AccessRule[];

export const isAccessRule = (value: unknown): value is AccessRule => RULES.includes(value);

/** The rule a route declared, read from its options as registered. */
const declaredRule = (route: RouteOptions): unknown =>
  (route.config as { access?: unknown } | undefined)?.access;

/** Refuses, at registration, any route of the scope that declares no valid rule. */
export function requireAccessRules(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    if (isAccessRule(declaredRule(route))) return;
    const methods = [route.method].flat().join(',');
    throw new Error(
      `${methods} ${route.url} declares no access rule: add config: { access: 'staff' | 'admin' }`,
    );
  });
}

/** The rule of the route a request reached; undefined when it has none (it is then refused). */
export const ruleOfRequest = (request: FastifyRequest): AccessRule | undefined => {
  const access: unknown = request.routeOptions.config.access;
  return isAccessRule(access) ? access : undefined;
};

/** Whether a staff member of this role may call a route with this rule (none: nobody may). */
export const allows = (rule: AccessRule | undefined, rol: Role): boolean =>
  rule === 'staff' || (rule === 'admin' && rol === 'administrador');
