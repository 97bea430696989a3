// Where a focused cell of a price table must be to show whole: inside the table's box and the
// window, below the sticky header row and right of the sticky first column (the quantity or cup
// size each row is about), which stay in view over the cells scrolling under them.

/** The table's scroll box around a cell of the grid. */
export const scrollBoxOf = (element: Element) => element.closest<HTMLElement>('.table-scroll');

/** The header cell of the first column: it sticks both to the box's top and to its left. */
const cornerOf = (scroller: HTMLElement) => scroller.querySelector('thead th');

/** Whether all of `element` shows: no part of it under a sticky header or out of the box. */
export function fullyShown(element: HTMLElement, scroller: HTMLElement): boolean {
  const cell = element.getBoundingClientRect();
  const box = scroller.getBoundingClientRect();
  // The header cells stick to the top of the box, and the first column to its left, not to their
  // row or column: theirs are the edges that count.
  const corner = cornerOf(scroller)?.getBoundingClientRect();
  return (
    cell.top >= Math.max(box.top, corner?.bottom ?? box.top, 0) &&
    cell.bottom <= Math.min(box.bottom, window.innerHeight) &&
    cell.left >= Math.max(box.left, corner?.right ?? box.left, 0) &&
    cell.right <= Math.min(box.right, window.innerWidth)
  );
}

/**
 * Scrolls a cell that just took the focus (moved to by the keyboard, or tapped) into view when any
 * of it is hidden, by the least needed. The box's scroll padding (below the header row, right of
 * the first column: see keepClearOfFirstColumn) makes that stop beside the sticky cells, not under
 * them. Most moves stay in view and scroll nothing: the check costs less than the browser's own
 * scroll-into-view, which works out every scrolling box around the cell.
 */
export function revealCell(element: HTMLElement): void {
  // A cell's input or button; not the box itself, which a read-only table lets take the focus.
  const scroller = element.closest('td') && scrollBoxOf(element);
  if (scroller && !fullyShown(element, scroller)) {
    element.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }
}

/**
 * Keeps the box's scroll padding on the left as wide as the sticky first column (it is as wide as
 * its widest cell, which the text decides), so that whatever scrolls a cell into view, the browser
 * or revealCell, leaves it beside that column. Returns the way to stop.
 */
export function keepClearOfFirstColumn(scroller: HTMLElement): () => void {
  const corner = cornerOf(scroller);
  if (!corner || typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    scroller.style.scrollPaddingInlineStart = `${corner.getBoundingClientRect().width}px`;
  });
  observer.observe(corner);
  return () => observer.disconnect();
}
