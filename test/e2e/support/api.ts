// What the reference API holds, read over HTTP with the demo account's token: the oracle the
// browser's screens are compared with. The wire types are the contract's.
import {
  apiPaths,
  PUBLIC_PETICIONES_PATH,
  type DataAnswer,
  type NewPeticionBody,
  type Peticion,
  type PriceRow,
  type StaffUsuario,
} from '../../../contract';
import { authHeaders } from '../../support/stack/auth';
import { apiUrl } from '../../support/stack/stackEnv';

export const PETICIONES_PATH = apiPaths.peticionesSinAsignar;
export const USUARIOS_PATH = apiPaths.users;

let cachedHeaders: { headers: Record<string, string>; at: number } | undefined;

// Emulator tokens last an hour: one is reused for ten minutes.
async function headers(): Promise<Record<string, string>> {
  if (!cachedHeaders || Date.now() - cachedHeaders.at > 10 * 60_000) {
    cachedHeaders = { headers: await authHeaders(), at: Date.now() };
  }
  return cachedHeaders.headers;
}

export async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(apiUrl(path), { headers: await headers() });
  if (!response.ok) throw new Error(`GET ${path}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

/** The unassigned requests, in the order the API sends them. */
export async function unassignedPeticiones(): Promise<Peticion[]> {
  return (await apiGet<DataAnswer<Peticion[]>>(PETICIONES_PATH)).data;
}

export function staffUsuarios(): Promise<StaffUsuario[]> {
  return apiGet<StaffUsuario[]>(USUARIOS_PATH);
}

/** The rows of a price table (`/api/admin/tablas/...`), in the order the API sends them. */
export async function priceRows(apiPath: string): Promise<PriceRow[]> {
  return (await apiGet<DataAnswer<PriceRow[]>>(apiPath)).data;
}

/** A customer's order, sent as the public order form sends it (no token); the request it made. */
export async function postPeticion(order: NewPeticionBody): Promise<Peticion> {
  const posted = await fetch(apiUrl(PUBLIC_PETICIONES_PATH), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(order),
  });
  if (posted.status !== 201) throw new Error(`New request: HTTP ${posted.status}`);
  return ((await posted.json()) as DataAnswer<Peticion>).data;
}
