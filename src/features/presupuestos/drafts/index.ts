// A quote being written, as typed, and its copy kept in this browser per account and request.
export type { LineDraft, PresupuestoDraft } from './presupuestoDraftTypes';
export {
  readStoredPresupuesto,
  removeStoredPresupuesto,
  writeStoredPresupuesto,
} from './storedPresupuestoDrafts';
