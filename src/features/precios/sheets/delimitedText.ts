// Text a spreadsheet writes with a separator between fields: a CSV file (tableCsvParse.ts) and a
// block copied to the clipboard (tab-separated: pasteBlock.ts) are read by this one reader. Fields
// holding the separator, a quote or a line break are quoted, with quotes doubled inside.

/**
 * The text's fields, line by line. Lines keep their own length and blank lines stay (a pasted
 * block's empty row keeps the rows below it in place); a last line break adds no line.
 */
export function parseDelimited(text: string, separator: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let field = '';
  let quoted = false;
  const endLine = () => {
    line.push(field);
    lines.push(line);
    line = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field.trim() === '') {
      quoted = true;
      field = '';
    } else if (char === separator) {
      line.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i += 1;
      endLine();
    } else field += char;
  }
  if (field !== '' || line.length > 0) endLine();
  return lines;
}
