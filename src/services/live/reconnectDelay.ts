// How long to wait before reconnecting to the events stream: doubling from 1 s up to 30 s, each
// wait drawn between half and all of it, so dashboards cut off together do not all return at once.

export const FIRST_RETRY_MS = 1_000;
export const LONGEST_RETRY_MS = 30_000;

/** The wait before reconnection number `attempt` (0 for the first after a loss). */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt, 30));
  return Math.round(ceiling * (0.5 + random() * 0.5));
}

/** Resolves after `ms`, or at once when `signal` aborts. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}
