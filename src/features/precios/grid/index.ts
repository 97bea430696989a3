// The table itself: its rows in view, their cells, the spreadsheet keys, the selection and the
// clipboard.
export { PriceGrid } from './PriceGrid';
