import { saveFile } from './saveFile';

// CSV files that Excel set to Spanish opens right: UTF-8 with a byte order mark (accents), `;`
// between fields (the comma is the decimal separator there), CRLF lines.

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
const LINE_END = '\r\n';

/**
 * A field as CSV: quoted when it holds the separator, a quote, a line break or edge spaces. A text
 * that a spreadsheet would run as a formula (customers type some fields) gets a leading apostrophe.
 */
export function csvField(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: BOM, then each line's fields (plain text, quoted here), a CRLF after each. */
export function csvText(lines: readonly (readonly string[])[]): string {
  return (
    CSV_BOM +
    lines.map((fields) => fields.map(csvField).join(CSV_SEPARATOR)).join(LINE_END) +
    LINE_END
  );
}

/** `2026-11-22`, on the viewer's calendar: what a downloaded file's name ends with. */
export function fileDay(today: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
}

/** Hands a CSV text to the browser's downloads under `fileName`. */
export function downloadCsvFile(text: string, fileName: string): void {
  saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), fileName);
}
