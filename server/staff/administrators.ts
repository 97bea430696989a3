// The rule that keeps the dashboard manageable: there is always at least one active
// administrator, so someone can still add accounts, change roles and prices (docs/access.md,
// "Roles"). Checked and applied one change at a time: two administrators removing each other at
// the same moment must not both succeed.
import type { StaffUsuario } from '../../contract';
import type { Database } from '../db/engine/open';
import type { UsuariosAdmin } from '../deps';
import { HttpError } from '../http/errors';

/** 'role' in ASCII: the advisory lock held while an administrator may be lost. */
export const ADMINISTRATORS_LOCK_KEY = 0x726f6c65;

/** Shown by the dashboard as it comes (docs/messages.md). */
export const LAST_ADMINISTRATOR =
  'No puede quedar el panel sin administradores: es la única cuenta de administrador activa.';

const isActiveAdministrator = (account: StaffUsuario) =>
  account.staff && !account.disabled && account.rol === 'administrador';

// One PGlite connection serves the whole process, and an advisory lock does not exclude its own
// session: changes of this process queue here, other processes wait on the database's lock.
let queue: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  const run = queue.then(() => db.withAdvisoryLock(ADMINISTRATORS_LOCK_KEY, fn));
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Runs `change`, which may take away the administrator role of `uid` (its role or its access),
 * unless that account is the last active administrator: then a 409 and nothing is changed.
 */
export function keepingAnAdministrator<T>(
  db: Database,
  users: UsuariosAdmin,
  uid: string,
  change: () => Promise<T>,
): Promise<T> {
  return oneAtATime(db, async () => {
    const administrators = (await users.listAll()).filter(isActiveAdministrator);
    const others = administrators.filter((account) => account.uid !== uid);
    const theLastOne = administrators.length > 0 && others.length === 0;
    if (theLastOne) throw new HttpError(409, LAST_ADMINISTRATOR);
    return change();
  });
}
