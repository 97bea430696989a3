// The store's hooks, typed once. The only place raw react-redux hooks are used (lint enforces it):
// the rest of the app uses these.
import { createAsyncThunk } from '@reduxjs/toolkit';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
export const createAppAsyncThunk = createAsyncThunk.withTypes<{
  state: RootState;
  dispatch: AppDispatch;
}>();

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
