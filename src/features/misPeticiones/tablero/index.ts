// The board of taken requests (/mis-peticiones), loaded with its route.
export { MisPeticionesPage } from './MisPeticionesPage';
