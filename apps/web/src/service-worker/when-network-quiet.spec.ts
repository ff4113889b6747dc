import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_QUIET_DEADLINE_MS, NETWORK_QUIET_MS, whenNetworkQuiet, type ObserveRequests } from './when-network-quiet';

/** A page whose requests the test finishes by hand. */
function fakePage() {
  const page = { finishRequest: () => undefined as void, observing: false };
  const observe: ObserveRequests = (onRequestDone) => {
    page.observing = true;
    page.finishRequest = onRequestDone;
    return () => {
      page.observing = false;
    };
  };
  return { page, observe };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('waiting for the first screen’s network to go quiet', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it(`settles once no request has finished for ${NETWORK_QUIET_MS} ms, and stops watching`, async () => {
    const { page, observe } = fakePage();
    const quiet = whenNetworkQuiet(observe);
    await vi.advanceTimersByTimeAsync(NETWORK_QUIET_MS - 1);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(quiet)).toBe(true);
    expect(page.observing).toBe(false);
  });

  it('waits again from each request that finishes', async () => {
    const { page, observe } = fakePage();
    const quiet = whenNetworkQuiet(observe);
    await vi.advanceTimersByTimeAsync(NETWORK_QUIET_MS - 100);
    page.finishRequest();
    await vi.advanceTimersByTimeAsync(NETWORK_QUIET_MS - 100);
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(quiet)).toBe(true);
  });

  it(`settles ${NETWORK_QUIET_DEADLINE_MS} ms after it began however busy the page stays`, async () => {
    const { page, observe } = fakePage();
    const quiet = whenNetworkQuiet(observe);
    for (let waited = 0; waited < NETWORK_QUIET_DEADLINE_MS - 500; waited += 500) {
      await vi.advanceTimersByTimeAsync(500);
      page.finishRequest();
    }
    expect(await settled(quiet)).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(await settled(quiet)).toBe(true);
  });
});
