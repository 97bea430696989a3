// What a file is, read from its bytes alone (docs/server.md, "Files"): a PDF, a PNG, a JPEG or an
// SVG, each whole (a file cut short or damaged where its format lets us see it is none of them).
// Its name never decides: the name is only checked against what the bytes are.
import { crc32 } from 'node:zlib';
import type { ArchivoTipo } from '../../contract';

const startsWith = (bytes: Buffer, prefix: readonly number[], at = 0) =>
  prefix.every((byte, i) => bytes[at + i] === byte);

/**
 * A PDF: `%PDF-1.x` first, then a cross-reference (`startxref`) and `%%EOF` in its last kilobyte,
 * where a writer puts them last: a file cut short has neither.
 */
function isPdf(bytes: Buffer): boolean {
  if (!startsWith(bytes, [...Buffer.from('%PDF-')])) return false;
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  const end = tail.lastIndexOf('%%EOF');
  return end >= 0 && tail.lastIndexOf('startxref', end) >= 0 && tail.slice(end + 5).trim() === '';
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * A PNG: its signature, then chunks each whose CRC matches its type and data, `IHDR` first and
 * `IEND` last, with nothing after it.
 */
function isPng(bytes: Buffer): boolean {
  if (!startsWith(bytes, PNG_SIGNATURE)) return false;
  let at = PNG_SIGNATURE.length;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const end = at + 12 + length;
    if (end > bytes.length) return false;
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (first && type !== 'IHDR') return false;
    first = false;
    if (crc32(bytes.subarray(at + 4, at + 8 + length)) !== bytes.readUInt32BE(at + 8 + length)) {
      return false;
    }
    if (type === 'IEND') return end === bytes.length;
    at = end;
  }
  return false;
}

/**
 * A JPEG: the start-of-image marker, its segments each of the length it says up to the start of
 * the scan, and the end-of-image marker last.
 */
function isJpeg(bytes: Buffer): boolean {
  if (!startsWith(bytes, [0xff, 0xd8, 0xff]) || bytes.length < 6) return false;
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return false;
    const marker = bytes[at + 1];
    // Start of scan: the compressed image follows, up to the end marker checked above.
    if (marker === 0xda) return true;
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return false;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * An SVG: UTF-8 text whose first element, after an XML declaration, comments and a doctype, is
 * `<svg`, and which ends closing it.
 */
function isSvg(bytes: Buffer): boolean {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return false;
  }
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/, '')
    .replace(/^(\s*(<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>))*/i, '')
    .trim();
  return /^<svg[\s>]/.test(body) && /<\/svg\s*>$/.test(body);
}

const CHECKS: readonly [ArchivoTipo, (bytes: Buffer) => boolean][] = [
  ['application/pdf', isPdf],
  ['image/png', isPng],
  ['image/jpeg', isJpeg],
  ['image/svg+xml', isSvg],
];

/** The type the bytes are, whole; undefined when they are none of the four (or are damaged). */
export function fileTypeOf(bytes: Buffer): ArchivoTipo | undefined {
  return CHECKS.find(([, check]) => check(bytes))?.[0];
}
