// The taken requests' calls of an API, made with the headers a spec passes (each call names who
// makes it), expecting nothing: the spec asserts the answer.
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  apiPaths,
  type AssignedPeticion,
  type Peticion,
  type PeticionDetail,
  type PositionedAnswer,
  type TableroPeticion,
} from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';

export type Headers = Record<string, string>;

export type PeticionesAsignadasCalls = {
  unassigned(request: APIRequestContext, headers: Headers): Promise<PositionedAnswer<Peticion[]>>;
  assigned(
    request: APIRequestContext,
    headers: Headers,
  ): Promise<PositionedAnswer<TableroPeticion[]>>;
  /** The dialog's read; `query` (`?notas=…`) as the path's tail. */
  detail(
    request: APIRequestContext,
    headers: Headers,
    id: number,
    query?: string,
  ): Promise<PeticionDetail>;
  /** Takes the oldest unassigned request for the caller: it answers the request, taken. */
  takeOne(request: APIRequestContext, headers: Headers): Promise<AssignedPeticion>;
  post(
    request: APIRequestContext,
    headers: Headers,
    path: (id: number) => string,
    id: number,
    data?: unknown,
  ): Promise<APIResponse>;
};

async function okJson<T>(response: APIResponse, label: string): Promise<T> {
  expect(response.status(), label).toBe(200);
  return (await response.json()) as T;
}

export function peticionesAsignadasCalls(api: ApiTarget): PeticionesAsignadasCalls {
  const get = async <T>(request: APIRequestContext, headers: Headers, path: string) =>
    okJson<T>(await request.get(api.url(path), { headers }), path);
  const calls: PeticionesAsignadasCalls = {
    unassigned: (request, headers) => get(request, headers, apiPaths.peticionesSinAsignar),
    assigned: (request, headers) => get(request, headers, apiPaths.peticionesAsignadas),
    detail: async (request, headers, id, query = '') =>
      (await get<{ data: PeticionDetail }>(request, headers, apiPaths.peticion(id) + query)).data,
    async takeOne(request, headers) {
      const oldest = (await calls.unassigned(request, headers)).data.at(-1)!;
      const taken = await request.post(api.url(apiPaths.asignar(oldest.id)), { headers });
      return (await okJson<{ data: AssignedPeticion }>(taken, 'asignar')).data;
    },
    post: (request, headers, path, id, data) => request.post(api.url(path(id)), { headers, data }),
  };
  return calls;
}
