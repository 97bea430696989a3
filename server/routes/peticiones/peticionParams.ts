import { Type } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import type { PathParams } from '../../http/declareRoute';
import { notFound } from '../../http/errors';
import { offendingValue } from '../../http/validation/schemaErrors';
import { MAX_ID } from '../../http/validation/schemaCheck';

/**
 * The `:id` of every route about one request, as the URL writes it: digits without a leading zero
 * (so "007", "1e3" or " 7" name nothing); peticionIdOf also holds it to the largest id.
 */
export const PeticionParams = Type.Object({
  id: Type.String({ pattern: '^[1-9][0-9]{0,9}$', examples: ['42'] }),
});

/** An id that cannot name a request names none: the same 404 as an id nobody has. */
export const unknownPeticion = (errors: readonly FastifySchemaValidationError[]) =>
  notFound(`No request with id ${offendingValue(errors)}`);

/** The `:id` of a request, declared with its answer when it cannot name one. */
export const peticionPath: PathParams<typeof PeticionParams> = {
  schema: PeticionParams,
  unknown: unknownPeticion,
};

/** The request id a valid `:id` names; beyond the largest id, none (404). */
export function peticionIdOf(text: string): number {
  const id = Number(text);
  if (id > MAX_ID) throw notFound(`No request with id ${text}`);
  return id;
}
