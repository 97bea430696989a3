import { screen, waitFor } from '@testing-library/react';
import { acceptUpdates, SERIGRAFIA_KEY } from '../support/preciosFixtures';
import { openSerigrafiaTable, priceCell } from '../support/priceTablePage';
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

  it('skips the Mark-up column it lands on, and marks a cell that is not a number', async () => {
    const { user } = await openTable();
    await user.click(cell('Cantidad fila 1'));
    // Cantidad, Coste, Mark-up 35% (computed: skipped), Venta Real.
    await user.paste('150\t0.7\t9.99\tabc');
    expect(cell('Cantidad fila 1')).toHaveValue('150');
    expect(cell('Coste fila 1')).toHaveValue('0,7');
    expect(cell('Venta Real fila 1')).toHaveAttribute('aria-invalid', 'true');
    expect(cell('Venta Real fila 1')).toHaveAccessibleDescription('Valor no válido');
    expect(screen.queryByText(/Se han ignorado/)).not.toBeInTheDocument();
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
