import { api } from '../../services/api';

export type Usuario = { email: string; uid: string };
export type NewUsuario = { email: string; password: string };

export const usuariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsuarios: build.query<Usuario[], void>({
      query: () => '/api/admin/firebase/users',
      // The users call answers a bare array; anything else is a failure.
      extraOptions: { shape: 'array' },
      providesTags: ['Usuarios'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          // The specification only logs users-list failures: no alert, the empty text shows.
          console.error('Error al cargar los usuarios', failure);
        }
      },
    }),
    createUsuario: build.mutation<Usuario, NewUsuario>({
      query: (body) => ({ url: '/api/admin/firebase/users', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Usuarios']),
    }),
  }),
});

export const { useGetUsuariosQuery, useCreateUsuarioMutation } = usuariosApi;
