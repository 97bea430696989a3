import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { publicEnlacePaths, type AssignedPeticion, type Presupuesto } from '../../contract';
import { signIn } from '../support/stack/auth';
import { startInProcessApi, type InProcessApi } from '../support/stack/inProcessApi';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { asMember, type Member } from './support/colleague';
import { enlaceCalls } from './support/enlaceCalls';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { presupuestoCalls } from './support/presupuestoCalls';

// The customer's link over HTTP: its token (random, stored only as a hash, never logged), what it
// opens (only its request's latest quote), until when, and accepting through it. An API of this
// file's own, whose log and database the tests read.
const logLines: string[] = [];
let api: InProcessApi;
let me: Member;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  api = await startInProcessApi({
    auth: 'emulator',
    logger: { level: 'info', stream },
    app: { enlaceRateLimitPerMinute: 1000 },
  });
  me = asMember(await signIn());
});
test.afterAll(async () => {
  await api?.close();
});

const target = { url: (path: string) => api.url(path) };
const calls = peticionesAsignadasCalls(target);
const quotes = presupuestoCalls(target);
const links = enlaceCalls(target);

/** A request taken by me, quoted: the request as taken and its quote. */
async function quoted(
  request: APIRequestContext,
): Promise<{ taken: AssignedPeticion; quote: Presupuesto }> {
  const taken = await calls.takeOne(request, me.headers);
  const quote = await quotes.saved(request, me.headers, taken.id, TEN_LINES);
  return { taken, quote };
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

test('a link’s token is 256 random bits, stored only as its SHA-256, and opens the request’s quote', async ({
  request,
}) => {
  const { quote } = await quoted(request);
  const first = await links.created(request, me.headers, quote.id);
  const second = await links.created(request, me.headers, quote.id);
  expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(second.token).not.toBe(first.token);
  expect(Buffer.from(first.token, 'base64url')).toHaveLength(32);

  const { rows } = await api.db.query<{ token_hash: Buffer }>(
    'SELECT token_hash FROM enlaces WHERE peticion_id = $1 ORDER BY id',
    [quote.peticionId],
  );
  expect(rows.map((row) => Buffer.from(row.token_hash).toString('hex'))).toEqual(
    [first.token, second.token].map((token) => sha256(token).toString('hex')),
  );
  // No column anywhere holds the token itself.
  const dump = await api.db.query<{ text: string }>(
    `SELECT row_to_json(enlaces)::text AS text FROM enlaces`,
  );
  expect(dump.rows.map((row) => row.text).join()).not.toContain(first.token);

  const page = await links.opened(request, first.token);
  expect(page.presupuesto.number).toBe(quote.numero);
  expect(page.presupuesto.totals).toEqual(quote.totals);
  expect(page.aceptable).toBe(true);
  expect(page.aceptacion).toBeNull();
  expect(page.huella).toMatch(/^[0-9a-f]{64}$/);
  // Staff see that one opens, and until when, never the token.
  const estado = await links.estado(request, me.headers, quote.id);
  expect(await estado.json()).toEqual({
    data: {
      activo: true,
      caduca: new Date(Date.parse(`${quote.validoHasta}T00:00:00Z`) + 30 * 86_400_000)
        .toISOString()
        .slice(0, 10),
    },
  });
});

test('the link opens the latest version of its request’s quote', async ({ request }) => {
  const { quote } = await quoted(request);
  const { token } = await links.created(request, me.headers, quote.id);
  // A new version, with a price changed since: saved through recalcular would need a price
  // change; a second quote of the same request is its latest too.
  const newer = await quotes.saved(request, me.headers, quote.peticionId, TEN_LINES);
  expect((await links.opened(request, token)).presupuesto.number).toBe(newer.numero);
});

test('an unknown or malformed token reveals nothing: the same 404', async ({ request }) => {
  const unknown = 'A'.repeat(43);
  for (const token of [unknown, 'short', 'x'.repeat(44), '../../admin']) {
    const response = await request.get(api.url(publicEnlacePaths.enlace(token)));
    expect(response.status(), token).toBe(404);
    expect(await response.json(), token).toEqual({ error: 'No such link' });
  }
  const pdf = await links.pdf(request, unknown);
  expect(pdf.status()).toBe(404);
});

test('a revoked link shows only the business’s name and phone (410); staff may make a new one', async ({
  request,
}) => {
  const { quote } = await quoted(request);
  const { token } = await links.created(request, me.headers, quote.id);
  const revoked = await links.revoke(request, me.headers, quote.id);
  expect(revoked.status()).toBe(200);
  expect(await revoked.json()).toEqual({ data: { activo: false, caduca: null } });
  const answer = await links.open(request, token);
  expect(answer.status()).toBe(410);
  const body = (await answer.json()) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'negocio']);
  expect(Object.keys(body.negocio as object).sort()).toEqual(['nombreComercial', 'telefono']);
  expect((await links.pdf(request, token)).status()).toBe(410);
  expect(
    (
      await links.accept(request, token, { nombre: 'Ana', huella: '0'.repeat(64), acepto: true })
    ).status(),
  ).toBe(410);

  const again = await links.created(request, me.headers, quote.id);
  expect((await links.opened(request, again.token)).presupuesto.number).toBe(quote.numero);
});

test('a link lasts until its quote’s Válido hasta plus 30 days', async ({ request }) => {
  const { quote } = await quoted(request);
  const { token } = await links.created(request, me.headers, quote.id);
  const setValidUntil = (days: number) =>
    api.db.query(
      `UPDATE presupuestos SET precios_del = current_date - 400,
         valido_hasta = (now() AT TIME ZONE 'Europe/Madrid')::date - $2::int WHERE id = $1`,
      [quote.id, days],
    );
  // Expired 30 days ago: the link still opens, but the quote can no longer be accepted.
  await setValidUntil(30);
  const last = await links.opened(request, token);
  expect(last.aceptable).toBe(false);
  await setValidUntil(31);
  expect((await links.open(request, token)).status()).toBe(410);
  expect(await (await links.estado(request, me.headers, quote.id)).json()).toEqual({
    data: { activo: false, caduca: null },
  });
});

test('another request’s token and ids reveal nothing of it', async ({ request }) => {
  const mine = await quoted(request);
  const other = await quoted(request);
  const { token } = await links.created(request, me.headers, mine.quote.id);
  const page = await links.opened(request, token);
  const text = JSON.stringify(page);
  expect(text).not.toContain(other.quote.numero);
  // The calls take no id: an id in the path or the body names nothing.
  for (const path of [
    `${publicEnlacePaths.enlace(token)}/${other.quote.id}`,
    `${publicEnlacePaths.pdf(token)}?id=${other.quote.id}`,
  ]) {
    const response = await request.get(api.url(path));
    const body = await response.body();
    expect(body.toString('latin1'), path).not.toContain(other.quote.numero);
  }
  const accepted = await links.accept(request, token, {
    nombre: 'Ana',
    huella: page.huella,
    acepto: true,
    presupuesto: other.quote.id,
  });
  expect(accepted.status()).toBe(400);
  // The other request's link, revoked, does not open this one.
  const theirs = await links.created(request, me.headers, other.quote.id);
  await links.revoke(request, me.headers, other.quote.id);
  expect((await links.open(request, theirs.token)).status()).toBe(410);
  expect((await links.opened(request, token)).presupuesto.number).toBe(mine.quote.numero);
});

test('accepting records who, when, from where and what; the request is Aceptada; a second time changes nothing', async ({
  request,
}) => {
  const { taken, quote } = await quoted(request);
  const { token } = await links.created(request, me.headers, quote.id);
  const page = await links.opened(request, token);
  const body = { nombre: '  Ana Gil ', huella: page.huella, acepto: true };
  const headers = { 'User-Agent': 'Teléfono de prueba/1.0'.normalize('NFC').replace('é', 'e') };
  const first = await links.accept(request, token, body, headers);
  expect(first.status(), await first.text()).toBe(200);
  const accepted = ((await first.json()) as { data: typeof page }).data;
  expect(accepted.aceptacion).toEqual({
    nombre: 'Ana Gil',
    dia: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
  expect(accepted.aceptable).toBe(false);

  const { rows } = await api.db.query<Record<string, unknown>>(
    `SELECT nombre, ip, user_agent, numero, version, quote_sha256 FROM aceptaciones
     WHERE presupuesto_id = $1`,
    [quote.id],
  );
  expect(rows).toEqual([
    {
      nombre: 'Ana Gil',
      ip: '127.0.0.1',
      user_agent: 'Telefono de prueba/1.0',
      numero: quote.numero,
      version: quote.version,
      quote_sha256: page.huella,
    },
  ]);
  const detail = await calls.detail(request, me.headers, taken.id);
  expect(detail.peticion.estado).toBe('aceptada');
  // The request's Actividad names the acceptance, and the link made before it.
  expect(detail.actividad.map((entry) => entry.action)).toEqual(
    expect.arrayContaining(['quote_accepted', 'link_created']),
  );
  expect(detail.actividad.find((entry) => entry.action === 'quote_accepted')?.changes).toEqual([
    { field: 'presupuesto', from: null, to: quote.numero },
    { field: 'nombre', from: null, to: 'Ana Gil' },
    { field: 'dia', from: null, to: accepted.aceptacion?.dia },
  ]);

  const second = await links.accept(request, token, { ...body, nombre: 'Otra persona' });
  expect(second.status()).toBe(200);
  expect(((await second.json()) as { data: typeof page }).data.aceptacion?.nombre).toBe('Ana Gil');
  const count = await api.db.query('SELECT 1 FROM aceptaciones WHERE presupuesto_id = $1', [
    quote.id,
  ]);
  expect(count.rows).toHaveLength(1);

  // The staff PDF and the link's PDF say so.
  for (const response of [
    await quotes.pdf(request, me.headers, quote.id),
    await links.pdf(request, token),
  ]) {
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
  }
});

test('a newer version saved meanwhile: 409 with it, nothing recorded', async ({ request }) => {
  const { quote } = await quoted(request);
  const { token } = await links.created(request, me.headers, quote.id);
  const seen = await links.opened(request, token);
  const newer = await quotes.saved(request, me.headers, quote.peticionId, TEN_LINES);
  const answer = await links.accept(request, token, {
    nombre: 'Ana',
    huella: seen.huella,
    acepto: true,
  });
  expect(answer.status()).toBe(409);
  const body = (await answer.json()) as { data: typeof seen };
  expect(body.data.presupuesto.number).toBe(newer.numero);
  const none = await api.db.query('SELECT 1 FROM aceptaciones WHERE peticion_id = $1', [
    quote.peticionId,
  ]);
  expect(none.rows).toEqual([]);
});

test('accepting needs a name and the tick', async ({ request }) => {
  const { quote } = await quoted(request);
  const { token } = await links.created(request, me.headers, quote.id);
  const { huella } = await links.opened(request, token);
  for (const data of [
    { nombre: '', huella, acepto: true },
    { nombre: 'x'.repeat(121), huella, acepto: true },
    { nombre: 'Ana', huella, acepto: false },
    { nombre: 'Ana', huella },
  ]) {
    expect((await links.accept(request, token, data)).status(), JSON.stringify(data)).toBe(400);
  }
});

test('the link’s answers are not for caches, robots or referrers, and set no cookie', async ({
  request,
}) => {
  const { quote } = await quoted(request);
  const { token } = await links.created(request, me.headers, quote.id);
  for (const response of [
    await links.open(request, token),
    await links.open(request, 'B'.repeat(43)),
  ]) {
    const headers = response.headers();
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['set-cookie']).toBeUndefined();
  }
});

test('no log line holds a link’s token', async ({ request }) => {
  const { quote } = await quoted(request);
  const { token } = await links.created(request, me.headers, quote.id);
  const { huella } = await links.opened(request, token);
  await links.pdf(request, token);
  await links.accept(request, token, { nombre: 'Ana', huella, acepto: true });
  await request.get(api.url(`${publicEnlacePaths.enlace(token)}/nada`));
  const everything = logLines.join('\n');
  expect(everything).not.toContain(token);
  expect(everything).toContain('/api/public/c/[token]/aceptar');
});

test('the link’s calls are limited per client address', async ({ request }) => {
  const limited = await startInProcessApi({ app: { enlaceRateLimitPerMinute: 3 } });
  try {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      statuses.push(
        (await request.get(limited.url(publicEnlacePaths.enlace('C'.repeat(43))))).status(),
      );
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
  } finally {
    await limited.close();
  }
});
