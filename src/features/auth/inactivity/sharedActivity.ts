// The moment of the last key, click or touch in any tab of the dashboard in this browser, shared
// through localStorage: a write in one tab reaches the others as a `storage` event, so activity in
// one tab keeps the others' sessions alive too (docs/access.md, "Inactivity").
const KEY = 'vasos-admin.lastActivity';

/** A busy person presses many keys: the other tabs hear of it at most this often. */
const SHARE_EVERY_MS = 5_000;

let lastShared = 0;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Tells the other tabs of activity at `now` (at most once every few seconds). */
export function shareActivity(now: number, force = false): void {
  if (!force && now - lastShared < SHARE_EVERY_MS) return;
  lastShared = now;
  try {
    storage()?.setItem(KEY, String(now));
  } catch {
    // Storage refused or full: each tab then counts only its own activity.
  }
}

/** Calls `onActivity` with the moment another tab reports activity; returns the unsubscribe. */
export function onOtherTabsActivity(onActivity: (at: number) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== KEY || event.newValue === null) return;
    const at = Number(event.newValue);
    if (Number.isFinite(at)) onActivity(at);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
