// The business's settings: read by Ajustes and by every quote (its VAT rate, the signature of the
// message to the customer), and saved whole from Ajustes.
import { apiPaths, DEFAULT_AJUSTES, isRecord } from '../../../contract';
import { api } from '../../services/api';
import { alertOnLoadFailure } from '../../services/loadFailure';
import type { ApiBody, ApiData } from '../../services/wire/apiAnswers';

/** The settings as the API's document gives them (the contract's `Ajustes`: wireAgreement.ts). */
type Ajustes = ApiData<'getAjustes'>;

/**
 * The settings of an answer (`{ data: Ajustes }`): a field of the wrong type, or missing, reads
 * as its default, so a partial answer still fills the form.
 */
export function readAjustes(body: unknown): Ajustes {
  const data = isRecord(body) && isRecord(body.data) ? body.data : {};
  const read = <K extends keyof Ajustes>(key: K): Ajustes[K] =>
    typeof data[key] === typeof DEFAULT_AJUSTES[key]
      ? (data[key] as Ajustes[K])
      : DEFAULT_AJUSTES[key];
  return {
    nombreComercial: read('nombreComercial'),
    nif: read('nif'),
    direccion: read('direccion'),
    telefono: read('telefono'),
    correo: read('correo'),
    ivaPercent: read('ivaPercent'),
    validezDias: read('validezDias'),
    conservarCerradasMeses: read('conservarCerradasMeses'),
    conservarSinAsignarMeses: read('conservarSinAsignarMeses'),
    zonaHoraria: read('zonaHoraria'),
    condiciones: read('condiciones'),
  };
}

const withAjustesTag = api.enhanceEndpoints({ addTagTypes: ['Ajustes'] });

export const ajustesApi = withAjustesTag.injectEndpoints({
  endpoints: (build) => ({
    getAjustes: build.query<Ajustes, void>({
      query: () => apiPaths.ajustes,
      transformResponse: readAjustes,
      onQueryStarted: alertOnLoadFailure,
      providesTags: ['Ajustes'],
    }),
    saveAjustes: build.mutation<Ajustes, ApiBody<'saveAjustes'>>({
      query: (body) => ({ url: apiPaths.ajustes, method: 'POST', body }),
      transformResponse: readAjustes,
      // The answer is the settings as stored: every reader takes them at once, without a reload.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(ajustesApi.util.upsertQueryData('getAjustes', undefined, data));
        } catch {
          // The form says so and keeps what was typed.
        }
      },
    }),
  }),
});

export const { useGetAjustesQuery, useSaveAjustesMutation } = ajustesApi;
