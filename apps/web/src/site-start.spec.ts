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

describe('a CSS chunk failure is reported (spec §8), the first page’s too', () => {
  serveSandbox();

  it('reports the failed preload of the page a visit opens on, which the start asks for before the first render', async () => {
    vi.resetModules();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('Unable to preload CSS for /assets/home.css');
    // Vite's preload helper fires `vite:preloadError` as the first page's chunk is asked for, before React has rendered.
    const { preloadPageChunk } = await import('./app/chunks/page-preloads');
    vi.mocked(preloadPageChunk).mockImplementation(() => {
      window.dispatchEvent(Object.assign(new Event('vite:preloadError'), { payload: failure }));
      return new Promise(() => undefined);
    });
    await import('./site-start');
    expect(preloadPageChunk).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('A chunk failed to preload', failure);
  });
});
