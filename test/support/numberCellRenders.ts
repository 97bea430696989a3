// Counts the renders of the number inputs, for tests that check a change re-renders only its own
// row or line. Jest hoists `jest.mock` above the imports, so a test wires it in with
//   jest.mock('../../src/components/NumberCell', () =>
//     jest.requireActual<typeof NumberCellRenders>('../support/numberCellRenders').countingNumberCell(),
//   );
// and reads `numberCellRenders` after clearing it (`numberCellRenders.length = 0`).
import type { ComponentProps, FunctionComponent } from 'react';
import type { NumberCell as RealNumberCell } from '../../src/components/NumberCell';

type CellProps = ComponentProps<typeof RealNumberCell>;

/** Every render of a number input since it was last cleared, by its accessible name. */
export const numberCellRenders: string[] = [];

/**
 * The NumberCell module with its cell unmemoised and counted: it renders exactly when its row does,
 * and each render adds its label to `numberCellRenders`.
 */
export function countingNumberCell() {
  const actual = jest.requireActual<{ NumberCell: unknown }>('../../src/components/NumberCell');
  const render = (actual.NumberCell as { type: FunctionComponent<CellProps> }).type;
  return {
    NumberCell: (props: CellProps) => {
      numberCellRenders.push(props.label);
      return render(props);
    },
  };
}
