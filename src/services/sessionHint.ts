// Whether this tab had a session when it last knew. Firebase keeps the session itself in this tab's
// sessionStorage (firebaseSdk.ts: browserSessionPersistence), in a form only its SDK reads; this
// flag beside it (no token, no account: "1" or nothing) lets the sign-in page decide without that
// SDK whether to load the app at once (a session Firebase is about to restore, which sends the
// person on to the dashboard) or only once the form is used.
export const SESSION_HINT_KEY = 'vasos-admin:signed-in';

export function hasSessionHint(): boolean {
  try {
    return sessionStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false; // Storage blocked: the page waits for the form to be used, as when signed out.
  }
}

export function rememberSession(signedIn: boolean): void {
  try {
    if (signedIn) sessionStorage.setItem(SESSION_HINT_KEY, '1');
    else sessionStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked or full: the hint is only a shortcut, the session itself is unaffected.
  }
}
