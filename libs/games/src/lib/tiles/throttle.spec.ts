import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_THROTTLE_MS, throttle } from './throttle';

describe('infinite-scroll throttle (spec §9: 200 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the latest of a burst 200 ms later, never more often', () => {
    expect(SCROLL_THROTTLE_MS).toBe(200);
    const calls: number[] = [];
    const load = throttle((n: number) => calls.push(n), SCROLL_THROTTLE_MS);
    load(1);
    load(2);
    load(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS - 1);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });
});
