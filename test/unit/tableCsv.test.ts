import {
  decodeCsvBytes,
  detectSeparator,
  parseCsv,
} from '../../src/features/precios/sheets/tableCsvParse';

describe('reading a CSV file as spreadsheets save it', () => {
  it('Excel in Spanish: BOM, `;`, CRLF, decimal commas', () => {
    const file = '\uFEFFCantidad;Coste;Mark-up 35%;Venta Real\r\n100;0,125;0,192;0,5\r\n';
    expect(parseCsv(file)).toEqual({
      separator: ';',
      lines: [
        ['Cantidad', 'Coste', 'Mark-up 35%', 'Venta Real'],
        ['100', '0,125', '0,192', '0,5'],
      ],
    });
  });

  it('Excel in English and Google Sheets: `,`, no BOM, quoted fields holding commas and quotes', () => {
    const file = 'Cantidad,Coste,Venta Real\n"1,000",1.5,"2"\n200,"el ""mejor""",\n';
    expect(parseCsv(file)).toEqual({
      separator: ',',
      lines: [
        ['Cantidad', 'Coste', 'Venta Real'],
        ['1,000', '1.5', '2'],
        ['200', 'el "mejor"', ''],
      ],
    });
  });

  it('LibreOffice with tabs: a quoted line break stays in its field, empty cells stay empty', () => {
    const file = 'Cantidad\tCoste\tVenta Real\r\n100\t"a\nb"\t\r\n\t\t\r\n300\t\t3,5';
    expect(parseCsv(file)).toEqual({
      separator: '\t',
      lines: [
        ['Cantidad', 'Coste', 'Venta Real'],
        ['100', 'a\nb', ''],
        ['', '', ''],
        // The last line has no line break after it.
        ['300', '', '3,5'],
      ],
    });
  });

  it('ragged lines keep their own length; blank lines stay (an import skips them)', () => {
    const { lines } = parseCsv('a;b;c\n1\n\n1;2;3;4\n');
    expect(lines).toEqual([['a', 'b', 'c'], ['1'], [''], ['1', '2', '3', '4']]);
  });

  it('UTF-8 with or without a BOM, else Windows-1252 (Excel’s plain CSV on Windows)', () => {
    const utf8 = new TextEncoder().encode('\uFEFF€;País').buffer as ArrayBuffer;
    expect(decodeCsvBytes(utf8)).toBe('\uFEFF€;País');
    const windows1252 = new Uint8Array([0x80, 0x3b, 0x50, 0x61, 0xed, 0x73]).buffer;
    expect(decodeCsvBytes(windows1252)).toBe('€;País');
  });

  it('the separator is the one the header line uses most, outside quotes', () => {
    expect(detectSeparator('"a;b",c,d\n1;2;3;4')).toBe(',');
    expect(detectSeparator('a\tb;c\td')).toBe('\t');
    expect(detectSeparator('Cantidad')).toBe(';');
  });
});
