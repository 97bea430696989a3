import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { config } from '../../../services/config';
import { endSession } from '../sessionThunks';
import { onOtherTabsActivity, shareActivity } from './sharedActivity';

/** The warning comes this long before the end (its text says one minute). */
export const WARNING_MS = 60_000;

// What counts as the person being there: a key, a click or a touch (pointerdown covers the mouse,
// the pen and touch). Listened to in the capture phase, so nothing on the page can hide it.
const ACTIVITY_EVENTS = ['keydown', 'pointerdown'] as const;

/**
 * Ends the session after `config.inactivityMinutes` without activity in any tab of this browser
 * (docs/access.md, "Inactivity"). Returns whether the warning is due, and what `Seguir conectado`
 * does. Activity only notes the time: the one timer rechecks when it fires, so a keystroke costs
 * no timer work.
 */
export function useInactivityTimeout(): { warning: boolean; stayConnected: () => void } {
  const dispatch = useAppDispatch();
  const [warning, setWarning] = useState(false);
  // What `Seguir conectado` does: the running watch's own activity, once it runs.
  const noteOwnActivity = useRef<() => void>(() => undefined);
  const stayConnected = useCallback(() => noteOwnActivity.current(), []);

  useEffect(() => {
    const timeoutMs = config.inactivityMinutes * 60_000;
    let last = Date.now();
    let warned = false;
    let ended = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const showWarning = (shown: boolean) => {
      warned = shown;
      setWarning(shown);
    };
    const check = () => {
      clearTimeout(timer);
      if (ended) return;
      const left = last + timeoutMs - Date.now();
      if (left <= 0) {
        ended = true;
        showWarning(false);
        // Not the person's own sign-out: their unsaved edits are kept for their next sign-in.
        void dispatch(endSession('inactivity'));
        return;
      }
      showWarning(left <= WARNING_MS);
      timer = setTimeout(check, warned ? left : left - WARNING_MS);
    };
    const noteActivity = (at: number) => {
      if (at <= last) return;
      last = at;
      // Only a warning on screen needs to go at once; otherwise the timer finds the new time.
      if (warned) check();
    };
    const onActivity = () => {
      const now = Date.now();
      shareActivity(now, warned);
      noteActivity(now);
    };
    const onVisible = () => {
      // Hidden tabs' timers run late: coming back, the time is checked at once.
      if (document.visibilityState === 'visible') check();
    };

    ACTIVITY_EVENTS.forEach((type) => document.addEventListener(type, onActivity, true));
    document.addEventListener('visibilitychange', onVisible);
    const stopListening = onOtherTabsActivity(noteActivity);
    noteOwnActivity.current = onActivity;
    // Arriving (signing in, reloading) is activity too.
    shareActivity(last, true);
    check();
    return () => {
      clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((type) => document.removeEventListener(type, onActivity, true));
      document.removeEventListener('visibilitychange', onVisible);
      stopListening();
    };
  }, [dispatch]);

  return { warning, stayConnected };
}
