// A request's files: the list (`Archivos` in its dialog) and a new version of its design proof
// (`Subir boceto`). An upload also adds a line to the dialog's Actividad: it invalidates the
// request's detail, which the list shares.
import { apiPaths, ARCHIVO_NAME_HEADER, type Archivo } from '../../../../contract';
import { api } from '../../../services/api';
import type { ApiExtraOptions } from '../../../services/baseQuery';

// An upload by someone who is not the assignee is refused with 403: the call fails, the session
// goes on.
const UPLOAD: ApiExtraOptions = { forbiddenIsRefusal: true };

export type UploadBoceto = { id: string; file: File };

export const archivosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getArchivos: build.query<Archivo[], string>({
      query: (id) => apiPaths.archivos(id),
      transformResponse: (body: unknown) => {
        const data = (body as { data?: unknown } | null)?.data;
        return Array.isArray(data) ? (data as Archivo[]) : [];
      },
      providesTags: (_result, _error, id) => [{ type: 'Peticion', id }],
    }),
    uploadBoceto: build.mutation<unknown, UploadBoceto>({
      // The bytes alone (the API reads their type from them), the name in a header.
      query: ({ id, file }) => ({
        url: apiPaths.bocetos(id),
        method: 'POST',
        body: file,
        headers: {
          'Content-Type': 'application/octet-stream',
          [ARCHIVO_NAME_HEADER]: encodeURIComponent(file.name),
        },
      }),
      extraOptions: UPLOAD,
      invalidatesTags: (_result, error, { id }) => (error ? [] : [{ type: 'Peticion', id }]),
    }),
  }),
});

export const { useGetArchivosQuery, useUploadBocetoMutation } = archivosApi;
