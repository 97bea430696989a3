// A block copied from a spreadsheet (Excel, Google Sheets, LibreOffice) as the clipboard holds it:
// rows on lines, cells separated by tabs, a cell holding a tab, a line break or a quote wrapped in
// quotes (with quotes doubled inside).

/** The block's cells, row by row; rows may differ in length, cells may be empty. */
export function parseBlock(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === '\t') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  // A copied block ends with a line break: no empty last row for it.
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/**
 * The number a spreadsheet cell shows, whichever the decimal mark: `1.234,5` and `1,234.5` are both
 * 1234.5. With both marks in it, the last one is the decimal mark; a mark that appears several
 * times separates thousands; a single one is the decimal mark (prices here have up to three
 * decimals: `0,125` is twelve and a half cents). Spaces and a euro sign are ignored. The number as
 * plain text (`1234.5`), or the cell's text unchanged when it is not a number, so the cell says why.
 */
export function numberText(cell: string): string {
  const text = cell.replace(/[\s\u00a0€]/g, '');
  if (!/^-?[\d.,]+$/.test(text) || !/\d/.test(text)) return cell.trim();
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  let decimal: string | undefined;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? ',' : '.';
  else if (lastComma >= 0) decimal = text.indexOf(',') === lastComma ? ',' : undefined;
  else if (lastDot >= 0) decimal = text.indexOf('.') === lastDot ? '.' : undefined;
  const thousands = decimal === ',' ? '.' : decimal === '.' ? ',' : lastComma >= 0 ? ',' : '.';
  const [whole, fraction, extra] = text
    .split(thousands)
    .join('')
    .split(decimal ?? '\u0000');
  if (extra !== undefined) return cell.trim();
  const plain = fraction === undefined ? whole! : `${whole}.${fraction}`;
  const number = Number(plain);
  return Number.isFinite(number) ? String(number) : cell.trim();
}
