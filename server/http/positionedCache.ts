// A list of requests kept as the bytes it is sent as, until the change feed moves (docs/server.md,
// "Lists read once per change").
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { feedPosition, readPositioned } from '../db/peticiones/changeFeed';
import type { Database } from '../db/engine/open';
import {
  printsOf,
  unchangedThrough,
  type KeptList,
  type ListRead,
} from '../db/peticiones/listChanges';
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

type Kept = KeptList & { body: Buffer; encoded: Map<Encoding, Promise<Buffer>> };

/**
 * Every write of a request adds to the feed, so a list read at a position is the list for as long
 * as the feed stays there, and for longer when the changes since touch none of its rows: each call
 * reads the position only (one row); when it has moved, the requests changed since are read as the
 * list shows them and compared with the kept rows' fingerprints (db/peticiones/listChanges.ts).
 * Only a list one of them changed (in, out or in place) is read, serialised through the route's
 * schema and compressed again, once however many ask: a note changes neither list (the board's
 * card does not show notes), a move only the board, a new order only the unassigned list. An
 * unchanged list keeps the position it was read at, which stays true: the changes a client then
 * gets on its events stream change nothing in it. Calls that arrive meanwhile wait for that check.
 */
export function positionedCache<Row extends { id: number }>(db: Database, read: ListRead<Row>) {
  let kept: Kept | undefined;
  let pending: Promise<Kept> | undefined;

  async function readAnew(reply: FastifyReply): Promise<Kept> {
    const answer = await readPositioned(db, read);
    return {
      position: answer.position,
      checked: answer.position,
      prints: printsOf(answer.data),
      body: Buffer.from(reply.serialize(answer) as string),
      encoded: new Map(),
    };
  }

  async function refresh(reply: FastifyReply): Promise<Kept> {
    const through = kept && (await unchangedThrough(db, read, kept));
    if (kept && through !== undefined) {
      kept.checked = Math.max(kept.checked, through);
      return kept;
    }
    return (kept = await readAnew(reply));
  }

  async function current(reply: FastifyReply): Promise<Kept> {
    const now = await feedPosition(db);
    if (kept && kept.checked >= now) return kept;
    return (pending ??= refresh(reply).finally(() => (pending = undefined)));
  }

  return async function send(request: FastifyRequest, reply: FastifyReply) {
    const answer = await current(reply);
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
