// The two quote pages in one chunk: they share the pricing and most of their parts, and a chunk of
// their own keeps that pricing out of the chunks the first load fetches.
export { PresupuestarPage } from './PresupuestarPage';
export { PresupuestoPage } from './PresupuestoPage';
