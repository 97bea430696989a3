import { Type } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import type { PathParams } from '../../http/declareRoute';
import { notFound } from '../../http/errors';
import { offendingValue } from '../../http/validation/schemaErrors';
import { MAX_ID } from '../../http/validation/schemaCheck';

/**
 * The `:id` of a saved quote, as the URL writes it: digits without a leading zero;
 * presupuestoIdOf also holds it to the largest id (the same rule as a request's,
 * routes/peticiones/peticionParams.ts).
 */
export const PresupuestoParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$', examples: ['12'] }),
});

export const noPresupuesto = (id: number | string) => notFound(`No quote with id ${id}`);

/** An id that cannot name a quote names none: the same 404 as an id nobody has. */
export const unknownPresupuesto = (errors: readonly FastifySchemaValidationError[]) =>
  noPresupuesto(offendingValue(errors));

/** The `:id` of a quote, declared with its answer when it cannot name one. */
export const presupuestoPath: PathParams<typeof PresupuestoParams> = {
  schema: PresupuestoParams,
  unknown: unknownPresupuesto,
};

/** The quote id a valid `:id` names; beyond the largest id, none (404). */
export function presupuestoIdOf(text: string): number {
  const id = Number(text);
  if (id > MAX_ID) throw noPresupuesto(text);
  return id;
}
