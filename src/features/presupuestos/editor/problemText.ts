// What a mark says about a problem of the quote (docs/messages.md).
import { formatQuantity, type PresupuestoProblem } from '../../../../contract';
import { INVALID_TEXT } from '../../../components/text';
import { tableLabel } from '../tableLabels';

export function problemText(problem: PresupuestoProblem): string {
  switch (problem.code) {
    case 'invalid':
      return INVALID_TEXT;
    case 'minimum':
      return `Mínimo: ${formatQuantity(problem.minimum)} unidades`;
    case 'emptyTable':
      return `La tabla ${tableLabel(problem.table)} no tiene precios.`;
    case 'invalidTable':
      return `La tabla ${tableLabel(problem.table)} tiene un valor no válido.`;
  }
}
