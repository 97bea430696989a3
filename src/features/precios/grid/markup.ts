import { formatEuro } from '../../../components/formatEuro';
import { NO_VALUE } from '../../../components/text';
import { MARKUP_DIVISOR } from '../catalog';
import { validDraftNumber } from '../drafts';

/** Live from the draft: the Mark-up follows Coste (a price) as it is typed. */
export function markupText(costeText: string): string {
  const coste = validDraftNumber(costeText, 'price');
  return coste === undefined ? NO_VALUE : formatEuro(coste / MARKUP_DIVISOR);
}
