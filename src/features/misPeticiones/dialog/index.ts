// The dialog of one taken request (/mis-peticiones/{id}), loaded with its route.
export { MisPeticionesDialogRoute } from './MisPeticionesDialog';
