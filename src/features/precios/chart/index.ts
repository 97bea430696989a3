// The table's prices drawn against the quantity. Loaded on its own, after the table.
export { default } from './PriceChart';
