// Staff accounts as the users calls send and take them.

import type { Rol } from './roles';

/**
 * An account of the identity provider: `staff` is its custom claim, `disabled` its state, `rol` its
 * role among staff (contract/roles.ts; a backend that predates roles sends none).
 */
export type StaffUsuario = {
  email: string;
  uid: string;
  staff: boolean;
  disabled: boolean;
  rol?: Rol;
};

/** The body of `POST …/firebase/users`: the account is created as staff. */
export type NewUsuarioBody = { email: string; password: string };

/** The identity provider's own minimum, and a ceiling no real password reaches. */
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 1024;

/** `POST …/firebase/users/{uid}/{action}`: disable (and end its sessions) or enable again. */
export type UsuarioAction = 'desactivar' | 'reactivar';
