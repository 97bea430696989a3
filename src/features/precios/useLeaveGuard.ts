import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

export const LEAVE_MESSAGE = 'Hay cambios sin guardar. ¿Salir de todos modos?';

/**
 * While `active`, leaving the page asks first: in-app links and the back button through the
 * router's blocker, closing or reloading the tab through the browser's own beforeunload prompt.
 * `onLeave` runs when the user confirms, before the navigation goes on.
 */
export function useLeaveGuard(active: boolean, onLeave: () => void): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(LEAVE_MESSAGE)) {
      onLeave();
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker, onLeave]);

  useEffect(() => {
    if (!active) return;
    // Browsers show their own text; preventDefault is what asks for the prompt.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
