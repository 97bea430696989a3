// Firebase faked behind the API's own interfaces, for an API built in process: one good token (an
// administrator's, so every route is within its reach), and an accounts list held in memory.
import type { StaffUsuario } from '../../../contract';
import { UsuariosAdminError, type TokenVerifier, type UsuariosAdmin } from '../../../server/deps';

/** The only token the fake verifier accepts: a staff account's, an administrator. */
export const GOOD_TOKEN = 'in-process-good-token';
export const STAFF_EMAIL = 'staff@vasos.test';

export const goodAuth = { Authorization: `Bearer ${GOOD_TOKEN}` };

const STAFF_UID = 'staff-uid';

export const fakeTokens: TokenVerifier = {
  async verify(token) {
    if (token === GOOD_TOKEN)
      return { uid: STAFF_UID, email: STAFF_EMAIL, staff: true, admin: true };
    throw Object.assign(new Error('Decoding failed'), { code: 'auth/argument-error' });
  },
  forget() {},
  // The good token's account is staff and enabled, now as ever; nobody else exists.
  async standings(uids) {
    const standing = { disabled: false, staff: true };
    return new Map(uids.filter((uid) => uid === STAFF_UID).map((uid) => [uid, standing]));
  },
};

export function fakeUsers(initial: StaffUsuario[] = []): UsuariosAdmin {
  const users = [...initial];
  const setDisabled = async (uid: string, disabled: boolean) => {
    const user = users.find((candidate) => candidate.uid === uid);
    if (!user) throw new UsuariosAdminError('not-found', 'no such uid');
    user.disabled = disabled;
    return { ...user };
  };
  return {
    listAll: async () => users.map((user) => ({ ...user })),
    async create(email) {
      if (users.some((user) => user.email === email))
        throw new UsuariosAdminError('email-taken', 'taken');
      const user: StaffUsuario = {
        email,
        uid: `uid-${users.length + 1}`,
        staff: true,
        disabled: false,
        rol: 'personal',
      };
      users.push(user);
      return { ...user };
    },
    deactivate: (uid) => setDisabled(uid, true),
    reactivate: (uid) => setDisabled(uid, false),
    async setRole(uid, rol) {
      const user = users.find((candidate) => candidate.uid === uid);
      if (!user) throw new UsuariosAdminError('not-found', 'no such uid');
      user.rol = rol;
      return { ...user };
    },
    async remove(uid) {
      const index = users.findIndex((user) => user.uid === uid);
      if (index >= 0) users.splice(index, 1);
    },
    async findByEmail(email) {
      const user = users.find((candidate) => candidate.email.toLowerCase() === email.toLowerCase());
      return user && { ...user };
    },
  };
}
