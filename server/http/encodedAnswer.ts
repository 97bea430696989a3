// A JSON answer kept as the bytes it is sent as, with its compressed forms made once each, on the
// first call that accepts them (docs/server.md, "Compression").
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_WINDOW_BITS, COMPRESS_FROM_BYTES } from './compression';

type Encoding = 'br' | 'gzip';

/**
 * From this size, brotli's quality 2 instead of 4. The 10,000-request list (3.1 MB) comes out of
 * both the same size (187,657 and 187,579 bytes) and quality 2 takes 7 ms of CPU time where 4
 * took 18 to 36: on the two cores the API shares, a third of a core-second a minute under the
 * bench's mixed load, where the list changes with every new order. The board (760 KB) stays at 4:
 * there quality 2 sends 27 % more (43 KB instead of 34 KB) to save 1 ms.
 */
export const FAST_BROTLI_FROM_BYTES = 1_000_000;

/** The quality @fastify/compress uses (server/http/compression.ts), below the size above. */
const brotliQuality = (body: Buffer) => (body.length >= FAST_BROTLI_FROM_BYTES ? 2 : 4);

/**
 * Brotli's and gzip's fastest: for an answer made again and again (a list changing several times a
 * second, `EncodedAnswer.quick`). The board (760 KB) takes 0.9 ms instead of 2.5 and comes out
 * 42 KB instead of 34; under the bench's mixed load, where each move makes the board anew, the
 * API's CPU time per request fell by a third (bench/README.md, "The mixed load").
 */
const QUICKEST = { brotli: 1, gzip: 1 };

/** A kept answer's compressed form in `encoding`, made on libuv's threads. */
export const ENCODE: Record<Encoding, (body: Buffer, quick?: boolean) => Promise<Buffer>> = {
  br: (body, quick = false) =>
    promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quick ? QUICKEST.brotli : brotliQuality(body),
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    }),
  gzip: (body, quick = false) => promisify(gzip)(body, quick ? { level: QUICKEST.gzip } : {}),
};

/**
 * The encoding an `Accept-Encoding` header takes that the API offers: the highest `q`, brotli
 * before gzip when equal (`*` stands for both); undefined for none (the answer goes as it is).
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (typeof header !== 'string') return encodingOf(header);
  // A browser sends the same header with every call: it is read once (a few kinds at most).
  if (seenHeaders.has(header)) return seenHeaders.get(header);
  const encoding = encodingOf(header);
  if (seenHeaders.size >= SEEN_HEADERS_MAX) seenHeaders.clear();
  seenHeaders.set(header, encoding);
  return encoding;
}

const SEEN_HEADERS_MAX = 64;
const seenHeaders = new Map<string, Encoding | undefined>();

function encodingOf(header: string | string[] | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  const best = (['br', 'gzip'] as const).reduce((a, b) => (weight(b) > weight(a) ? b : a));
  return weight(best) > 0 ? best : undefined;
}

/** How many compressed forms of kept answers were made: one per answer and encoding asked for. */
export const encodingCounts = { made: 0 };

/**
 * The answer's JSON, and its compressed forms once asked for (at most one of each); `quick`: they
 * are made at the fastest quality (QUICKEST), the answer being one that changes faster than a
 * better one pays for.
 */
export type EncodedAnswer = {
  body: Buffer;
  encoded: Map<Encoding, Promise<Buffer>>;
  quick?: boolean;
};

/** `answer` serialised through the route's schema for a 200, as the route would send it. */
export const encodedAnswer = (reply: FastifyReply, answer: unknown): EncodedAnswer => ({
  body: Buffer.from(reply.serialize(answer) as string),
  encoded: new Map(),
});

/** Sends a kept answer compressed as the client accepts, compressing it on the first such call. */
export async function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
) {
  void reply.type('application/json; charset=utf-8');
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding || answer.body.length < COMPRESS_FROM_BYTES) return reply.send(answer.body);
  let encoded = answer.encoded.get(encoding);
  if (!encoded) {
    encodingCounts.made++;
    answer.encoded.set(encoding, (encoded = ENCODE[encoding](answer.body, answer.quick)));
  }
  // Already encoded: the compression hook leaves an answer with a Content-Encoding alone. Added to
  // the `Vary` CORS put there (Origin), not in its place.
  const vary = reply.getHeader('Vary');
  return reply
    .header('Content-Encoding', encoding)
    .header('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .send(await encoded);
}
