import type { ReceivedPeticion } from '../../components/peticion';
import { searchTextOf } from './peticionesView';

/**
 * Computes every request's search text while the browser is idle, a slice at a time, so that the
 * first keystroke in Buscar does not pay for 10,000 of them. Where there are no idle callbacks
 * (Safari, tests) the first search computes them. Returns the cancel.
 */
export function warmSearchTexts(peticiones: readonly ReceivedPeticion[]): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => {};
  let next = 0;
  let handle = 0;
  const work = (deadline: IdleDeadline) => {
    while (next < peticiones.length && deadline.timeRemaining() > 1) {
      const end = Math.min(peticiones.length, next + 250);
      for (; next < end; next++) searchTextOf(peticiones[next]);
    }
    if (next < peticiones.length) handle = window.requestIdleCallback(work);
  };
  handle = window.requestIdleCallback(work);
  return () => window.cancelIdleCallback(handle);
}
