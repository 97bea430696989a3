// Jest's fake timers for screens rendered against the fake network: only what a test moves by
// hand is faked, so promises, the network's answers, frames and idle callbacks run as usual.

const ALWAYS_REAL = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
] as const;

const TIMEOUTS = ['setTimeout', 'clearTimeout'] as const;

/**
 * Fakes the clock, standing at `now` if given, and with `timeouts` setTimeout too (moved on with
 * jest.advanceTimersByTime). Undone by jest.useRealTimers().
 */
export function fakeClock(options: { now?: Date; timeouts?: boolean } = {}): void {
  const doNotFake = options.timeouts ? [...ALWAYS_REAL] : [...ALWAYS_REAL, ...TIMEOUTS];
  jest.useFakeTimers(options.now ? { now: options.now, doNotFake } : { doNotFake });
}
