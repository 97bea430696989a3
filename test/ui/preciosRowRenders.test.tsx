import { screen } from '@testing-library/react';
import type { ComponentProps, FunctionComponent } from 'react';
import type { NumberCell as RealNumberCell } from '../../src/components/NumberCell';
import {
  SERIGRAFIA_KEY,
  SERIGRAFIA_PAGE,
  serigrafiaRows,
  serveTable,
} from '../support/preciosFixtures';
import { renderRoute } from '../support/renderWithProviders';

type CellProps = ComponentProps<typeof RealNumberCell>;

// Every render of a number input, by its accessible name ("Coste fila 2"). The cell is not
// memoised here, so it renders exactly when its row does.
const mockRenders: string[] = [];
jest.mock('../../src/components/NumberCell', () => {
  const actual = jest.requireActual('../../src/components/NumberCell');
  const render = (actual.NumberCell as unknown as { type: FunctionComponent<CellProps> }).type;
  return {
    NumberCell: (props: CellProps) => {
      mockRenders.push(props.label);
      return render(props);
    },
  };
});

it('a keystroke re-renders the edited row only', async () => {
  serveTable(SERIGRAFIA_KEY, serigrafiaRows(50));
  const { user } = renderRoute(SERIGRAFIA_PAGE);
  const coste = await screen.findByRole('spinbutton', { name: 'Coste fila 3' });
  mockRenders.length = 0;

  await user.type(coste, '5');

  expect(coste).toHaveValue(35);
  expect(mockRenders.length).toBeGreaterThan(0);
  expect(new Set(mockRenders)).toEqual(
    new Set(['Cantidad fila 3', 'Coste fila 3', 'Venta Real fila 3']),
  );
});
