// `Logotipo` of Ajustes: read it, replace it (its bytes alone: the API reads their type from
// them), remove it. Each answer is the logo as kept, which the screen shows at once.
import { LOGOTIPO_API_PATH, LOGOTIPO_TIPOS, type LogotipoTipo } from '../../../contract';
import { api } from '../../services/api';

/** The logo as the screen shows it: an image the browser draws from a data: URL, or none. */
export type LogotipoShown = { tipo: LogotipoTipo; size: number; src: string } | null;

/** The logo of an answer (`{ data: { tipo, size, base64 } | null }`); anything else reads as none. */
export function readLogotipo(body: unknown): LogotipoShown {
  const data = (body as { data?: unknown } | null)?.data as Record<string, unknown> | null;
  if (!data || typeof data.base64 !== 'string' || typeof data.size !== 'number') return null;
  const tipo = LOGOTIPO_TIPOS.find((known) => known === data.tipo);
  // An SVG drawn by <img> runs no script: the screen never puts it in the page itself.
  return tipo ? { tipo, size: data.size, src: `data:${tipo};base64,${data.base64}` } : null;
}

const withLogotipoTag = api.enhanceEndpoints({ addTagTypes: ['Logotipo'] });

export const logotipoApi = withLogotipoTag.injectEndpoints({
  endpoints: (build) => ({
    getLogotipo: build.query<LogotipoShown, void>({
      query: () => LOGOTIPO_API_PATH,
      transformResponse: readLogotipo,
      providesTags: ['Logotipo'],
    }),
    saveLogotipo: build.mutation<LogotipoShown, File>({
      query: (file) => ({
        url: LOGOTIPO_API_PATH,
        method: 'POST',
        body: file,
        headers: { 'Content-Type': 'application/octet-stream' },
      }),
      transformResponse: readLogotipo,
      invalidatesTags: (_result, error) => (error ? [] : ['Logotipo']),
    }),
    removeLogotipo: build.mutation<null, void>({
      query: () => ({ url: `${LOGOTIPO_API_PATH}/quitar`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Logotipo']),
    }),
  }),
});

export const { useGetLogotipoQuery, useSaveLogotipoMutation, useRemoveLogotipoMutation } =
  logotipoApi;
