// Reading a CSV file as a spreadsheet saves it: Excel in Spanish writes `;`, in English `,`,
// LibreOffice and Google Sheets let the user pick (tab included). A BOM may or may not lead. The
// fields are read as every delimited text is (delimitedText.ts).
import { parseDelimited } from './delimitedText';

export type CsvSeparator = ';' | ',' | '\t';

export type ParsedCsv = {
  separator: CsvSeparator;
  /** Every line's fields as written (parseDelimited). */
  lines: string[][];
};

const SEPARATORS: readonly CsvSeparator[] = ['\t', ';', ','];

/** The separator the header line uses most (outside quotes); `;` when it has none at all. */
export function detectSeparator(text: string): CsvSeparator {
  const counts = new Map<CsvSeparator, number>(SEPARATORS.map((separator) => [separator, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char as CsvSeparator)) {
      counts.set(char as CsvSeparator, (counts.get(char as CsvSeparator) ?? 0) + 1);
    }
  }
  let best: CsvSeparator = ';';
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

// Windows-1252's bytes 0x80–0x9F (€, curly quotes, dashes…), which some decoders read as Latin-1.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * A file's text. UTF-8 (with a BOM or not) when its bytes are valid UTF-8; otherwise Windows-1252,
 * what Excel's plain "CSV" writes on Windows (so `€` and accents in headers still read right).
 */
export function decodeCsvBytes(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]);
  }
}

/** The file's fields, line by line. */
export function parseCsv(file: string): ParsedCsv {
  const text = file.startsWith('\uFEFF') ? file.slice(1) : file;
  const separator = detectSeparator(text);
  return { separator, lines: parseDelimited(text, separator) };
}
