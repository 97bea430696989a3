import { useEffect, useRef } from 'react';
import { whenIdle, type IdleHandle } from '../../../components/whenIdle';
import type { PresupuestoDraft } from './presupuestoDraft';
import { removeStoredPresupuesto, writeStoredPresupuesto } from '../drafts';

// An idle moment comes quickly while typing pauses; the timeout bounds the wait on a busy page.
const IDLE_TIMEOUT_MS = 1000;
const FALLBACK_DELAY_MS = 200;

/**
 * Keeps the draft in this browser from its first change on: written when the browser is idle,
 * never on the keystroke's path, and at once when the page is hidden, closed or left. `forget`
 * drops the kept copy (the quote was saved) and writes nothing more.
 */
export function useKeptPresupuesto(
  account: string | undefined,
  peticionId: string,
  draft: PresupuestoDraft,
) {
  const initial = useRef(draft);
  const pending = useRef<IdleHandle | undefined>(undefined);
  const latest = useRef(draft);
  const forgotten = useRef(false);

  useEffect(() => {
    latest.current = draft;
    if (!account || forgotten.current || draft === initial.current) return;
    const write = () => {
      pending.current?.cancel();
      pending.current = undefined;
      if (!forgotten.current) writeStoredPresupuesto(account, peticionId, latest.current);
    };
    pending.current?.cancel();
    pending.current = whenIdle(write, IDLE_TIMEOUT_MS, FALLBACK_DELAY_MS);
    const writeIfHidden = () => {
      if (document.visibilityState === 'hidden') write();
    };
    window.addEventListener('pagehide', write);
    document.addEventListener('visibilitychange', writeIfHidden);
    return () => {
      window.removeEventListener('pagehide', write);
      document.removeEventListener('visibilitychange', writeIfHidden);
    };
  }, [account, peticionId, draft]);

  // Leaving the page (another route) writes what is still waiting.
  useEffect(
    () => () => {
      if (!pending.current) return;
      pending.current.cancel();
      pending.current = undefined;
      if (account && !forgotten.current)
        writeStoredPresupuesto(account, peticionId, latest.current);
    },
    [account, peticionId],
  );

  return {
    forget: () => {
      forgotten.current = true;
      pending.current?.cancel();
      pending.current = undefined;
      if (account) removeStoredPresupuesto(account, peticionId);
    },
  };
}
