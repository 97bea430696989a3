import { api } from '../../services/api';
import { alertOnLoadFailure } from '../../services/loadFailure';
import { notify } from '../../services/notify';
import type { Peticion } from './peticion';

export const ASSIGN_ERROR_MESSAGE = 'Error al asignar la petición';

export const peticionesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPeticionesSinAsignar: build.query<Peticion[], void>({
      query: () => '/api/admin/peticiones/sinasignar',
      extraOptions: { shape: 'rows' },
      providesTags: ['Peticiones'],
      onQueryStarted: alertOnLoadFailure,
    }),
    assignPeticion: build.mutation<unknown, { id: Peticion['id']; asignado: string }>({
      query: ({ id, asignado }) => ({
        url: `/api/admin/peticiones/${encodeURIComponent(String(id))}/asignar`,
        method: 'POST',
        body: { asignado },
      }),
      // Someone else took it first (409): reload so the list shows what is really unassigned.
      invalidatesTags: (_result, error) =>
        error && 'status' in error && error.status === 409 ? ['Peticiones'] : [],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          // Assigned: the row leaves the table at once, without reloading every request.
          dispatch(
            peticionesApi.util.updateQueryData('getPeticionesSinAsignar', undefined, (rows) =>
              rows.filter((row) => row.id !== id),
            ),
          );
        } catch {
          notify(ASSIGN_ERROR_MESSAGE);
        }
      },
    }),
  }),
});

export const { useGetPeticionesSinAsignarQuery, useAssignPeticionMutation } = peticionesApi;
