// Reads a PDF back with poppler-utils (Debian's, as CI installs it): its text, its document
// information and its fonts, as a person's PDF viewer would find them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** es-ES writes a non-breaking space before € and %; pdftotext gives it back as a plain space. */
export const asExtracted = (text: string) => text.replaceAll('\u00a0', ' ');

/** The text of the PDF (or of one page), in reading order or laid out as on the page. */
export function pdfText(pdf: Buffer, options: { layout?: boolean; page?: number } = {}): string {
  const pages = options.page ? ['-f', String(options.page), '-l', String(options.page)] : [];
  const args = ['-enc', 'UTF-8', ...(options.layout ? ['-layout'] : []), ...pages, '-', '-'];
  return execFileSync('pdftotext', args, { input: pdf, encoding: 'utf8' });
}

/** Runs a poppler tool that needs a file rather than standard input. */
function onFile(tool: string, args: string[], pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'quote-pdf-'));
  try {
    const file = join(dir, 'quote.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** pdfinfo's fields (dates in ISO 8601): { Pages: '2', CreationDate: '2026-03-01T00:00:00Z', … }. */
export function pdfInfo(pdf: Buffer): Record<string, string> {
  const lines = onFile('pdfinfo', ['-isodates'], pdf).split('\n');
  return Object.fromEntries(
    lines
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  );
}

/** Each font the PDF uses, with whether it is embedded in the file. */
export function pdfFonts(pdf: Buffer): { name: string; embedded: boolean }[] {
  const rows = onFile('pdffonts', [], pdf).split('\n').slice(2).filter(Boolean);
  return rows.map((row) => {
    const columns = row.trim().split(/\s+/);
    // name, type (one or two words), encoding, emb, sub, uni, object, generation
    return { name: columns[0], embedded: columns[columns.length - 5] === 'yes' };
  });
}
