import { useEffect, useState } from 'react';
import { useAppStore } from './hooks';
import type { RootState } from './store';

/**
 * Like useAppSelector, but the component re-reads the store at most once per `intervalMs` while
 * it keeps changing: the latest value always shows, at most `intervalMs` late, and the changes in
 * between cost neither a render nor a paint. For a display that a fast loop updates many times a
 * second, such as a progress counter. `selector` must be stable (module-level or memoised).
 */
export function useThrottledSelector<T>(selector: (state: RootState) => T, intervalMs: number): T {
  const store = useAppStore();
  const [value, setValue] = useState(() => selector(store.getState()));

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      timer = undefined;
      setValue(selector(store.getState()));
    };
    const unsubscribe = store.subscribe(() => {
      timer ??= setTimeout(read, intervalMs);
    });
    // Whatever changed between the first render and the subscription shows at the next tick.
    timer = setTimeout(read, 0);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [store, selector, intervalMs]);

  return value;
}
