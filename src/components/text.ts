// Texts the whole dashboard shows alike.

/** The product's name: the sidebar's title and the sign-in page's heading. */
export const PRODUCT_NAME = 'Vasos Admin';

/** Shown wherever a cell has no value to show: an empty or invalid number, a missing date or field. */
export const NO_VALUE = '—';

/** Beside an input whose value cannot be saved. */
export const INVALID_TEXT = 'Valor no válido';
