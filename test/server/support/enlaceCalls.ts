// The customer's link's calls: staff's (make, revoke, state) with a member's headers, and the
// public ones with no token of staff, as the link's page makes them.
import { expect, type APIRequestContext } from '@playwright/test';
import {
  apiPaths,
  publicEnlacePaths,
  type NuevoEnlace,
  type PublicEnlace,
} from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';

type Headers = Record<string, string>;

export function enlaceCalls(api: ApiTarget) {
  const url = (path: string) => api.url(path);
  /** Opens the link, expecting 200: what its page shows. */
  async function opened(request: APIRequestContext, token: string): Promise<PublicEnlace> {
    const response = await request.get(url(publicEnlacePaths.enlace(token)));
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { data: PublicEnlace }).data;
  }
  return {
    create: (request: APIRequestContext, headers: Headers, presupuestoId: number) =>
      request.post(url(apiPaths.enlace(presupuestoId)), { headers }),
    /** Makes a link to the quote's request, expecting 201: its token. */
    async created(request: APIRequestContext, headers: Headers, presupuestoId: number) {
      const response = await request.post(url(apiPaths.enlace(presupuestoId)), { headers });
      expect(response.status(), await response.text()).toBe(201);
      return ((await response.json()) as { data: NuevoEnlace }).data;
    },
    estado: (request: APIRequestContext, headers: Headers, presupuestoId: number) =>
      request.get(url(apiPaths.enlace(presupuestoId)), { headers }),
    revoke: (request: APIRequestContext, headers: Headers, presupuestoId: number) =>
      request.post(url(apiPaths.revocarEnlace(presupuestoId)), { headers }),
    open: (request: APIRequestContext, token: string) =>
      request.get(url(publicEnlacePaths.enlace(token))),
    opened,
    pdf: (request: APIRequestContext, token: string) =>
      request.get(url(publicEnlacePaths.pdf(token))),
    accept: (request: APIRequestContext, token: string, data: unknown, headers: Headers = {}) =>
      request.post(url(publicEnlacePaths.aceptar(token)), { data, headers }),
    /** Opens the link and accepts the quote it shows in `nombre`'s name, expecting 200. */
    async acceptedAs(request: APIRequestContext, token: string, nombre: string) {
      const { huella } = await opened(request, token);
      const response = await request.post(url(publicEnlacePaths.aceptar(token)), {
        data: { nombre, huella, acepto: true },
      });
      expect(response.status(), await response.text()).toBe(200);
    },
  };
}
