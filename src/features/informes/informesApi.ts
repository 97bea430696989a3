// The report's call, and the staff accounts the `Usuario` choice lists (administrators only).
import { apiPaths, type Informe, type InformeQuery, type StaffUsuario } from '../../../contract';
import { api } from '../../services/api';

export const informesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getInforme: build.query<Informe, InformeQuery>({
      query: (query) => `${apiPaths.informes}?${new URLSearchParams(query).toString()}`,
      transformResponse: (body: { data: Informe }) => body.data,
    }),
    getInformeUsuarios: build.query<Pick<StaffUsuario, 'email' | 'uid'>[], void>({
      query: () => apiPaths.users,
      extraOptions: { shape: 'array' },
      providesTags: ['Usuarios'],
    }),
  }),
});

export const { useGetInformeQuery, useGetInformeUsuariosQuery } = informesApi;
