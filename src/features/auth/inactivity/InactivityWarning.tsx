import { useEffect, useId, useRef } from 'react';
import { useInactivityTimeout } from './useInactivityTimeout';

export const INACTIVITY_WARNING = 'Tu sesión se cerrará en 1 minuto por inactividad.';

/**
 * Watches for inactivity while signed in and, one minute before the session ends, says so with
 * `Seguir conectado`. Any key, click or touch keeps the session, the button being the obvious one.
 */
export function InactivityWarning() {
  const { warning, stayConnected } = useInactivityTimeout();
  const textId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!warning) return;
    // Whoever comes back to the screen (or a screen reader) lands on the way to stay.
    const before = document.activeElement;
    buttonRef.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [warning]);

  if (!warning) return null;
  return (
    <div className="inactivity-warning" role="alertdialog" aria-labelledby={textId}>
      <p id={textId}>{INACTIVITY_WARNING}</p>
      <button type="button" ref={buttonRef} onClick={stayConnected}>
        Seguir conectado
      </button>
    </div>
  );
}
