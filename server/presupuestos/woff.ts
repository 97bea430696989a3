// A WOFF 1.0 file (https://www.w3.org/TR/WOFF/) back to the TrueType/OpenType file it wraps: each
// table inflated once, with Node's zlib. PDFKit's font engine reads WOFF itself, but inflates a
// table again each time it reads it, every glyph's outline included; the plain font is read in place.

const HEADER = 44;
const ENTRY = 20;

/** The font inside `woff`; a file that is not WOFF, or is cut short, throws. */
export function sfntOfWoff(woff: Buffer, inflate: (data: Buffer) => Buffer): Buffer {
  if (woff.length < HEADER || woff.toString('latin1', 0, 4) !== 'wOFF') {
    throw new Error('Not a WOFF file');
  }
  const count = woff.readUInt16BE(12);
  if (woff.length < HEADER + count * ENTRY) throw new Error('WOFF table directory cut short');
  const tables = Array.from({ length: count }, (_, index) => {
    const at = HEADER + index * ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    if (offset + compressed > woff.length) throw new Error('WOFF table cut short');
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflate(stored) : stored;
    if (data.length !== length) throw new Error('WOFF table of the wrong length');
    return { tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data };
  });
  let power = 1;
  while (power * 2 <= count) power *= 2;
  const directory = 12 + count * 16;
  const padded = (length: number) => (length + 3) & ~3;
  const size = tables.reduce((sum, table) => sum + padded(table.data.length), directory);
  const sfnt = Buffer.alloc(size);
  sfnt.writeUInt32BE(woff.readUInt32BE(4), 0); // the wrapped font's own version (flavor)
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = directory;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, at);
    sfnt.writeUInt32BE(table.checksum, at + 4);
    sfnt.writeUInt32BE(offset, at + 8);
    sfnt.writeUInt32BE(table.data.length, at + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}
