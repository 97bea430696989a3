import { useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useLeaveCheck } from '../../components/GuardedRouter';

export const LEAVE_MESSAGE = 'Hay cambios sin guardar. ¿Salir de todos modos?';

/**
 * While `active`, leaving the page asks first: in-app links and the back and forward buttons
 * through the router's leave checks (components/GuardedRouter.tsx), closing or reloading the tab
 * through the browser's own beforeunload prompt. `onLeave` runs when the user confirms, before
 * the navigation goes on. A change of the query alone stays on the page: it asks nothing.
 */
export function useLeaveGuard(active: boolean, onLeave: () => void): void {
  const { pathname } = useLocation();
  const check = useCallback(
    (next: { pathname: string }) => {
      if (!active || next.pathname === pathname) return true;
      if (!window.confirm(LEAVE_MESSAGE)) return false;
      onLeave();
      return true;
    },
    [active, pathname, onLeave],
  );
  useLeaveCheck(check);

  useEffect(() => {
    if (!active) return;
    // Browsers show their own text; preventDefault is what asks for the prompt.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
