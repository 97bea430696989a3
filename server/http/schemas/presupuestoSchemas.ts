// Quotes (contract/presupuestos.ts) as JSON Schema: what their routes take and answer, beside the other
// answers (answerSchemas.ts). Fastify checks bodies and serialises answers through these, and the
// OpenAPI document shows them.
import { Type, type TSchema } from '@fastify/type-provider-typebox';
import {
  isCupTableKey,
  isPrintTableKey,
  tablaKeys,
  PRESUPUESTO_PRICING_RULES,
  type Presupuesto,
} from '../../../contract';
import { ErrorAnswer, Instant } from './answerSchemas';
import { SafeText } from '../validation/safeText';
import { MAX_ID } from '../validation/schemaCheck';

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const closed = { additionalProperties: false } as const;

/** A table's key as a quote line names it; any other text is a problem of the line, not a 400. */
const TableKeyText = (examples: string[]) => SafeText({ maxLength: 64, examples });

/**
 * `NewPresupuestoBody`: the body's shape only. Its values (tables, quantities, prices, the
 * discount) are the contract's to judge (presupuestoInputProblems), so that each one it refuses comes
 * back on its field in `problems`, as the dashboard's preview marks it.
 */
export const PresupuestoInputSchema = Type.Object(
  {
    lines: Type.Array(
      Type.Object(
        {
          cup: TableKeyText(['vasos/200']),
          quantity: Type.Number({ examples: [500] }),
          print: Type.Optional(Nullable(TableKeyText(['serigrafia_1_color_vf']))),
          unitPriceOverride: Type.Optional(Nullable(Type.Number({ examples: [0.35] }))),
        },
        closed,
      ),
      { description: 'The lines: 1 to 100 (more are a problem on `lines`)' },
    ),
    discountPercent: Type.Optional(Nullable(Type.Number({ examples: [5] }))),
  },
  closed,
);

export const presupuestoInputMessages = [
  ['lines', 'lines must be a list of { cup, quantity, print?, unitPriceOverride? }'],
  ['discountPercent', 'discountPercent must be a number or null'],
] as const;

/** One problem that keeps a quote from being priced (`PresupuestoProblem`). */
const QuoteProblemSchema = Type.Object(
  {
    code: Type.Enum(['invalid', 'minimum', 'emptyTable', 'invalidTable']),
    field: Type.String({ examples: ['quantity'] }),
    line: Type.Optional(Type.Integer({ minimum: 0 })),
    minimum: Type.Optional(Type.Integer({ minimum: 1 })),
    table: Type.Optional(Type.Enum([...tablaKeys])),
  },
  closed,
);

/** A 400 of a quote: `{ error }`, and `problems` when its values are what is wrong. */
export const PresupuestoProblemsAnswer = Type.Object(
  {
    error: ErrorAnswer.properties.error,
    problems: Type.Optional(
      Type.Array(QuoteProblemSchema, {
        examples: [[{ code: 'minimum', line: 0, field: 'quantity', minimum: 250 }]],
      }),
    ),
  },
  {
    ...closed,
    description:
      'Invalid: the body breaks its rules, or (with `problems`, each on its field) the quote ' +
      'cannot be priced: an unknown table, a bad quantity, discount or price, a tier minimum',
  },
);

/** A price row as a saved quote kept it: its id, fields and version, all numbers. */
const KeptRow = Type.Record(Type.String(), Type.Number(), {
  examples: [{ id: 3, v200: 1000, cv: 0.055, QCajas: 1, Euro: 0.125, Metalicos: 0.155 }],
});

const cupKeys = tablaKeys.filter((key) => isCupTableKey(key));
const printKeys = tablaKeys.filter((key) => isPrintTableKey(key));

const SnapshotSchema = Type.Object(
  {
    rules: Type.Literal(PRESUPUESTO_PRICING_RULES),
    ivaPercent: Type.Number(),
    discountPercent: Nullable(Type.Number()),
    lines: Type.Array(
      Type.Object(
        {
          cup: Type.Enum(cupKeys),
          quantity: Type.Integer(),
          print: Nullable(Type.Enum(printKeys)),
          unitPriceOverride: Nullable(Type.Number()),
          cupRow: KeptRow,
          printRow: Nullable(KeptRow),
        },
        closed,
      ),
    ),
  },
  {
    ...closed,
    description: 'Every price the quote used, as it was (contract/presupuestoSnapshot.ts)',
  },
);

const Cents = Type.Integer({ minimum: 0 });
const Rate = Type.Integer({ minimum: 0, maximum: 10_000 });

export const TotalsSchema = Type.Object(
  {
    subtotal: Cents,
    discountRate: Rate,
    discount: Cents,
    base: Cents,
    ivaRate: Rate,
    iva: Cents,
    total: Cents,
  },
  {
    ...closed,
    description: 'Amounts in cents, rates in hundredths of a percent',
    examples: [
      {
        subtotal: 15000,
        discountRate: 500,
        discount: 750,
        base: 14250,
        ivaRate: 2100,
        iva: 2993,
        total: 17243,
      },
    ],
  },
);

const Day = Type.String({ format: 'date', examples: ['2026-03-01'] });

/**
 * A saved quote (`Presupuesto`), typed as the contract's type: its lists are readonly there,
 * which a TypeBox array is not.
 */
const PresupuestoObject = Type.Object(
  {
    id: Type.Integer({ minimum: 1, maximum: MAX_ID, examples: [12] }),
    peticionId: Type.Integer({ minimum: 1, maximum: MAX_ID, examples: [42] }),
    year: Type.Integer({ minimum: 1000, maximum: 9999, examples: [2026] }),
    sequence: Type.Integer({ minimum: 1, examples: [7] }),
    version: Type.Integer({ minimum: 1, examples: [2] }),
    numero: Type.String({ examples: ['P-2026-0007 v2'] }),
    autor: Type.Object(
      { uid: Type.String(), email: Nullable(Type.String()) },
      { ...closed, examples: [{ uid: 'kV3pQ9xWmZbT0aYc1dEfGh2iJk34', email: 'maria@vasos.test' }] },
    ),
    createdAt: Instant,
    preciosDel: Day,
    validoHasta: Type.String({ format: 'date', examples: ['2026-03-31'] }),
    clienteNombre: Nullable(
      Type.String({
        description: "The customer's name as the request had it when the quote was saved",
        examples: ['Peña El Botijo'],
      }),
    ),
    fechaEvento: Type.String({
      format: 'date',
      description: "The event's day as the request had it when the quote was saved",
      examples: ['2026-06-12'],
    }),
    input: PresupuestoInputSchema,
    snapshot: SnapshotSchema,
    totals: TotalsSchema,
  },
  closed,
);
export const PresupuestoSchema = Type.Unsafe<Presupuesto>(PresupuestoObject);
