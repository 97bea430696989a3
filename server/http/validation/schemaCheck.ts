// How route schemas are checked. Each route declares its params, querystring and body as JSON
// Schema (built with TypeBox, which also gives the handler its types); Fastify runs the check
// before the handler, and a route's schemaErrorFormatter turns the problems into its `{ error }`.
import { Type } from '@fastify/type-provider-typebox';
import { Ajv, type Options } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { isEmail, MAX_EMAIL_LENGTH } from '../../staff/email';

/** Row and request ids are PostgreSQL `integer`s: nothing above this can name one. */
export const MAX_ID = 2_147_483_647;

/**
 * An e-mail address by the server's loose rule (the identity provider has the last word), never
 * with a control character. Named `email` so that the OpenAPI document says what it is.
 */
export const EmailAddress = Type.String({
  format: 'email',
  maxLength: MAX_EMAIL_LENGTH,
  examples: ['maria.lopez@vasos.test'],
});

/** 2026-02-30 has the right shape but is no day of the calendar. */
export function isCalendarDay(value: string): boolean {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar day, `YYYY-MM-DD` (JSON Schema's `date` format, checked for real days). */
export const CalendarDay = Type.String({ format: 'date', examples: ['2027-06-12'] });

// The e-mail format runs the length check before its pattern, which a long text would make slow.
const common: Options = {
  useDefaults: true,
  formats: {
    email: { type: 'string', validate: isEmail },
    date: { type: 'string', validate: isCalendarDay },
    // Only tells a reader (and the OpenAPI document) to hide what is typed.
    password: true,
  },
  // Prices are multiples of a millionth (multipleOf): a quotient such as 0.123456 / 0.000001 is
  // 123456.00000000001 in floating point, which a strict check would refuse. The exact rule is
  // the contract's (isValidPriceValue), applied again by the route.
  multipleOfPrecision: 3,
};

/**
 * Bodies are JSON and taken as sent: "12.5" is not a number and a key the route does not know is
 * refused, not dropped. Every problem is collected, so the answer can name the one that matters.
 * Parts of the URL are text: "50" reads as 50 and unknown query keys are dropped, as Fastify does by
 * default; `verbose` keeps the offending value, for answers that quote it.
 */
export function validateWithSchemas(app: FastifyInstance) {
  const bodies = new Ajv({
    ...common,
    coerceTypes: false,
    removeAdditional: false,
    allErrors: true,
  });
  const urlParts = new Ajv({
    ...common,
    coerceTypes: 'array',
    removeAdditional: true,
    verbose: true,
  });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodies : urlParts).compile(schema),
  );
}
