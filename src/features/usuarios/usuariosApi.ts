import { apiPaths, type NewUsuarioBody, type Rol, type StaffUsuario } from '../../../contract';
import { api } from '../../services/api';
import { isDroppedWithSession } from '../../services/sessionEnd';

/**
 * An account as the users call lists it: the contract's `StaffUsuario`, whose `staff`, `disabled`
 * and `rol` a backend that sends only email and uid leaves out.
 */
export type Usuario = Pick<StaffUsuario, 'email' | 'uid'> &
  Partial<Pick<StaffUsuario, 'staff' | 'disabled' | 'rol'>>;

export const usuariosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsuarios: build.query<Usuario[], void>({
      query: () => apiPaths.users,
      // The users call answers a bare array; anything else is a failure.
      extraOptions: { shape: 'array' },
      providesTags: ['Usuarios'],
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch (failure) {
          if (isDroppedWithSession((failure as { error?: unknown }).error)) return;
          // A users-list failure is only logged: no alert, the empty text shows (docs/messages.md).
          console.error('Error al cargar los usuarios', failure);
        }
      },
    }),
    createUsuario: build.mutation<Usuario, NewUsuarioBody>({
      query: (body) => ({ url: apiPaths.users, method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Usuarios']),
    }),
    // Disables the account and ends its sessions (the server revokes its refresh tokens).
    desactivarUsuario: build.mutation<unknown, string>({
      query: (uid) => ({ url: apiPaths.userAction(uid, 'desactivar'), method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Usuarios']),
    }),
    reactivarUsuario: build.mutation<unknown, string>({
      query: (uid) => ({ url: apiPaths.userAction(uid, 'reactivar'), method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Usuarios']),
    }),
    // Makes the account an administrator, or Personal again (from its next token).
    cambiarRol: build.mutation<unknown, { uid: string; rol: Rol }>({
      query: ({ uid, rol }) => ({ url: apiPaths.userRole(uid), method: 'POST', body: { rol } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Usuarios']),
    }),
  }),
});

export const {
  useGetUsuariosQuery,
  useCreateUsuarioMutation,
  useDesactivarUsuarioMutation,
  useReactivarUsuarioMutation,
  useCambiarRolMutation,
} = usuariosApi;
