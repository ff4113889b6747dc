import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeSessionStorage } from '@wl/i18n';
import { selectSession } from '@wl/session';
import { testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';

// The render and the page's chunk are not the subject: the start before them is.
const render = vi.hoisted(() => vi.fn());
vi.mock('./main', () => {
  render();
  return {};
});
vi.mock('./app/chunks/page-preloads', async (original) => ({
  ...(await original<typeof import('./app/chunks/page-preloads')>()),
  preloadPageChunk: vi.fn(),
}));
vi.mock('@wl/brand', async (original) => ({ ...(await original<typeof import('@wl/brand')>()), readBrandConfig: () => testBrand }));

afterEach(() => {
  safeSessionStorage().clear();
  vi.restoreAllMocks();
});

describe('a browser that blocks site storage gets past the loading bar (the tab keeps the session in memory until a reload)', () => {
  serveSandbox();

  it('the site starts when reading sessionStorage throws: a guest in the brand’s default language, its startup calls answered, the render loaded', async () => {
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    const { site } = await import('./site-start');
    expect(site.language.getLanguage()).toBe(testBrand.defaultLanguage);
    expect(selectSession(site.store.getState())).toEqual({ status: 'guest' });
    await waitFor(() => {
      const queries = Object.values(site.store.getState().api.queries);
      const answered = (name: string) => queries.find((query) => query?.endpointName === name)?.status;
      expect([answered('getSystemStatus'), answered('getPermission')]).toEqual(['fulfilled', 'fulfilled']);
    });
    await waitFor(() => expect(render).toHaveBeenCalled());
  });
});
