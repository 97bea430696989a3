// The files' calls of the customer's link, with no token of staff, as its page makes them: the
// list, an upload (the bytes as the body, the name in a header), the proof, approving it and asking
// for changes to it.
import type { APIRequestContext } from '@playwright/test';
import { ARCHIVO_NAME_HEADER, publicArchivoPaths } from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';

export function enlaceArchivoCalls(api: ApiTarget) {
  const url = (path: string) => api.url(path);
  return {
    list: (request: APIRequestContext, token: string) =>
      request.get(url(publicArchivoPaths.archivos(token))),
    upload: (request: APIRequestContext, token: string, nombre: string, bytes: Buffer) =>
      request.post(url(publicArchivoPaths.archivos(token)), {
        headers: {
          'Content-Type': 'application/octet-stream',
          [ARCHIVO_NAME_HEADER]: encodeURIComponent(nombre),
        },
        data: bytes,
      }),
    boceto: (request: APIRequestContext, token: string, version: number) =>
      request.get(url(publicArchivoPaths.boceto(token, version))),
    aprobar: (request: APIRequestContext, token: string, data: unknown, headers = {}) =>
      request.post(url(publicArchivoPaths.aprobar(token)), { data, headers }),
    cambios: (request: APIRequestContext, token: string, data: unknown) =>
      request.post(url(publicArchivoPaths.cambios(token)), { data }),
  };
}
