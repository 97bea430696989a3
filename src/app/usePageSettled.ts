// The shell's own data (the sidebar's count) waits for the page's: both arriving at once, the
// requests page painted its 10,000 rows a fifth later (bench: queueAnswerToPaint), the count's
// answer being read and counted in the same moments.
import { QueryStatus } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { whenIdle, type IdleHandle } from '../components/whenIdle';
import { api } from '../services/api';
import { useAppStore } from './hooks';
import type { RootState } from './store';

/** A page that is still waiting after this long waits without the shell. */
export const PAGE_SETTLE_LIMIT_MS = 5000;

const anyQueryPending = (state: RootState) =>
  Object.values(state[api.reducerPath].queries).some(
    (query) => query?.status === QueryStatus.pending,
  );

/**
 * False until the page has its first data (no query pending, then an idle moment of the browser,
 * or PAGE_SETTLE_LIMIT_MS at most); then true for good. It starts looking once `pageShown`: the
 * layout says so once its page has loaded and mounted, the page's effects having started its
 * queries.
 */
export function usePageSettled(pageShown: boolean): boolean {
  const store = useAppStore();
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (!pageShown || settled) return;
    let idle: IdleHandle | undefined;
    const check = () => {
      if (idle || anyQueryPending(store.getState())) return;
      idle = whenIdle(
        () => {
          idle = undefined;
          // A query started meanwhile: the store's next change looks again.
          if (!anyQueryPending(store.getState())) setSettled(true);
        },
        PAGE_SETTLE_LIMIT_MS,
        0,
      );
    };
    const unsubscribe = store.subscribe(check);
    const limit = setTimeout(() => setSettled(true), PAGE_SETTLE_LIMIT_MS);
    check();
    return () => {
      unsubscribe();
      idle?.cancel();
      clearTimeout(limit);
    };
  }, [pageShown, settled, store]);
  return settled;
}
