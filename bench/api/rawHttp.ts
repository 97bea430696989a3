// The mixed load's calls through node:http on keep-alive connections, each answer's body kept as
// it came (compressed, as the API sent it to a client that accepts it) and decoded only when the
// load needs what it says, after its time is taken (bench/README.md, "The mixed load").
import { Agent, request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';

export type RawAnswer = { status: number; headers: Record<string, string>; body: Buffer };

export type RawCall = { method?: string; headers: Record<string, string>; body?: string };

/** A client of `clients` keep-alive connections at most (one per caller in a closed loop). */
export function rawClient(clients: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const send = (url: string, call: RawCall) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const outgoing = httpRequest(
        url,
        {
          method: call.method ?? 'GET',
          // A body's length, as fetch sends it (not chunked).
          headers:
            call.body === undefined
              ? call.headers
              : { ...call.headers, 'Content-Length': String(Buffer.byteLength(call.body)) },
          agent,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const headers: Record<string, string> = {};
            for (const [name, value] of Object.entries(response.headers)) {
              if (value !== undefined) headers[name] = [value].flat().join(', ');
            }
            resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(call.body);
    });
  return { send, close: () => agent.destroy() };
}

/** The answer's body as the API meant it: undone from its `Content-Encoding`. */
export function decodedText(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === 'deflate') return inflateSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}
