import { formatEuro } from '../../components/formatEuro';
import { NO_VALUE } from '../../components/text';
import { MARKUP_DIVISOR } from './catalog';
import { isValidDraft } from './draftValues';

/** Live from the draft: the Mark-up follows Coste (a price) as it is typed. */
export function markupText(costeText: string): string {
  return isValidDraft(costeText, 'price')
    ? formatEuro(Number(costeText) / MARKUP_DIVISOR)
    : NO_VALUE;
}
