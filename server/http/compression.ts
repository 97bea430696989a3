import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, compressing saves too few bytes to pay for its CPU time and its header. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Brotli's window for answers compressed as they are sent: 2^18 bytes (256 KB) instead of its
 * default 4 MB. Each compressor in flight holds memory sized by its window: 20 calls compressing
 * at once left the process about 35 MB larger with the default, 10 MB with this (docs/server.md,
 * "Memory"). An answer of up to 256 KB comes out the same size; so do the kept lists, larger
 * (server/http/encodedAnswer.ts): their rows repeat within far less than 256 KB, and the
 * 10,000-request list comes out smaller (168 KB instead of 186 at quality 2).
 */
export const BROTLI_WINDOW_BITS = 18;

/** JSON, whatever its charset parameter: the answers that grow with the data (docs/server.md). */
const JSON_TYPE = /^application\/json\s*(;|$)/i;

/**
 * JSON answers of 1 KB or more are compressed with brotli or gzip, as the client accepts (brotli
 * preferred: smaller at the plugin's quality 4, for about gzip's CPU time); a client that asks for
 * neither gets them as they are. The events stream is never compressed: a compressor holds bytes
 * back until it has enough of them, and an event must leave when it happens. Nor is the quote's
 * PDF, already compressed inside. Request bodies are not decompressed: they are small (the body
 * limit) and a compressed one is refused as any other body that is not JSON.
 */
export async function compressAnswers(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_FROM_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    },
    // Anything else falls back on mime-db's list, which says no to text/event-stream (it has no
    // entry) and to application/pdf; the API's other answers (the reference page's HTML and
    // scripts, /metrics' text) are compressible text there.
    customTypes: (type: string) => JSON_TYPE.test(type),
  });
}
