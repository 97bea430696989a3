// What `POST …/update` accepts for one table, as a schema built from the contract's fields and
// value rules, and the answer for each way a body can fail it.
import { Type } from '@fastify/type-provider-typebox';
import {
  editableFields,
  isValidPriceValue,
  MAX_PRICE_DECIMALS,
  PRICE_STEP,
  tablaSpec,
  ROW_VERSION_FIELD,
  valueBounds,
  type PriceField,
  type EditablePriceFieldName,
  type PriceRowUpdate,
  type TablaKey,
} from '../../../contract';
import type { FieldMessages } from '../../http/validation/schemaErrors';
import { MAX_ID } from '../../http/validation/schemaCheck';

// JSON has no NaN or Infinity: 1e400 parses as Infinity and is over any maximum. A price's
// multipleOf documents its decimals; the exact check is the contract's (badValue below).
function valueSchema({ valueKind }: PriceField) {
  const { whole, max } = valueBounds[valueKind];
  const range = { minimum: 0, maximum: max };
  return whole ? Type.Integer(range) : Type.Number({ ...range, multipleOf: PRICE_STEP });
}

function valueMessage({ field, valueKind }: PriceField): string {
  const { whole, max } = valueBounds[valueKind];
  return whole
    ? `${field} must be a whole number from 0 to ${max}`
    : `${field} must be a number from 0 to ${max} with at most ${MAX_PRICE_DECIMALS} decimals`;
}

/** Versions are stored as PostgreSQL `integer`s, like ids: nothing above this can be a row's. */
const MAX_VERSION = MAX_ID;

/**
 * `{ id, version?, ...fields }` of the table and nothing else, with at least one editable field.
 * Read-only fields (QCajas) are accepted with any value and ignored: the dashboard sends each row
 * as loaded. `version` is optional so that clients which predate it keep working.
 */
export function rowUpdateSchema(key: TablaKey) {
  const properties = Object.fromEntries(
    tablaSpec(key).fields.map((field) => [
      field.field,
      Type.Optional(field.editable ? valueSchema(field) : Type.Unknown()),
    ]),
  );
  const schema = Type.Object(
    {
      id: Type.Integer({ minimum: 1, maximum: MAX_ID }),
      [ROW_VERSION_FIELD]: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_VERSION })),
      ...properties,
    },
    {
      additionalProperties: false,
      anyOf: editableFields(key).map((field) => ({ required: [field] })),
    },
  );
  return Type.Unsafe<PriceRowUpdate>(schema);
}

/** The problems of an update body, in the order the answer names them. */
export function rowUpdateMessages(key: TablaKey): FieldMessages {
  const fields = tablaSpec(key).fields.filter((field) => field.editable);
  return [
    ['id', 'id must be a positive integer'],
    [ROW_VERSION_FIELD, `${ROW_VERSION_FIELD} must be a positive integer`],
    ...fields.map((field) => [field.field, valueMessage(field)] as const),
  ];
}

export const NOTHING_TO_UPDATE = 'Nothing to update: send at least one editable field';

/**
 * The answer for the first field of a body that passed its schema but not the contract's rule
 * (a price finer than a millionth, which a floating-point multipleOf cannot always tell), if any.
 */
export function badValue(key: TablaKey, body: PriceRowUpdate): string | undefined {
  const field = tablaSpec(key).fields.find(
    ({ field, editable, valueKind }) =>
      editable && field in body && !isValidPriceValue(valueKind, body[field]),
  );
  return field && valueMessage(field);
}

/** The version a valid body's values were based on, when it says. */
export const versionSent = (body: PriceRowUpdate): number | undefined => body[ROW_VERSION_FIELD];

/** The editable fields of a valid body, to be written. */
export function valuesToWrite(
  key: TablaKey,
  body: PriceRowUpdate,
): Map<EditablePriceFieldName, number> {
  const values = new Map<EditablePriceFieldName, number>();
  for (const field of editableFields(key)) {
    if (field in body) values.set(field, body[field]);
  }
  return values;
}
