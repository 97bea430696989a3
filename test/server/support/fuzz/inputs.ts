// Inputs for one operation: valid ones generated from its schemas (json-schema-faker, seeded), and
// invalid ones made by mutating a valid one (fast-check picks how), each checked against the
// schema so that "invalid" means what the document says is invalid.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { generate } from 'json-schema-faker';
import type { JsonSchema, Operation } from './operations';

export const ajv = new Ajv2020({ strict: false, allErrors: false });
addFormats.default(ajv);

/** Characters no text field takes, and some that every one does but are easily mishandled. */
export const ODD_TEXT = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\uffff',
  '\t',
  '\n',
];

export type Input = {
  params: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body, or a raw text to send as JSON (1e400, which JSON.stringify cannot write). */
  body?: { json: unknown } | { raw: string };
};

export async function validInput(operation: Operation, seed: number): Promise<Input> {
  const params: Record<string, string> = {};
  for (const { name, schema } of operation.pathParams) {
    params[name] = String(await generate(schema, { seed }));
  }
  const query: Record<string, string> = {};
  for (const { name, schema, required } of operation.query) {
    if (required || seed % 2 === 0) query[name] = String(await generate(schema, { seed }));
  }
  const body = operation.body ? { json: await generate(operation.body, { seed }) } : undefined;
  return { params, query, body };
}

type Mutation =
  | { kind: 'missing key' | 'extra key' | 'wrong type' | 'out of range'; pick: number }
  | { kind: 'huge text' | 'empty text'; pick: number }
  | { kind: 'odd text'; pick: number; odd: string; at: number }
  | { kind: 'odd param'; pick: number; odd: string }
  | { kind: 'not an object' }
  | { kind: 'number too big for JSON' };

export const mutationArbitrary: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(
      'missing key',
      'extra key',
      'wrong type',
      'out of range',
      'huge text',
      'empty text',
    ),
    pick: fc.nat(),
  }) as fc.Arbitrary<Mutation>,
  fc.record({
    kind: fc.constant('odd text' as const),
    pick: fc.nat(),
    odd: fc.constantFrom(...ODD_TEXT),
    at: fc.nat(),
  }),
  fc.record({
    kind: fc.constant('odd param' as const),
    pick: fc.nat(),
    odd: fc.constantFrom(...ODD_TEXT),
  }),
  fc.constant({ kind: 'not an object' as const }),
  fc.constant({ kind: 'number too big for JSON' as const }),
);

const WRONG_VALUES: unknown[] = [null, true, 12, -1, 'texto', [], {}, [1, 2], 1.5];

/** Every [container, key] of a JSON value that holds a value, nested ones included. */
function slots(
  value: unknown,
  found: [Record<string, unknown> | unknown[], string | number][] = [],
) {
  if (Array.isArray(value)) {
    value.forEach((item, i) => {
      found.push([value, i]);
      slots(item, found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      found.push([value as Record<string, unknown>, key]);
      slots(item, found);
    }
  }
  return found;
}

function set(container: Record<string, unknown> | unknown[], key: string | number, value: unknown) {
  (container as Record<string | number, unknown>)[key] = value;
}

/** The valid input mutated; undefined when the mutation does not apply to this operation. */
export function mutate(input: Input, mutation: Mutation): Input | undefined {
  const copy: Input = structuredClone(input);
  const json = copy.body && 'json' in copy.body ? copy.body.json : undefined;
  const all = slots(json);
  const strings = all.filter(([c, k]) => typeof (c as Record<string, unknown>)[k] === 'string');
  const numbers = all.filter(([c, k]) => typeof (c as Record<string, unknown>)[k] === 'number');
  const objects = all.filter(([c]) => !Array.isArray(c));
  const choose = <T>(list: T[], pick: number) =>
    list.length ? list[pick % list.length] : undefined;
  switch (mutation.kind) {
    case 'missing key': {
      const slot = choose(objects, mutation.pick);
      if (!slot) return undefined;
      delete (slot[0] as Record<string, unknown>)[slot[1]];
      return copy;
    }
    case 'extra key': {
      if (!json || typeof json !== 'object') return undefined;
      const slot = choose(objects, mutation.pick);
      const target = (slot?.[0] ?? json) as Record<string, unknown>;
      target[`extra_${mutation.pick % 7}`] = 1;
      return copy;
    }
    case 'wrong type': {
      const slot = choose(all, mutation.pick);
      if (!slot) return undefined;
      set(slot[0], slot[1], WRONG_VALUES[mutation.pick % WRONG_VALUES.length]);
      return copy;
    }
    case 'out of range': {
      const slot = choose(numbers, mutation.pick);
      if (!slot) return undefined;
      const current = (slot[0] as Record<string | number, number>)[slot[1]]!;
      set(slot[0], slot[1], [-1, current + 1e9, 5e-324, 0.1234567, 2 ** 53][mutation.pick % 5]);
      return copy;
    }
    case 'huge text':
    case 'empty text': {
      const slot = choose(strings, mutation.pick);
      if (!slot) return undefined;
      set(slot[0], slot[1], mutation.kind === 'empty text' ? '' : 'x'.repeat(200_000));
      return copy;
    }
    case 'odd text': {
      const slot = choose(strings, mutation.pick);
      if (!slot) return undefined;
      const text = (slot[0] as Record<string | number, string>)[slot[1]]!;
      const at = mutation.at % (text.length + 1);
      set(slot[0], slot[1], `${text.slice(0, at)}${mutation.odd}${text.slice(at)}`);
      return copy;
    }
    case 'odd param': {
      const names = Object.keys(copy.params);
      const name = choose(names, mutation.pick);
      if (!name) return undefined;
      copy.params[name] = `${copy.params[name]}${mutation.odd}`;
      return copy;
    }
    case 'not an object':
      if (!copy.body) return undefined;
      copy.body = { json: ['no', 'es', 'un', 'objeto'] };
      return copy;
    case 'number too big for JSON': {
      if (!numbers.length || !json) return undefined;
      const [container, key] = numbers[0]!;
      set(container, key, 7.77e77);
      copy.body = { raw: JSON.stringify(json).replace('7.77e+77', '1e400') };
      return copy;
    }
  }
}

/** Whether an input breaks the operation's schemas (so the API must refuse it). */
export function breaksSchema(operation: Operation, input: Input): boolean {
  const check = (schema: JsonSchema, value: unknown) => !ajv.validate(schema, value);
  if (input.body && 'raw' in input.body) return true;
  if (operation.body && input.body && check(operation.body, input.body.json)) return true;
  for (const { name, schema } of operation.pathParams) {
    // URL parts are text, read as numbers where the schema says so.
    const text = input.params[name]!;
    const value = schema.type === 'integer' && /^-?\d+$/.test(text) ? Number(text) : text;
    if (check(schema, value)) return true;
  }
  return false;
}
