import type { MouseEvent } from 'react';

/**
 * True for the second (third…) click of a double click. Its `detail` counts the clicks of one
 * burst at one spot, whatever element they land on; keyboard activation reports 0.
 *
 * Buttons whose action moves the rows (Asignar removes its row, so the next row's Asignar slides
 * under the pointer) or repeats a finished call (Guardar after a fast save) ignore such clicks: a
 * double click then does what one click does, even when the first was answered in between.
 */
export function isRepeatClick(event: MouseEvent): boolean {
  return event.detail > 1;
}
