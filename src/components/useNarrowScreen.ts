import { useSyncExternalStore } from 'react';

/** Below 768 px (a phone): the same edge as the stylesheet's `max-width: 767.98px` rules. */
const NARROW = '(max-width: 767.98px)';

const query = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(NARROW)
    : undefined;

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const isNarrow = () => query()?.matches ?? false;

/** Whether the window is phone-narrow now; follows a rotation or a resize. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
