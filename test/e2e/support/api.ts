// What the reference API holds, read over HTTP with the demo account's token: the oracle the
// browser's screens are compared with.
import { authHeaders } from './auth';
import { apiUrl } from './stackEnv';

export type ApiPeticion = {
  id: number;
  estado: string;
  asignado: string | boolean | null;
  peticiones: unknown;
  cliente: { telefono?: unknown } | null;
  fecha_evento: string;
  pais: string;
  codigo_postal: string;
  createdAt: string;
};

export type ApiUser = { email: string; uid: string; staff: boolean; disabled: boolean };
export type ApiPriceRow = { id: number } & Record<string, number>;

export const PETICIONES_PATH = '/api/admin/peticiones/sinasignar';
export const USERS_PATH = '/api/admin/firebase/users';

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
export async function unassignedPeticiones(): Promise<ApiPeticion[]> {
  return (await apiGet<{ data: ApiPeticion[] }>(PETICIONES_PATH)).data;
}

export function staffUsers(): Promise<ApiUser[]> {
  return apiGet<ApiUser[]>(USERS_PATH);
}

/** The rows of a price table (`/api/admin/tablas/...`), in the order the API sends them. */
export async function priceRows(apiPath: string): Promise<ApiPriceRow[]> {
  return (await apiGet<{ data: ApiPriceRow[] }>(apiPath)).data;
}
