// The problems a refused quote comes back with (`400 { error, problems }`, contract/presupuestos.ts),
// read defensively: an entry the dashboard cannot place is left out.
import { isObject, isTablaKey, type PresupuestoProblem } from '../../../../contract';
import type { ApiFailure } from '../../../services/wire/apiAnswers';

const FIELDS = new Set([
  'cup',
  'quantity',
  'print',
  'unitPriceOverride',
  'lines',
  'discountPercent',
  'ivaPercent',
]);
type ProblemCode = NonNullable<ApiFailure<'createPresupuesto', 400>['problems']>[number]['code'];

// Every code the API's schema names, and no other: a code added or renamed there fails to compile
// (here, or in CodesCovered), at no cost to the bundle.
const CODE_LIST = [
  'invalid',
  'minimum',
  'emptyTable',
  'invalidTable',
] as const satisfies readonly ProblemCode[];
type Covers<Check extends true> = Check;
export type CodesCovered = Covers<ProblemCode extends (typeof CODE_LIST)[number] ? true : false>;
const CODES = new Set<unknown>(CODE_LIST);

function isProblem(value: unknown): value is PresupuestoProblem {
  if (!isObject(value) || !CODES.has(value.code)) return false;
  if (!FIELDS.has(value.field as string)) return false;
  if ('line' in value && !(Number.isInteger(value.line) && (value.line as number) >= 0))
    return false;
  if (value.code === 'minimum') return typeof value.minimum === 'number' && 'line' in value;
  if (value.code === 'emptyTable' || value.code === 'invalidTable') {
    return typeof value.table === 'string' && isTablaKey(value.table) && 'line' in value;
  }
  return true;
}

/** The problems of a failed call, or none when it was not a 400 that named any. */
export function refusedProblems(error: unknown): PresupuestoProblem[] {
  if (!isObject(error) || error.status !== 400 || !isObject(error.data)) return [];
  const { problems } = error.data;
  return Array.isArray(problems) ? problems.filter(isProblem) : [];
}
