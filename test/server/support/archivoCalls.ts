// A request's files through an API, with the headers a spec passes: uploads as the dashboard sends
// them (the bytes as the body, the name in a header), the list, one file.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { apiPaths, ARCHIVO_NAME_HEADER, type Archivo } from '../../../contract';
import type { ApiTarget } from '../../support/stack/apiTarget';

type Headers = Record<string, string>;

export function archivoCalls(api: ApiTarget) {
  return {
    upload(
      request: APIRequestContext,
      headers: Headers,
      id: number,
      nombre: string,
      bytes: Buffer,
    ): Promise<APIResponse> {
      return request.post(api.url(apiPaths.bocetos(id)), {
        headers: {
          ...headers,
          'Content-Type': 'application/octet-stream',
          [ARCHIVO_NAME_HEADER]: encodeURIComponent(nombre),
        },
        data: bytes,
      });
    },
    async list(request: APIRequestContext, headers: Headers, id: number): Promise<Archivo[]> {
      const response = await request.get(api.url(apiPaths.archivos(id)), { headers });
      if (!response.ok()) throw new Error(`GET archivos: HTTP ${response.status()}`);
      return ((await response.json()) as { data: Archivo[] }).data;
    },
    download(request: APIRequestContext, headers: Headers, id: number, archivoId: number) {
      return request.get(api.url(apiPaths.archivo(id, archivoId)), { headers });
    },
  };
}
