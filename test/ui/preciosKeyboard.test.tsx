import { screen } from '@testing-library/react';
import { openSerigrafiaTable, priceCell } from '../support/tablaPage';

const cell = priceCell;
const guardar = (row: number) =>
  screen.getAllByRole('button', { name: 'Guardar' }).find((button) => {
    return button.closest('tr')?.getAttribute('aria-rowindex') === String(row + 1);
  })!;

const openTable = openSerigrafiaTable;

describe('moving through a price table with the keyboard', () => {
  it('arrows move up and down the same column without stepping the number; Enter moves down', async () => {
    const { user } = await openTable();
    await user.click(cell('Coste fila 2'));
    await user.keyboard('{ArrowDown}');
    expect(cell('Coste fila 3')).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(cell('Coste fila 1')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(cell('Coste fila 2')).toHaveFocus();
    expect(cell('Coste fila 1')).toHaveValue('1');
    expect(cell('Coste fila 2')).toHaveValue('2');
    // Nothing above the first row: the focus stays.
    await user.click(cell('Venta Real fila 1'));
    await user.keyboard('{ArrowUp}');
    expect(cell('Venta Real fila 1')).toHaveFocus();
  });

  it('Left and Right move the caret inside the text and leave the cell only from its edge', async () => {
    const { user } = await openTable();
    const cantidad = cell('Cantidad fila 2');
    const coste = cell('Coste fila 2');
    const venta = cell('Venta Real fila 2');
    await user.click(coste);
    await user.keyboard('{Control>}a{/Control}12');
    coste.setSelectionRange(0, 0);
    await user.keyboard('{ArrowRight}');
    expect(coste).toHaveFocus();
    expect(coste.selectionStart).toBe(1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(venta).toHaveFocus();
    // Entered by the keyboard, the whole text is selected: it is at both edges.
    expect([venta.selectionStart, venta.selectionEnd]).toEqual([0, venta.value.length]);
    // The last column: Right only takes the caret to the end of the text.
    await user.keyboard('{ArrowRight}');
    expect(venta).toHaveFocus();
    expect(venta.selectionStart).toBe(venta.value.length);
    await user.keyboard('{ArrowLeft}');
    expect(venta).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(coste).toHaveFocus();
    coste.setSelectionRange(2, 2);
    await user.keyboard('{ArrowLeft}');
    expect(coste).toHaveFocus();
    expect(coste.selectionStart).toBe(1);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(cantidad).toHaveFocus();
    cantidad.setSelectionRange(0, 0);
    await user.keyboard('{ArrowLeft}');
    expect(cantidad).toHaveFocus();
    expect(coste).toHaveValue('12');
  });

  it('Tab goes across the row to its Guardar, then wraps to the next row; Shift+Tab goes back', async () => {
    const { user } = await openTable();
    await user.click(cell('Cantidad fila 1'));
    await user.keyboard('{Tab}');
    expect(cell('Coste fila 1')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('Venta Real fila 1')).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(guardar(1)).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(cell('Cantidad fila 2')).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(guardar(1)).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell('Venta Real fila 1')).toHaveFocus();
  });

  it('Escape puts back the value the cell had when it was entered', async () => {
    const { user } = await openTable();
    const coste = cell('Coste fila 2');
    await user.click(coste);
    await user.keyboard('{Control>}a{/Control}75');
    expect(coste).toHaveValue('75');
    expect(coste).toHaveClass('number-cell--edited');
    await user.keyboard('{Escape}');
    expect(coste).toHaveValue('2');
    expect(coste).not.toHaveClass('number-cell--edited');

    // An edit made before entering the cell this time is what Escape goes back to.
    await user.keyboard('{Control>}a{/Control}8');
    await user.keyboard('{ArrowDown}{ArrowUp}');
    await user.keyboard('{Control>}a{/Control}9');
    await user.keyboard('{Escape}');
    expect(coste).toHaveValue('8');
  });
});

describe('undo and redo in a price table', () => {
  it('Ctrl+Z takes back what was typed into a cell as one step, Ctrl+Y and Ctrl+Shift+Z make it again', async () => {
    const { user } = await openTable();
    const coste = cell('Coste fila 1');
    const venta = cell('Venta Real fila 2');
    await user.click(coste);
    await user.keyboard('{Control>}a{/Control}15');
    await user.click(venta);
    await user.keyboard('{Control>}a{/Control}40');
    expect(coste).toHaveValue('15');
    expect(venta).toHaveValue('40');

    await user.keyboard('{Control>}z{/Control}');
    expect(venta).toHaveValue('4');
    expect(venta).not.toHaveClass('number-cell--edited');
    expect(coste).toHaveValue('15');
    await user.keyboard('{Control>}z{/Control}');
    expect(coste).toHaveValue('1');
    // Nothing more to undo: nothing changes.
    await user.keyboard('{Control>}z{/Control}');
    expect(coste).toHaveValue('1');

    await user.keyboard('{Control>}y{/Control}');
    expect(coste).toHaveValue('15');
    expect(coste).toHaveClass('number-cell--edited');
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(venta).toHaveValue('40');
  });

  it('typing after an undo drops what could be redone, and Descartar cambios empties the history', async () => {
    const { user } = await openTable();
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const coste = cell('Coste fila 1');
    await user.click(coste);
    await user.keyboard('{Control>}a{/Control}15');
    await user.keyboard('{Control>}z{/Control}');
    await user.keyboard('{Control>}a{/Control}7');
    await user.keyboard('{Control>}y{/Control}');
    expect(coste).toHaveValue('7');

    await user.click(screen.getByRole('button', { name: 'Descartar cambios' }));
    expect(coste).toHaveValue('1');
    await user.click(coste);
    await user.keyboard('{Control>}z{/Control}');
    expect(coste).toHaveValue('1');
    expect(coste).not.toHaveClass('number-cell--edited');
  });
});
