// A list of requests kept as the bytes it is sent as, until the change feed moves (docs/server.md,
// "Lists read once per change").
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { feedPosition, readPositioned } from '../db/peticiones/changeFeed';
import type { Database, Queryable } from '../db/engine/open';
import { COMPRESS_FROM_BYTES } from './compression';

type Encoding = 'br' | 'gzip';

const ENCODE: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // The quality @fastify/compress uses (server/http/compression.ts), so both paths send alike.
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body) => promisify(gzip)(body),
};

/**
 * The encoding an `Accept-Encoding` header takes that the API offers: the highest `q`, brotli
 * before gzip when equal (`*` stands for both); undefined for none (the answer goes as it is).
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
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

type Kept = { position: number; body: Buffer; encoded: Map<Encoding, Promise<Buffer>> };

/**
 * Every write of a request adds to the feed, so a list read at a position is the list for as long
 * as the feed stays there: each call reads the position only (one row), and the list is read,
 * serialised through the route's schema and compressed once per position, however many ask. Calls
 * that arrive while it is being read wait for that read.
 */
export function positionedCache<T>(db: Database, read: (tx: Queryable) => Promise<T>) {
  let kept: Kept | undefined;
  let reading: Promise<Kept> | undefined;

  const readAnew = (reply: FastifyReply) =>
    (reading ??= readPositioned(db, read)
      .then((answer) => ({
        position: answer.position,
        body: Buffer.from(reply.serialize(answer) as string),
        encoded: new Map(),
      }))
      .finally(() => (reading = undefined)));

  return async function send(request: FastifyRequest, reply: FastifyReply) {
    const now = await feedPosition(db);
    const answer = kept?.position === now ? kept : (kept = await readAnew(reply));
    void reply.type('application/json; charset=utf-8');
    const encoding = acceptedEncoding(request.headers['accept-encoding']);
    if (!encoding || answer.body.length < COMPRESS_FROM_BYTES) return reply.send(answer.body);
    let encoded = answer.encoded.get(encoding);
    if (!encoded) answer.encoded.set(encoding, (encoded = ENCODE[encoding](answer.body)));
    // Already encoded: the compression hook leaves an answer with a Content-Encoding alone.
    return reply
      .header('Content-Encoding', encoding)
      .header('Vary', 'Accept-Encoding')
      .send(await encoded);
  };
}
