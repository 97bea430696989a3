import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, MAX_PRICE, MAX_QUANTITY, type TablaKey } from '../../contract';
import { BODY_LIMIT_BYTES } from '../../server/app';
import { stackApi } from '../support/stack/apiTarget';
import { authHeaders } from '../support/stack/auth';
import { auditEntriesSince, newestAuditId } from './support/audit';

// Every update here is refused: the stack's API, whose data they must leave as it was.
const serigrafia: TablaKey = 'serigrafia_1_color_metalizado';
const vaso: TablaKey = 'vasos/500';

type BadUpdate = {
  label: string;
  path?: string;
  /** An object is sent as JSON; a string is sent verbatim as the body. */
  body: unknown;
  contentType?: string;
  status: number;
  /** Text the error must contain (the offending field, when there is one). */
  mentions?: string;
};

type Fields = { quantity: string; price: string };

function badUpdates({ quantity, price }: Fields, updateUrl: string): BadUpdate[] {
  // The generic cases use the quantity column; the rules of each kind are checked on both.
  const valueField = quantity;
  const bad = (label: string, body: unknown, mentions?: string): BadUpdate => ({
    label,
    body,
    status: 400,
    mentions,
  });
  return [
    {
      label: 'unknown table',
      path: '/api/admin/tablas/no_existe/update',
      body: { id: 1, [valueField]: 1 },
      status: 404,
    },
    {
      label: 'unknown cup',
      path: '/api/admin/tablas/vasos/750/update',
      body: { id: 1, [valueField]: 1 },
      status: 404,
    },
    { label: 'unknown id', path: updateUrl, body: { id: 99999, [valueField]: 1 }, status: 404 },
    bad('negative number', { id: 1, [valueField]: -1 }, valueField),
    bad('number as a string', { id: 1, [valueField]: '12.5' }, valueField),
    bad('NaN as a string', { id: 1, [valueField]: 'NaN' }, valueField),
    bad('null (what JSON makes of NaN)', { id: 1, [valueField]: null }, valueField),
    bad('Infinity (1e400)', `{"id": 1, "${valueField}": 1e400}`, valueField),
    bad('a boolean', { id: 1, [valueField]: true }, valueField),
    bad('unknown field', { id: 1, [valueField]: 1, precio: 2 }, 'precio'),
    bad('one good field and one bad one', { id: 1, [valueField]: 7, cv: -0.5, coste: -0.5 }),
    bad('missing id', { [valueField]: 1 }, 'id'),
    bad('id as a string', { id: '1', [valueField]: 1 }, 'id'),
    bad('fractional id', { id: 1.5, [valueField]: 1 }, 'id'),
    bad('nothing to change', { id: 1 }),
    bad('an array', [{ id: 1, [valueField]: 1 }]),
    bad('a fractional quantity', { id: 1, [quantity]: 10.5 }, quantity),
    bad('a quantity over the maximum', { id: 1, [quantity]: MAX_QUANTITY + 1 }, quantity),
    bad('a price over the maximum', { id: 1, [price]: MAX_PRICE + 0.01 }, price),
    bad('a key sent twice', `{"id": 1, "${price}": 1, "${price}": 2}`, price),
    bad('a key sent twice, escaped once', `{"id": 1, "${price}": 1, "\\u0069d": 1}`, 'id'),
    bad('a key sent twice in a nested object', `{"id": 1, "${price}": {"a": 1, "a": 2}}`, 'a'),
    bad('malformed JSON', `{"id": 1, "${valueField}": `),
    bad('empty JSON body', ''),
    { label: 'plain text', body: 'id=1', contentType: 'text/plain', status: 400 },
    {
      label: 'a form',
      body: 'id=1',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
    },
    {
      label: 'a body over the limit',
      body: JSON.stringify({ id: 1, [valueField]: 1, pad: 'x'.repeat(BODY_LIMIT_BYTES) }),
      status: 413,
    },
  ];
}

let headers: Record<string, string>;
test.beforeAll(async () => {
  headers = await authHeaders();
});

async function snapshot(request: APIRequestContext, path: string) {
  const response = await request.get(stackApi.url(path), { headers });
  expect(response.status()).toBe(200);
  return response.json();
}

for (const [table, fields] of [
  [serigrafia, { quantity: 'cantidad', price: 'coste' }],
  [vaso, { quantity: 'v500', price: 'cv' }],
] as const) {
  test.describe(`bad updates to ${table} get a 4xx { error }, change and record nothing`, () => {
    for (const bad of badUpdates(fields, apiPaths.tablaUpdate(table))) {
      test(bad.label, async ({ request }) => {
        const before = await snapshot(request, apiPaths.tabla(table));
        const mark = await newestAuditId(request, stackApi);
        const raw = typeof bad.body === 'string';
        const response = await request.post(stackApi.url(bad.path ?? apiPaths.tablaUpdate(table)), {
          headers: {
            ...headers,
            ...(raw || bad.contentType
              ? { 'Content-Type': bad.contentType ?? 'application/json' }
              : {}),
          },
          data: bad.body,
        });
        expect(response.status()).toBe(bad.status);
        const body = (await response.json()) as { error: string };
        expect(body).toEqual({ error: expect.any(String) });
        if (bad.mentions) expect(body.error).toContain(bad.mentions);
        expect(await snapshot(request, apiPaths.tabla(table))).toEqual(before);
        expect(await auditEntriesSince(request, stackApi, mark)).toEqual([]);
      });
    }
  });
}
