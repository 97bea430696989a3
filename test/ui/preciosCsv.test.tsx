import { screen, within } from '@testing-library/react';
import { acceptUpdates, SERIGRAFIA_KEY } from '../support/preciosFixtures';
import { openSerigrafiaTable, priceCell } from '../support/tablaPage';

const cell = priceCell;
const fileInput = () => screen.getByLabelText('Archivo CSV a importar');
const csvFile = (text: string) => new File([text], 'precios.csv', { type: 'text/csv' });

/** Serigrafía rows: cantidad 100, 200…, coste 1, 2…, venta real 2, 4… */
async function openTable(rows = 5) {
  const updates = acceptUpdates(SERIGRAFIA_KEY);
  return { ...(await openSerigrafiaTable(rows)), updates };
}

/** The texts of the files Exportar CSV hands to the browser, with their names. */
function capturedDownloads() {
  const files: { text: Promise<string>; name: string }[] = [];
  let lastBlob: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => ((lastBlob = blob), 'blob:precios'),
    revokeObjectURL: () => undefined,
  });
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const bytes = lastBlob!.arrayBuffer().then((buffer) => new Uint8Array(buffer));
    files.push({
      text: bytes.then((all) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(all)),
      name: this.download,
    });
  });
  return files;
}

describe('Importar CSV', () => {
  it('sets the changed cells as drafts, says how many, lists what it left out, sends nothing', async () => {
    const { user, updates } = await openTable();
    const file = [
      'Cantidad;Coste;Mark-up 35%;Venta Real',
      '100;1,5;;2',
      '300;3;4,615;6,25',
      '900;1;;1',
      '200;abc;;4',
    ].join('\r\n');
    await user.upload(fileInput(), csvFile(file));

    expect(await screen.findByText('2 cambios importados')).toBeInTheDocument();
    expect(cell('Coste fila 1')).toHaveValue('1,5');
    expect(cell('Coste fila 1')).toHaveClass('number-cell--edited');
    expect(cell('Venta Real fila 3')).toHaveValue('6,25');
    expect(cell('Venta Real fila 3')).toHaveClass('number-cell--edited');
    // Same values as loaded: not marked.
    expect(cell('Coste fila 3')).not.toHaveClass('number-cell--edited');
    expect(cell('Coste fila 2')).toHaveValue('2');
    expect(
      within(screen.getByRole('list', { name: 'Filas no encontradas' })).getByRole('listitem'),
    ).toHaveTextContent('Línea 4: Cantidad 900');
    expect(
      within(screen.getByRole('list', { name: 'Celdas no válidas' })).getByRole('listitem'),
    ).toHaveTextContent('Línea 5, Coste: «abc»');
    expect(updates.received).toBe(0);
    // Guardar sends them like typed values: the unsaved-changes controls are there.
    expect(screen.getByRole('button', { name: 'Descartar cambios' })).toBeInTheDocument();
  });

  it('the whole import is one undo step', async () => {
    const { user } = await openTable();
    await user.click(cell('Coste fila 4'));
    await user.keyboard('{Control>}a{/Control}44');
    const file = 'Cantidad;Coste;Venta Real\r\n100;1,5;2\r\n200;2;9\r\n';
    await user.upload(fileInput(), csvFile(file));
    await screen.findByText('2 cambios importados');

    await user.click(cell('Cantidad fila 5'));
    await user.keyboard('{Control>}z{/Control}');
    expect(cell('Coste fila 1')).toHaveValue('1');
    expect(cell('Venta Real fila 2')).toHaveValue('4');
    expect(cell('Coste fila 1')).not.toHaveClass('number-cell--edited');
    // The typing before the import is a step of its own, still there.
    expect(cell('Coste fila 4')).toHaveValue('44');
    await user.keyboard('{Control>}y{/Control}');
    expect(cell('Coste fila 1')).toHaveValue('1,5');
    expect(cell('Venta Real fila 2')).toHaveValue('9');
  });
});

describe('Exportar CSV', () => {
  it('downloads the table as shown, drafts included, and importing that file changes nothing', async () => {
    const files = capturedDownloads();
    const { user } = await openTable(2);
    await user.click(cell('Coste fila 2'));
    await user.keyboard('{Control>}a{/Control}2.5');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toMatch(/^serigrafia_1_color_vf-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await files[0]!.text;
    expect(text.split('\r\n')).toEqual([
      '\uFEFFCantidad;Coste;Mark-up 35%;Venta Real',
      '100;1;1,538;2',
      '200;2,5;3,846;4',
      '',
    ]);

    await user.upload(fileInput(), csvFile(text));
    expect(await screen.findByText('0 cambios importados')).toBeInTheDocument();
    expect(cell('Coste fila 2')).toHaveValue('2.5');
    expect(screen.queryByRole('list', { name: 'Filas no encontradas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Celdas no válidas' })).not.toBeInTheDocument();
  });
});
