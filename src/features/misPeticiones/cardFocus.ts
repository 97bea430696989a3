// Where the focus goes when a request's dialog closes: back to its card on the board.

/** Marks a card's link with its request's id. */
export const CARD_ID_ATTRIBUTE = 'data-card-id';

/** Marks the board's heading: the focus goes there when the request's card is not shown. */
export const TABLERO_HEADING_ATTRIBUTE = 'data-board-heading';

export function returnFocusToCard(id: string): void {
  const links = document.querySelectorAll<HTMLElement>(`[${CARD_ID_ATTRIBUTE}]`);
  const card = [...links].find((link) => link.getAttribute(CARD_ID_ATTRIBUTE) === id);
  (card ?? document.querySelector<HTMLElement>(`[${TABLERO_HEADING_ATTRIBUTE}]`))?.focus();
}
