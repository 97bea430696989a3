import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { apiPaths, type AssignedPeticion, type Peticion } from '../../contract';
import { COMPRESS_FROM_BYTES } from '../../server/http/compression';
import { signIn } from '../support/stack/auth';
import { TEN_LINES } from '../support/tenLinePresupuesto';
import { asMember, type Member } from './support/colleague';
import { openEventStream } from './support/eventStream';
import { useOwnApi } from './support/ownApi';
import { peticionesAsignadasCalls } from './support/peticionesAsignadasCalls';
import { jsonOf, presupuestoCalls } from './support/presupuestoCalls';

// Answers on the wire, as a client that does or does not accept compression gets them (docs/server.md,
// "Compression"). Through node:http: Playwright's request context asks for compression by itself
// and hands back the body decoded. An API of this file's own, so that no other spec changes what
// two reads of the same list compare.
const api = useOwnApi();
const { unassigned, post } = peticionesAsignadasCalls(api);
const quotes = presupuestoCalls(api);

let me: Member;
test.beforeAll(async () => {
  me = asMember(await signIn());
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** One GET, its body as the bytes that crossed the wire (nothing decoded). */
function rawGet(path: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const call = httpRequest(api.url(path), { headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    call.on('error', reject);
    call.end();
  });
}

const LIST = apiPaths.peticionesSinAsignar;

test('a client that sends no Accept-Encoding gets the list as plain JSON', async () => {
  const answer = await rawGet(LIST, me.headers);
  expect(answer.status).toBe(200);
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.body.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
  const list = JSON.parse(answer.body.toString('utf8')) as { data: Peticion[] };
  expect(list.data.length).toBeGreaterThan(0);
});

test('gzip and brotli clients get the list compressed, decoding to the same answer, brotli preferred', async () => {
  const plain = await rawGet(LIST, me.headers);
  const decoders = {
    gzip: gunzipSync,
    br: brotliDecompressSync,
  };
  for (const [accept, encoding] of [
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
  ] as const) {
    const answer = await rawGet(LIST, { ...me.headers, 'Accept-Encoding': accept });
    expect(answer.status, accept).toBe(200);
    expect(answer.headers['content-encoding'], accept).toBe(encoding);
    expect(answer.headers.vary, accept).toMatch(/accept-encoding/i);
    expect(answer.body.length, accept).toBeLessThan(plain.body.length / 2);
    const decoded = decoders[encoding](answer.body).toString('utf8');
    expect(JSON.parse(decoded), accept).toEqual(JSON.parse(plain.body.toString('utf8')));
  }
});

test('an answer under 1 KB, and an encoding the API does not offer, get plain JSON', async () => {
  const small = await rawGet(apiPaths.ajustes, { ...me.headers, 'Accept-Encoding': 'gzip, br' });
  expect(small.status).toBe(200);
  expect(small.body.length).toBeLessThan(COMPRESS_FROM_BYTES);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString('utf8'))).toHaveProperty('data');

  const other = await rawGet(LIST, { ...me.headers, 'Accept-Encoding': 'compress' });
  expect(other.status).toBe(200);
  expect(other.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(other.body.toString('utf8'))).toHaveProperty('data');
});

test('the events stream is never compressed: its first block arrives as text to a gzip/br client', async () => {
  const stream = await openEventStream(api.url(apiPaths.peticionesEventos), {
    ...me.headers,
    'Accept-Encoding': 'br, gzip',
  });
  try {
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['content-encoding']).toBeUndefined();
    // Readable at once: a compressor would have held this first comment back.
    await stream.next((block) => block.comment === 'connected');
  } finally {
    stream.close();
  }
});

test("the quote's PDF is sent as it is to a gzip/br client", async ({ request }) => {
  const first = (await unassigned(request, me.headers)).data[0]!;
  const peticion = (
    await jsonOf<{ data: AssignedPeticion }>(
      await post(request, me.headers, apiPaths.asignar, first.id),
      200,
    )
  ).data;
  const quote = await quotes.saved(request, me.headers, peticion.id, TEN_LINES);
  const answer = await rawGet(apiPaths.presupuestoPdf(quote.id), {
    ...me.headers,
    'Accept-Encoding': 'br, gzip',
  });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toBe('application/pdf');
  expect(answer.headers['content-encoding']).toBeUndefined();
  expect(answer.body.subarray(0, 5).toString()).toBe('%PDF-');
});
