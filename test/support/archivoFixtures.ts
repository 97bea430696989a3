// Small files of each kind the API keeps, whole, built here byte by byte (so a test says what it
// sends), and ways to damage them.
import { crc32, deflateSync } from 'node:zlib';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 2×2 PNG, one colour, with its chunks' CRCs right. */
export function pngFile(rgb: readonly [number, number, number] = [200, 30, 30]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.from([0, ...rgb, ...rgb]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat([row, row]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF, its cross-reference table and trailer included. */
export function pdfFile(text = 'Boceto'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A JPEG's frame: start of image, a JFIF header, a scan's start, a few bytes, end of image. */
export function jpegFile(): Buffer {
  return Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01,
    0x00, 0x01, 0x00, 0x00, 0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00, 0x12, 0x34,
    0x56, 0xff, 0xd9,
  ]);
}

/** An SVG that would run script if a browser rendered it as a page of the API. */
export function svgFile(): Buffer {
  return Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
      '<script>document.title = "ran"</script><rect width="10" height="10"/></svg>\n',
    'utf8',
  );
}

/** A web page, as a browser saves one: the kind of file an `.svg` should never be. */
export function htmlFile(): Buffer {
  return Buffer.from(
    '<!DOCTYPE html>\n<html><head><title>Logo</title></head>' +
      '<body><script>alert(1)</script></body></html>\n',
    'utf8',
  );
}

/** The headers a Windows program starts with: `MZ`, and at 0x3C the offset of `PE\0\0`. */
export function exeFile(): Buffer {
  const bytes = Buffer.alloc(0x80);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x40, 0x3c);
  bytes.write('PE\0\0', 0x40, 'latin1');
  return bytes;
}

/** The file cut short: its first `fraction` only. */
export const truncated = (bytes: Buffer, fraction = 0.6) =>
  bytes.subarray(0, Math.floor(bytes.length * fraction));

/** The file with a byte in its middle changed (a PNG's CRC no longer matches). */
export function corrupted(bytes: Buffer, at = Math.floor(bytes.length / 2)): Buffer {
  const copy = Buffer.from(bytes);
  copy[at] = copy[at]! ^ 0xff;
  return copy;
}
