import type { DraftRow } from '../../src/features/precios/drafts/draftValues';
import { tableCsv, tableCsvFileName } from '../../src/features/precios/sheets/tableCsvExport';
import { planImport } from '../../src/features/precios/sheets/tableCsvImport';
import { tablaFor, SERIGRAFIA_KEY } from '../support/preciosFixtures';

const serigrafia = tablaFor(SERIGRAFIA_KEY);
const cups = tablaFor('vasos/300');

const row = (loaded: DraftRow['loaded'], edits: Record<string, string> = {}): DraftRow => ({
  id: loaded.id,
  loaded,
  edits,
});

const serigrafiaRows = () => [
  row({ id: 1, cantidad: 100, coste: 0.125, venta_real: 0.5 }),
  row({ id: 2, cantidad: 1000, coste: 1.5, venta_real: 2 }, { coste: '1.25' }),
  row({ id: 3, cantidad: 5000, coste: null, venta_real: 1 }),
];

describe('a price table as CSV', () => {
  it('the columns shown (Mark-up included, not Acción), drafts as shown, decimal commas', () => {
    const csv = tableCsv(serigrafia, serigrafiaRows());
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Cantidad;Coste;Mark-up 35%;Venta Real',
      '100;0,125;0,192;0,5',
      // The draft 1.25, not the loaded 1.5, and its Mark-up.
      '1000;1,25;1,923;2',
      // No Coste: no Mark-up either, as on the page.
      '5000;;;1',
      '',
    ]);
  });

  it('a cup table: its cup-size header, Q Cajas as loaded, the € column; text that is no number as typed', () => {
    const rows = [
      row({ id: 10, v300: 250, cv: 2, QCajas: 1000, Euro: 5.5, Metalicos: 7 }, { cv: 'abc' }),
    ];
    expect(tableCsv(cups, rows).slice(1).split('\r\n')).toEqual([
      '300T;cv;Q Cajas;€;Metalicos',
      '250;abc;1000;5,5;7',
      '',
    ]);
  });

  it('the file is named after the table and the day', () => {
    const day = new Date(2026, 10, 22, 23, 59);
    expect(tableCsvFileName(serigrafia, day)).toBe('serigrafia_1_color_vf-2026-11-22.csv');
    expect(tableCsvFileName(cups, day)).toBe('vasos_300-2026-11-22.csv');
  });
});

describe('importing a CSV file into a table', () => {
  it('its own export imports as no change at all', () => {
    const rows = serigrafiaRows();
    expect(planImport(serigrafia, rows, tableCsv(serigrafia, rows))).toEqual({
      changes: [],
      unknownRows: [],
      invalidCells: [],
    });
    const cupRows = [row({ id: 10, v300: 250, cv: 2, QCajas: 1000, Euro: 5.5, Metalicos: 7 })];
    expect(planImport(cups, cupRows, tableCsv(cups, cupRows)).changes).toEqual([]);
  });

  it('matches rows by quantity; changed editable cells become drafts; Mark-up is ignored', () => {
    const file = 'Cantidad;Coste;Mark-up 35%;Venta Real\n5000;0,9;99;1\n100;0,125;;0,75\n';
    expect(planImport(serigrafia, serigrafiaRows(), file)).toEqual({
      changes: [
        // Written as the inputs write numbers.
        { id: 3, field: 'coste', value: '0,9' },
        { id: 1, field: 'venta_real', value: '0,75' },
      ],
      unknownRows: [],
      invalidCells: [],
    });
  });

  it('matches rows by id when the file has an id column, so the quantity itself can change', () => {
    const file = 'id,Cantidad,Coste,Venta Real\n2,"1,200",1.25,2\n1,100,0.125,0.5\n';
    expect(planImport(serigrafia, serigrafiaRows(), file).changes).toEqual([
      { id: 2, field: 'cantidad', value: '1200' },
    ]);
  });

  it('an Excel file in English with thousands separators and a cup table’s field names', () => {
    const rows = [row({ id: 10, v300: 1000, cv: 2, QCajas: 1000, Euro: 5.5, Metalicos: 7 })];
    const file = 'v300,cv,QCajas,Euro,Metalicos\n"1,000",2.5,"9,999","1,234.5",7\n';
    expect(planImport(cups, rows, file).changes).toEqual([
      { id: 10, field: 'cv', value: '2,5' },
      // Q Cajas is read-only: its cell is ignored.
      { id: 10, field: 'Euro', value: '1234,5' },
    ]);
  });

  it('lists rows the table does not have (or has twice) and invalid cells, and applies neither', () => {
    const rows = [...serigrafiaRows(), row({ id: 4, cantidad: 100, coste: 9, venta_real: 9 })];
    const file = [
      'Cantidad;Coste;Venta Real',
      '7000;1;1',
      '100;2;2',
      '1000;abc;-1',
      'xyz;1;1',
      '5000;0,3',
      '5000;0,4;1',
    ].join('\r\n');
    expect(planImport(serigrafia, rows, file)).toEqual({
      changes: [
        // A ragged line: the missing Venta Real says nothing.
        { id: 3, field: 'coste', value: '0,3' },
      ],
      unknownRows: [
        'Línea 2: Cantidad 7000',
        'Línea 3: Cantidad 100 (varias filas la tienen)',
        'Línea 5: Cantidad xyz',
        'Línea 7: repite una fila ya leída',
      ],
      invalidCells: ['Línea 4, Coste: «abc»', 'Línea 4, Venta Real: «-1»'],
    });
  });

  it('reads numbers as typing does: a lone mark before three digits is decimal in a price', () => {
    // docs/saving.md, "Numbers as staff write them": in a quantity the same mark groups thousands.
    const file = 'Cantidad\tCoste\n1.000\t1.500\n';
    expect(planImport(serigrafia, serigrafiaRows(), file)).toEqual({
      changes: [{ id: 2, field: 'coste', value: '1,5' }],
      unknownRows: [],
      invalidCells: [],
    });
  });

  it('skips blank lines, and names every other line by its line in the file', () => {
    const file = '\r\nCantidad;Coste\r\n\r\n100;0,2\r\n;\r\n7000;1\r\n';
    expect(planImport(serigrafia, serigrafiaRows(), file)).toEqual({
      changes: [{ id: 1, field: 'coste', value: '0,2' }],
      unknownRows: ['Línea 6: Cantidad 7000'],
      invalidCells: [],
    });
  });

  it('a fractional quantity is invalid; a file with neither id nor quantity column is refused', () => {
    const file = 'id;Cantidad\n1;100,5\n';
    expect(planImport(serigrafia, serigrafiaRows(), file).invalidCells).toEqual([
      'Línea 2, Cantidad: «100,5»',
    ]);
    expect(planImport(serigrafia, serigrafiaRows(), 'Coste;Venta Real\n1;2\n').error).toBe(
      'El archivo no tiene columna id ni Cantidad.',
    );
    expect(planImport(serigrafia, serigrafiaRows(), '\uFEFF\r\n').error).toBe(
      'El archivo está vacío.',
    );
  });
});
