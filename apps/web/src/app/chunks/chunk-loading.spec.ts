import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeSessionStorage } from '@wl/i18n';
import { loadPageChunk, reloadOnceForChunk } from './chunk-loading';

/** Chrome with "Block all cookies / site data": merely reading `window.sessionStorage` throws. */
function blockSiteData() {
  vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
    throw new DOMException('Access is denied for this document.', 'SecurityError');
  });
}

afterEach(() => {
  safeSessionStorage().clear();
  vi.restoreAllMocks();
});

describe('a tab that cannot store still loads its pages (site data blocked)', () => {
  it('a page chunk that loads is the page, though the reload mark cannot be cleared from storage', async () => {
    blockSiteData();
    await expect(loadPageChunk(() => Promise.resolve('page'))).resolves.toBe('page');
  });

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
