import { screen, waitFor } from '@testing-library/react';
import { acceptUpdates, SERIGRAFIA_KEY, serveTable, vasoRows } from '../support/preciosFixtures';
import { openSerigrafiaTable, priceCell } from '../support/tablaPage';
import { renderRoute } from '../support/renderWithProviders';
import { recordRequests } from '../support/server';

const cell = priceCell;

const openTable = openSerigrafiaTable;

describe('pasting a block from a spreadsheet into a price table', () => {
  it('fills the cells from the focused one on, either decimal mark, and counts what fell outside', async () => {
    const { user } = await openTable();
    await user.click(cell('Coste fila 3'));
    // Excel in Spanish, laid out as the table (Coste, Mark-up 35%, Venta Real): comma decimals,
    // thousands with dots, CRLF; two rows past the last one.
    await user.paste(
      '0,5\t0,77\t1.234,5\r\n0,25\t0,38\t0,4\r\n0,1\t0,15\t0,2\r\n9\t9\t9\r\n9\t9\t9\r\n',
    );

    // Each number as the inputs write numbers.
    expect(cell('Coste fila 3')).toHaveValue('0,5');
    expect(cell('Venta Real fila 3')).toHaveValue('1234,5');
    expect(cell('Coste fila 4')).toHaveValue('0,25');
    expect(cell('Venta Real fila 5')).toHaveValue('0,2');
    expect(cell('Coste fila 3')).toHaveClass('number-cell--edited');
    // Untouched: the rows above, and the quantities.
    expect(cell('Coste fila 2')).toHaveValue('2');
    expect(cell('Cantidad fila 3')).toHaveValue('300');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Se han ignorado 6 celdas fuera de la tabla.',
    );
  });

  it('skips the Mark-up column it lands on, says so, and marks a cell that is not a number', async () => {
    const { user } = await openTable();
    await user.click(cell('Cantidad fila 1'));
    // Cantidad, Coste, Mark-up 35% (computed: skipped), Venta Real.
    await user.paste('150\t0.7\t9.99\tabc');
    expect(cell('Cantidad fila 1')).toHaveValue('150');
    expect(cell('Coste fila 1')).toHaveValue('0,7');
    expect(cell('Venta Real fila 1')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Venta Real fila 1')).toHaveAccessibleDescription('Valor no válido');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^1 valor no se pegó: la columna Mark-up 35% se calcula sola\.$/,
    );
  });

  it('says how many values of a second column landing on Mark-up 35% were not pasted, and why', async () => {
    const { user } = await openTable();
    await user.click(cell('Coste fila 1'));
    // Two columns copied (Coste and Venta Real, say): the second lands on the computed Mark-up.
    await user.paste('1,5\t9\r\n2,5\t9\r\n');
    expect(cell('Coste fila 1')).toHaveValue('1,5');
    expect(cell('Coste fila 2')).toHaveValue('2,5');
    // Nothing of the second column went anywhere else.
    expect(cell('Venta Real fila 1')).toHaveValue('2');
    expect(cell('Venta Real fila 2')).toHaveValue('4');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^2 valores no se pegaron: la columna Mark-up 35% se calcula sola\.$/,
    );

    // A paste that lands whole takes the notice away; empty cells lose nothing and say nothing.
    await user.click(cell('Coste fila 3'));
    await user.paste('7\t\t8\t\r\n');
    expect(cell('Venta Real fila 3')).toHaveValue('8');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says both what a read-only column and the table’s edge left out, one value as one', async () => {
    serveTable('vasos/500', vasoRows('vasos/500', 2));
    const { user } = renderRoute('/precios/vasos/500');
    await user.click(await screen.findByRole('textbox', { name: 'cv fila 2' }));
    // cv, Q Cajas (read-only), €, Metalicos, then one past the last column; one row past the last.
    await user.paste('1\t2\t3\t4\t5\r\n6\r\n');
    expect(cell('cv fila 2')).toHaveValue('1');
    expect(cell('€ fila 2')).toHaveValue('3');
    expect(cell('Metalicos fila 2')).toHaveValue('4');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^1 valor no se pegó: la columna Q Cajas no se puede editar\. Se han ignorado 2 celdas fuera de la tabla\.$/,
    );

    await user.click(cell('Metalicos fila 2'));
    await user.paste('9\t9');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Se ha ignorado 1 celda fuera de la tabla\.$/,
    );
  });

  it('is one step for Ctrl+Z, and Guardar sends the pasted values through the usual loop', async () => {
    const { user } = await openTable(3);
    await user.click(cell('Coste fila 1'));
    await user.paste('5\t-\t6\n7\t-\t8');
    expect(cell('Venta Real fila 2')).toHaveValue('8');
    await user.keyboard('{Control>}z{/Control}');
    expect(cell('Coste fila 1')).toHaveValue('1');
    expect(cell('Venta Real fila 2')).toHaveValue('4');
    await user.keyboard('{Control>}y{/Control}');
    expect(cell('Venta Real fila 2')).toHaveValue('8');

    acceptUpdates(SERIGRAFIA_KEY);
    const requests = recordRequests();
    await user.click(screen.getAllByRole('button', { name: 'Guardar' })[0]!);
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith('Datos guardados con éxito'));
    const posted = requests.filter((request) => request.method === 'POST');
    expect(posted.map((request) => request.body)).toEqual([
      { id: 1, cantidad: 100, coste: 5, venta_real: 6 },
      { id: 2, cantidad: 200, coste: 7, venta_real: 8 },
      { id: 3, cantidad: 300, coste: 3, venta_real: 6 },
    ]);
  });
});

describe('copying a block of cells out of a price table', () => {
  it('Shift and the arrows choose a block, which copies as a spreadsheet block and pastes back', async () => {
    const { user } = await openTable(4);
    await user.click(cell('Coste fila 1'));
    await user.keyboard('{Shift>}{ArrowDown}{ArrowRight}{/Shift}');
    expect(cell('Venta Real fila 2')).toHaveFocus();
    const selected = document.querySelectorAll('td.cell-selected');
    // Two rows of Coste, Mark-up 35% and Venta Real.
    expect(selected).toHaveLength(6);

    const copied = await user.copy();
    const text = copied?.getData('text/plain');
    expect(text).toBe('1\t1,538\u00a0€\t2\r\n2\t3,077\u00a0€\t4\r\n');

    // Back into the table two rows down: the same values, the Mark-up column dropped.
    await user.click(cell('Coste fila 3'));
    expect(document.querySelectorAll('td.cell-selected')).toHaveLength(0);
    await user.paste(text!);
    expect(cell('Coste fila 3')).toHaveValue('1');
    expect(cell('Venta Real fila 3')).toHaveValue('2');
    expect(cell('Coste fila 4')).toHaveValue('2');
    expect(cell('Venta Real fila 4')).toHaveValue('4');
  });
});
