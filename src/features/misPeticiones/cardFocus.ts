// Where the focus goes when a request's dialog closes: back to its card on the board.
import { returnFocus } from '../../components/returnFocus';

/** Marks a card's link with its request's id. */
export const CARD_ID_ATTRIBUTE = 'data-card-id';

/** Marks the board's heading: the focus goes there when the request's card is not shown. */
export const TABLERO_HEADING_ATTRIBUTE = 'data-board-heading';

export const returnFocusToCard = (id: string): void =>
  returnFocus(CARD_ID_ATTRIBUTE, id, TABLERO_HEADING_ATTRIBUTE);
