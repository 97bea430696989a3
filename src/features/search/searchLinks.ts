// Where each result leads: a request's dialog (over the list while nobody has it, over the board
// once taken), a customer's page (by their id, as `Clientes` links it), a quote's page.
import { paths } from '../../app/paths';
import type { SearchResults } from './searchApi';

type Found = { id: number; asignado: string | false };

export const peticionLink = ({ id, asignado }: Found): string =>
  asignado === false ? paths.peticion(id) : paths.miPeticion(id);

export const clienteLink = (cliente: SearchResults['clientes'][number]): string =>
  paths.cliente(cliente.id);

export const presupuestoLink = (presupuesto: SearchResults['presupuestos'][number]): string =>
  paths.presupuesto(presupuesto.peticionId, presupuesto.id);
