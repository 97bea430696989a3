import type { FastifySchemaValidationError } from 'fastify';
import { badRequest, type HttpError } from '../errors';

/** Per field of a body, in the order they are checked: what the answer says when it is wrong. */
export type FieldMessages = readonly (readonly [field: string, message: string])[];

/** The field an error is about: a missing one, or the one whose value is wrong. */
function fieldOf(error: FastifySchemaValidationError): string | undefined {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  return error.instancePath.split('/')[1];
}

/**
 * One answer for every problem of a body, the first of: not an object; unknown keys, all named;
 * each field in `fields` order; `whole`, for a rule about the body as a whole (an anyOf).
 */
export function bodyProblem(
  errors: readonly FastifySchemaValidationError[],
  fields: FieldMessages,
  whole = 'Invalid body',
): HttpError {
  if (errors.some((error) => error.instancePath === '' && error.keyword === 'type')) {
    return badRequest('The body must be a JSON object');
  }
  const unknown = errors
    .filter((error) => error.keyword === 'additionalProperties')
    .map((error) => String(error.params.additionalProperty));
  if (unknown.length) return badRequest(`Unknown field: ${unknown.join(', ')}`);
  // Inside an anyOf a missing field is one alternative not taken, not a problem of its own.
  const own = errors.filter((error) => !error.schemaPath.includes('/anyOf/'));
  const wrong = fields.find(([field]) => own.some((error) => fieldOf(error) === field));
  return badRequest(wrong ? wrong[1] : whole);
}

/** The value of the URL part an error is about, as the request gave it (needs `verbose`). */
export const offendingValue = (errors: readonly FastifySchemaValidationError[]) =>
  String((errors[0] as { data?: unknown } | undefined)?.data);
