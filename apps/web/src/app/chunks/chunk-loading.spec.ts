import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeSessionStorage } from '@wl/i18n';
import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_KEY, reloadOnceForChunk } from './chunk-loading';
import { preloadPageChunk } from './page-preloads';

/** Chrome with "Block all cookies / site data": merely reading `window.sessionStorage` throws. */
function blockSiteData() {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

afterEach(() => {
  safeSessionStorage().clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('a chunk that fails on every load reloads the site once, not on every load', () => {
  it('the first page’s chunk loading before the failed one (the footer’s, its file gone from the CDN) allows no further reload', async () => {
    const reload = vi.fn();
    // Each load of the site: the first page's chunk is preloaded, and the footer is asked for once it is in.
    for (let load = 0; load < 3; load++) {
      await preloadPageChunk(() => Promise.resolve({ default: () => null }));
      reloadOnceForChunk(reload);
    }
    expect(reload).toHaveBeenCalledOnce();
  });

  it(`reloads again ${CHUNK_RELOAD_INTERVAL_MS / 60_000} minutes after the last reload (another deployment), not sooner`, () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-04T12:00:00Z') });
    const reload = vi.fn();
    expect(reloadOnceForChunk(reload)).toBe(true);
    vi.advanceTimersByTime(CHUNK_RELOAD_INTERVAL_MS - 1);
    expect(reloadOnceForChunk(reload)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(reloadOnceForChunk(reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('a tab that cannot store still loads its pages (site data blocked)', () => {
  it('does not reload for a failed chunk: the mark would not outlive the reload, and a chunk that keeps failing would reload forever', () => {
    blockSiteData();
    const reload = vi.fn();
    expect(reloadOnceForChunk(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('a tab whose storage is full', () => {
  it('does not reload for a failed chunk: the mark was not stored, so the reload could repeat forever', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const reload = vi.fn();
    expect(reloadOnceForChunk(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('offline, a failed chunk does not reload the site (the browser would show its own error page)', () => {
  it('does not reload, nor use up the one reload, while the browser is offline; back online it reloads', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    expect(reloadOnceForChunk(reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(safeSessionStorage().getItem(CHUNK_RELOAD_KEY)).toBeNull();
    online.mockReturnValue(true);
    expect(reloadOnceForChunk(reload)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
