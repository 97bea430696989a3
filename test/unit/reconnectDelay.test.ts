import {
  FIRST_RETRY_MS,
  LONGEST_RETRY_MS,
  pause,
  reconnectDelay,
} from '../../src/services/live/reconnectDelay';

describe('reconnecting to the events stream', () => {
  it('waits twice as long after each failure, from 1 s up to 30 s', () => {
    const longest = () => 1 - Number.EPSILON;
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((n) => reconnectDelay(n, longest))).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('draws each wait between half and all of it, so dashboards do not return all at once', () => {
    expect(reconnectDelay(0, () => 0)).toBe(FIRST_RETRY_MS / 2);
    expect(reconnectDelay(10, () => 0)).toBe(LONGEST_RETRY_MS / 2);
    const waits = new Set(Array.from({ length: 20 }, () => reconnectDelay(3)));
    expect(waits.size).toBeGreaterThan(1);
    for (const wait of waits) {
      expect(wait).toBeGreaterThanOrEqual(4_000);
      expect(wait).toBeLessThanOrEqual(8_000);
    }
  });

  it('stops waiting at once when the list leaves the cache', async () => {
    jest.useFakeTimers();
    try {
      const abort = new AbortController();
      let over = false;
      const waiting = pause(30_000, abort.signal).then(() => (over = true));
      await jest.advanceTimersByTimeAsync(1_000);
      expect(over).toBe(false);
      abort.abort();
      await waiting;
      expect(over).toBe(true);
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });
});
