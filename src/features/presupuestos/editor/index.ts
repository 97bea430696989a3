// The quote being written: its lines, their preview and its save.
export { PresupuestoEditor } from './PresupuestoEditor';
