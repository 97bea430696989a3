// Work that can wait until the browser has nothing better to do (after the frame that shows a
// keystroke), but not for ever.

export type IdleHandle = { cancel: () => void };

/**
 * Runs `run` when the browser is idle, at the latest after `timeoutMs`. Where there is no idle
 * callback (Safari, tests), after `fallbackMs`.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs: number): IdleHandle {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return { cancel: () => window.cancelIdleCallback(handle) };
  }
  const handle = setTimeout(run, fallbackMs);
  return { cancel: () => clearTimeout(handle) };
}
