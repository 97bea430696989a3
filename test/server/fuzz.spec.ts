import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { OPENAPI_PATH } from '../../server/http/openapi/apiDocument';
import { authHeaders } from '../support/stack/auth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { ajv, breaksSchema, mutate, mutationArbitrary, validInput } from './support/fuzz/inputs';
import { operationsOf, type OpenApiDocument, type Operation } from './support/fuzz/operations';
import { send, urlOf, type Answer } from './support/fuzz/send';
import { databaseSnapshot } from './support/fuzz/snapshot';

// Every operation of the API's own OpenAPI document, walked with inputs generated from its
// schemas and mutated out of them (docs/server.md, "The fuzz walk"). A fixed seed and a bounded
// number of cases: the same walk on every run.
const SEED = 20261122;
const VALID_CASES = 4;
const INVALID_CASES = 30;

// An API of this spec's own (its writes and its rate limits disturb nobody), with the run's Auth
// Emulator checking the demo account's token as the stack's API does.
let api: InProcessApi;
let operations: Operation[];
let staff: Record<string, string>;
test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  api = await startInProcessApi({
    auth: 'emulator',
    app: { rateLimitPerMinute: 100_000, publicRateLimitPerMinute: 100_000 },
  });
  staff = await authHeaders();
  const document = (await (await request.get(api.url(OPENAPI_PATH))).json()) as OpenApiDocument;
  operations = operationsOf(document);
});
test.afterAll(async () => {
  await api?.close();
});

/** What is wrong with an answer, by the document; undefined when nothing is. */
function problemWith(operation: Operation, answer: Answer): string | undefined {
  if (answer.status >= 500) return `a ${answer.status}: ${JSON.stringify(answer.body)}`;
  const documented = operation.responses.get(answer.status);
  if (!documented) return `status ${answer.status} is not in the document`;
  // An event stream, a PDF: the type the document names, whose body no JSON schema describes.
  if (documented.mediaType && documented.mediaType !== 'application/json') {
    return answer.contentType.startsWith(documented.mediaType) ? undefined : answer.contentType;
  }
  if (!answer.contentType.startsWith('application/json')) return `type ${answer.contentType}`;
  if (documented.schema && !ajv.validate(documented.schema, answer.body)) {
    return `body against the schema: ${ajv.errorsText()}: ${JSON.stringify(answer.body).slice(0, 300)}`;
  }
  return undefined;
}

test('every operation of the document, with valid and mutated inputs: no 5xx, only documented answers, and refused inputs write nothing', async ({
  request,
}) => {
  test.setTimeout(180_000);
  expect(operations.length).toBeGreaterThan(30);
  const base = api.url('');
  const failures: string[] = [];
  const sent = { valid: 0, successes: 0, invalid: 0, statuses: new Map<number, number>() };
  const count = (answer: Answer) =>
    sent.statuses.set(answer.status, (sent.statuses.get(answer.status) ?? 0) + 1);
  for (const operation of operations) {
    const headers = operation.needsToken ? staff : {};
    const label = (input: Parameters<typeof urlOf>[1]) =>
      `${operation.method} ${urlOf(operation, input)} ${JSON.stringify(input.body ?? '').slice(0, 200)}`;

    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 2 ** 30 }), async (seed) => {
        const input = await validInput(operation, seed);
        const answer = await send(request, base, operation, input, headers);
        sent.valid++;
        if (answer.status < 300) sent.successes++;
        count(answer);
        const problem = problemWith(operation, answer);
        if (problem) failures.push(`valid ${label(input)}: ${problem}`);
      }),
      { seed: SEED, numRuns: VALID_CASES, endOnFailure: true },
    );

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 2 ** 30 }),
        mutationArbitrary,
        async (seed, how) => {
          const input = mutate(await validInput(operation, seed), how);
          if (!input || !breaksSchema(operation, input)) return;
          const before = await databaseSnapshot(api.db);
          const answer = await send(request, base, operation, input, headers);
          sent.invalid++;
          count(answer);
          const problem =
            problemWith(operation, answer) ??
            (answer.status >= 400 ? undefined : `an invalid input got ${answer.status}`) ??
            ((await databaseSnapshot(api.db)) === before ? undefined : 'it wrote something');
          if (problem) failures.push(`${how.kind}: ${label(input)}: ${problem}`);
        },
      ),
      { seed: SEED, numRuns: INVALID_CASES, endOnFailure: true },
    );
  }
  console.log(`fuzz: ${JSON.stringify({ ...sent, statuses: Object.fromEntries(sent.statuses) })}`);
  expect(failures).toEqual([]);
  // The walk reached the handlers: valid inputs were taken, invalid ones sent in numbers.
  expect(sent.successes).toBeGreaterThan(operations.length);
  expect(sent.invalid).toBeGreaterThan(operations.length * 3);
});
