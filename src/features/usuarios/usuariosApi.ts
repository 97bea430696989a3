import { api } from '../../services/api';
import { isDroppedWithSession } from '../../services/sessionEnd';

/**
 * An account as the users call lists it. `staff` (the staff claim) and `disabled` come from the
 * reference server; a backend that sends only email and uid leaves them out.
 */
export type Usuario = { email: string; uid: string; staff?: boolean; disabled?: boolean };
export type NewUsuario = { email: string; password: string };

const accountPath = (uid: string, action: 'desactivar' | 'reactivar') =>
  `/api/admin/firebase/users/${encodeURIComponent(uid)}/${action}`;

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
          if (isDroppedWithSession((failure as { error?: unknown }).error)) return;
          // The specification only logs users-list failures: no alert, the empty text shows.
          console.error('Error al cargar los usuarios', failure);
        }
      },
    }),
    createUsuario: build.mutation<Usuario, NewUsuario>({
      query: (body) => ({ url: '/api/admin/firebase/users', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Usuarios']),
    }),
    // Disables the account and ends its sessions (the server revokes its refresh tokens).
    desactivarUsuario: build.mutation<unknown, string>({
      query: (uid) => ({ url: accountPath(uid, 'desactivar'), method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Usuarios']),
    }),
    reactivarUsuario: build.mutation<unknown, string>({
      query: (uid) => ({ url: accountPath(uid, 'reactivar'), method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Usuarios']),
    }),
  }),
});

export const {
  useGetUsuariosQuery,
  useCreateUsuarioMutation,
  useDesactivarUsuarioMutation,
  useReactivarUsuarioMutation,
} = usuariosApi;
