import { Validator } from '@seriousme/openapi-schema-validator';
import { expect, test } from '@playwright/test';
import { apiPaths } from '../../contract';
import { readServerConfig } from '../../server/config';
import { DOCS_PATH, OPENAPI_PATH } from '../../server/http/openapi/apiDocument';
import { goodAuth } from '../support/stack/fakeServerAuth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';

type Document = { openapi: string; paths: Record<string, Record<string, unknown>> };

// Routes that are not part of the API itself, and so not in its document: the document, its
// reference page, the operators' metrics, and the routes that only answer 404 for a price table
// nobody knows (server/routes/tablas/tablas.ts).
const NOT_DESCRIBED = [
  /^\/api\/openapi\.json$/,
  /^\/api\/docs(\/|$)/,
  /^\/metrics$/,
  /^\/api\/admin\/tablas\/(vasos\/)?:table(\/update)?$/,
];

let api: InProcessApi;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  api = await startInProcessApi({ app: { docsPage: true } });
});
test.afterAll(async () => {
  await api.close();
});

const openapiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

test('GET /api/openapi.json is a valid OpenAPI 3.1 document', async ({ request }) => {
  const response = await request.get(api.url(OPENAPI_PATH));
  expect(response.status()).toBe(200);
  const document = (await response.json()) as Document;
  expect(document.openapi).toBe('3.1.0');
  const result = await new Validator().validate(document as Parameters<Validator['validate']>[0]);
  expect(result.errors ?? []).toEqual([]);
  expect(result.valid).toBe(true);
});

test('every route of the app is in the document, with its method (HEAD is implied by GET)', async ({
  request,
}) => {
  const document = (await (await request.get(api.url(OPENAPI_PATH))).json()) as Document;
  const routes = api.app.routeRegistry.filter(
    ({ method, url }) =>
      method !== 'HEAD' && method !== 'OPTIONS' && !NOT_DESCRIBED.some((re) => re.test(url)),
  );
  // The registry is the app's: an empty one would make this test pass for nothing.
  expect(routes.length).toBeGreaterThan(30);
  const missing = routes
    .filter(({ method, url }) => !document.paths[openapiPath(url)]?.[method.toLowerCase()])
    .map(({ method, url }) => `${method} ${url}`);
  expect(missing).toEqual([]);
});

test('every operation names its answers: a success, under /api a 4xx, { error } for each failure; admin ones the bearer scheme, public ones none', async ({
  request,
}) => {
  const document = (await (await request.get(api.url(OPENAPI_PATH))).json()) as {
    paths: Record<
      string,
      Record<string, { responses: Record<string, unknown>; security?: unknown }>
    >;
  };
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const label = `${method} ${path}`;
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => /^2/.test(status)),
        label,
      ).toBe(true);
      if (path.startsWith('/api/'))
        expect(
          statuses.some((status) => /^4/.test(status)),
          label,
        ).toBe(true);
      if (path.startsWith('/api/admin')) {
        expect(statuses, label).toEqual(expect.arrayContaining(['401', '403', '429', '503']));
        expect(operation.security, label).toEqual([{ firebaseIdToken: [] }]);
      } else expect(operation.security, label).toEqual([]);
      if (method === 'post')
        expect(statuses, label).toEqual(expect.arrayContaining(['400', '413', '415']));
    }
  }
});

test('answers leave only the fields their schema names', async ({ request }) => {
  // A request stored with more than the order form takes (as an older import could have left).
  await api.db.query(
    `INSERT INTO peticiones (estado, peticiones, cliente, fecha_evento, pais, codigo_postal)
     VALUES ('nueva', '"Vasos"', '{"telefono": "600 000 000", "dni": "12345678Z"}', '2027-01-01', 'España', '28013')`,
  );
  const response = await request.get(api.url(apiPaths.peticionesSinAsignar), { headers: goodAuth });
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as { data: { cliente: unknown }[] };
  expect(data[0]!.cliente).toEqual({ telefono: '600 000 000' });
});

test('a request whose cliente holds other keys is read, taken or not, with nombre and telefono alone (the board with nombre alone)', async ({
  request,
}) => {
  const cliente = { nombre: 'Ana Ruiz', telefono: '600 000 001' };
  const { rows } = await api.db.query<{ id: number }>(
    `INSERT INTO peticiones (estado, peticiones, cliente, fecha_evento, pais, codigo_postal)
     VALUES ('nueva', '"Vasos"', $1, '2027-01-01', 'España', '28013') RETURNING id`,
    [JSON.stringify({ ...cliente, dni: '12345678Z', origen: { web: true } })],
  );
  const id = rows[0]!.id;
  type Read = { asignado: string | false; cliente: unknown };
  const read = async () => {
    const response = await request.get(api.url(apiPaths.peticion(id)), { headers: goodAuth });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: { peticion: Read } }).data.peticion;
  };

  const before = await read();
  expect(before.asignado).toBe(false);
  expect(before.cliente).toEqual(cliente);

  const taken = await request.post(api.url(apiPaths.asignar(id)), { headers: goodAuth });
  expect(taken.status(), await taken.text()).toBe(200);
  expect(((await taken.json()) as { data: Read }).data.cliente).toEqual(cliente);
  const after = await read();
  expect(after.asignado).toEqual(expect.any(String));
  expect(after.cliente).toEqual(cliente);
  const board = await request.get(api.url(apiPaths.peticionesAsignadas), { headers: goodAuth });
  expect(board.status()).toBe(200);
  const onBoard = ((await board.json()) as { data: (Read & { id: number })[] }).data;
  expect(onBoard.find((row) => row.id === id)?.cliente).toEqual({ nombre: cliente.nombre });
});

test('the reference page renders the document from this server alone, under its own policy', async ({
  page,
}) => {
  // Swagger UI parses its own 1.7 MB script and then renders every operation of the document in
  // the page: a second on an idle machine, many more on two cores shared with the other lane's
  // browser. The expectations below wait for that render, not for a fixed delay.
  test.setTimeout(90_000);
  const rendered = { timeout: 45_000 };
  const origin = new URL(api.url('/')).origin;
  const foreign: string[] = [];
  await page.route('**/*', (route) => {
    if (new URL(route.request().url()).origin === origin) return route.continue();
    foreign.push(route.request().url());
    return route.abort();
  });
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(api.url(DOCS_PATH));
  expect(response?.ok()).toBe(true);
  await expect(page.getByText('Vasos Admin API').first()).toBeVisible(rendered);
  await expect(page.getByText(apiPaths.peticionesSinAsignar).first()).toBeVisible(rendered);
  expect(violations).toEqual([]);
  expect(foreign).toEqual([]);
});

test('the reference page is off in production unless API_DOCS=1; on in development', () => {
  expect(readServerConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
  expect(readServerConfig({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
  expect(readServerConfig({}).apiDocs).toBe(true);
});

test('without the page the document is still served, and /api/docs is a 404', async ({
  request,
}) => {
  const plain = await startInProcessApi();
  try {
    expect((await request.get(plain.url(OPENAPI_PATH))).status()).toBe(200);
    expect((await request.get(plain.url(DOCS_PATH))).status()).toBe(404);
  } finally {
    await plain.close();
  }
});
