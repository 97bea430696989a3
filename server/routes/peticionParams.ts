import { Type } from '@fastify/type-provider-typebox';
import type { FastifySchemaValidationError } from 'fastify';
import { notFound } from '../http/errors';
import { offendingValue } from '../http/schemaErrors';
import { MAX_ID } from '../http/validation';

/** A request id as the URL writes it: digits without a leading zero, up to the largest id. */
const PeticionId = Type.Unsafe<number>({
  allOf: [
    { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    { type: 'integer', maximum: MAX_ID },
  ],
});

/** The `:id` of every route about one request. */
export const PeticionParams = Type.Object({ id: PeticionId });

/** An id that cannot name a request names none: the same 404 as an id nobody has. */
export const unknownPeticion = (errors: readonly FastifySchemaValidationError[]) =>
  notFound(`No request with id ${offendingValue(errors)}`);
