import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { BROTLI_WINDOW_BITS } from '../../server/http/compression';
import { ENCODE, FAST_BROTLI_FROM_BYTES } from '../../server/http/encodedAnswer';
import { CHURNING_WITHIN_MS, isChurning } from '../../server/http/positionedCache';

// A list's JSON of `bytes` bytes or a little more: rows alike, as the kept lists' are.
function listOf(bytes: number): Buffer {
  const rows: string[] = [];
  let length = 0;
  for (let id = 1; length < bytes; id++) {
    const row = JSON.stringify({
      id,
      cliente: { nombre: `Peña número ${id % 97}` },
      estado: 'asignada',
    });
    rows.push(row);
    length += row.length + 1;
  }
  return Buffer.from(`{"data":[${rows.join(',')}],"position":7}`);
}

// Kept answers use the window of the answers compressed as they are sent (compression.ts).
const brotliAt = (quality: number, body: Buffer) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
    },
  });

test('a kept answer of 1 MB or more is brotli at quality 2, and decodes to the answer', async () => {
  const body = listOf(FAST_BROTLI_FROM_BYTES);
  const encoded = await ENCODE.br(body);
  expect(encoded.equals(brotliAt(2, body))).toBe(true);
  expect(brotliDecompressSync(encoded).equals(body)).toBe(true);
});

test('a smaller kept answer is brotli at quality 4, as the compression plugin sends, and decodes to the answer', async () => {
  const body = listOf(FAST_BROTLI_FROM_BYTES / 4);
  const encoded = await ENCODE.br(body);
  expect(encoded.equals(brotliAt(4, body))).toBe(true);
  expect(brotliDecompressSync(encoded).equals(body)).toBe(true);
});

test('a list made again and again is brotli and gzip at their fastest, and decodes to the answer', async () => {
  for (const body of [listOf(FAST_BROTLI_FROM_BYTES / 4), listOf(FAST_BROTLI_FROM_BYTES)]) {
    const brotli = await ENCODE.br(body, true);
    expect(brotli.equals(brotliAt(1, body))).toBe(true);
    expect(brotliDecompressSync(brotli).equals(body)).toBe(true);
    const gzipped = await ENCODE.gzip(body, true);
    expect(gzipped.equals(gzipSync(body, { level: 1 }))).toBe(true);
    expect(gunzipSync(gzipped).equals(body)).toBe(true);
  }
});

test('a list is compressed quickly when made again within a second of its last making, never the first time', () => {
  expect(isChurning(undefined, 5_000)).toBe(false);
  expect(isChurning(5_000, 5_000 + CHURNING_WITHIN_MS - 1)).toBe(true);
  expect(isChurning(5_000, 5_000 + CHURNING_WITHIN_MS)).toBe(false);
});
