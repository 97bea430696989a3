import { useCallback, useState } from 'react';
import { failureOf, type WriteKind } from './actionMessages';

/**
 * Runs one kind of write from the dialog and tells how it went: `pending` while it runs, then a
 * message if it failed. A stale write (409) is the dialog's to tell (`onStale`): the request it
 * shows has just become the current one. Whatever was typed stays where it is either way.
 */
export function useWrite(kind: WriteKind, onStale: (stale: boolean) => void) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string>();
  const run = useCallback(
    async (call: () => Promise<unknown>): Promise<boolean> => {
      setMessage(undefined);
      onStale(false);
      setPending(true);
      try {
        await call();
        return true;
      } catch (error) {
        const failure = failureOf(kind, error);
        if (failure === 'stale') onStale(true);
        else setMessage(failure);
        return false;
      } finally {
        setPending(false);
      }
    },
    [kind, onStale],
  );
  return { run, pending, message, setMessage };
}
