// Where the quotes being written are kept in this browser (localStorage, one entry per account and
// request), and the one removal the store needs at sign-out. Apart from drafts/storedPresupuestoDrafts.ts so
// that the store, in the first load, carries only this.

const PREFIX = 'vasos-admin.quoteDrafts.';
const accountPrefix = (account: string) => `${PREFIX}${encodeURIComponent(account)}.`;
export const keyOf = (account: string, peticionId: string) =>
  accountPrefix(account) + encodeURIComponent(peticionId);

// Storage can be missing, full or refused (private windows, policies): the draft then lives only
// on screen, and nothing else breaks.
export function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function remove(key: string) {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to do: the entry expires anyway.
  }
}

/** Signing out: every quote the account was writing goes. */
export function removeAccountPresupuestos(account: string) {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key?.startsWith(accountPrefix(account))) keys.push(key);
  }
  keys.forEach(remove);
}
