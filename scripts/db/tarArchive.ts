// Checks a tar archive (ustar, as PGlite's dumpDataDir writes it) whole before anything reads it:
// every header's checksum, every entry's size within the archive, and the end-of-archive block.

const BLOCK = 512;
const CHECKSUM = { start: 148, end: 156 } as const;

const field = (header: Buffer, start: number, end: number) =>
  header.subarray(start, end).toString('latin1').replace(/\0.*$/s, '');

function checksumHolds(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) {
    // The checksum field counts as spaces in its own sum.
    sum += i >= CHECKSUM.start && i < CHECKSUM.end ? 0x20 : header[i]!;
  }
  return parseInt(field(header, CHECKSUM.start, CHECKSUM.end).trim(), 8) === sum;
}

/**
 * The names of the archive's entries, or why it is not a whole tar archive. A block of zeros ends
 * it; an archive that stops before one was cut short.
 */
export function tarEntries(archive: Buffer): { names: string[] } | { problem: string } {
  const names: string[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return { names };
    if (!checksumHolds(header)) return { problem: `a damaged tar header at byte ${offset}` };
    const size = parseInt(field(header, 124, 136).trim() || '0', 8);
    const prefix = field(header, 345, 500);
    names.push((prefix ? `${prefix}/` : '') + field(header, 0, 100));
    offset += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return { problem: 'the tar archive ends before its last entry' };
}
