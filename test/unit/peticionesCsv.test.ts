import { csvField, csvFileName, peticionesCsv } from '../../src/features/peticiones/peticionesCsv';

describe('requests as CSV', () => {
  it('quotes only fields with ;, quotes, line breaks or edge spaces, doubling quotes', () => {
    expect(csvField('Vasos 500 ml, con logo')).toBe('Vasos 500 ml, con logo');
    expect(csvField('uno; dos')).toBe('"uno; dos"');
    expect(csvField('el "mejor"')).toBe('"el ""mejor"""');
    expect(csvField('línea 1\nlínea 2')).toBe('"línea 1\nlínea 2"');
    expect(csvField(' 28001')).toBe('" 28001"');
  });

  it('a text a spreadsheet would run as a formula starts with an apostrophe', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+34 600 12 34 56')).toBe("'+34 600 12 34 56");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('(+34) 948-12-34-56')).toBe('(+34) 948-12-34-56');
  });

  it('BOM, the nine headers, each cell as the table shows it, ; between, CRLF after each line', () => {
    const csv = peticionesCsv([
      {
        id: 1,
        estado: 'nueva',
        asignado: false,
        peticiones: ['Vasos 500 ml', 'Pinzas'],
        cliente: { nombre: 'Peña El Botijo', telefono: '(+34) 948-12-34-56' },
        fecha_evento: '2026-12-05',
        pais: 'España',
        codigo_postal: '31001',
        createdAt: '2026-11-02T18:30:00.000Z',
      },
      { id: 2, peticiones: 'Copas; cava', cliente: null },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Cantidad;Estado;Asignado;Pedido;Telefono;Fecha de Evento;País;Código Postal;Recibido a día',
      '500;nueva;No;Vasos 500 ml, Pinzas;(+34) 948-12-34-56;05/12/2026;España;31001;02/11/2026',
      '500;—;No;"Copas; cava";Sin teléfono;—;—;—;—',
      '',
    ]);
    expect(csv).not.toMatch(/[^\r]\n/);
  });

  it('the file is named after the viewer’s day', () => {
    expect(csvFileName(new Date(2026, 0, 5, 23, 59))).toBe('peticiones-2026-01-05.csv');
  });
});
