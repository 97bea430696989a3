// A saved quote: shown from what it kept, recalculated, and sent.
export { SavedPresupuesto } from './SavedPresupuesto';
