// Everything the bench starts (the stack, the browser, the APIs under load, a timed `npm start`)
// is held here by name, so that it is stopped on the way out, whatever the way out is.

export type Running = {
  stop(): Promise<void>;
  /** Synchronous SIGKILL, for a process that is exiting right now. */
  killNow(): void;
};

export function createHolder() {
  const held = new Map<string, Running>();
  return {
    hold(name: string, running: Running | undefined) {
      if (running) held.set(name, running);
      else held.delete(name);
    },
    /** Stops one thing now (e.g. the browser before the API's load). */
    async release(name: string) {
      const running = held.get(name);
      held.delete(name);
      await running?.stop();
    },
    /** The last started first; a failing stop does not keep the others running. */
    async stopAll() {
      for (const [name, running] of [...held].reverse()) {
        held.delete(name);
        await running.stop().catch(() => {});
      }
    },
    killAll() {
      for (const running of held.values()) running.killNow();
    },
  };
}
