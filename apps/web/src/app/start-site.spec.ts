import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteAnnouncements } from '@wl/api-client';
import { testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { afterFirstScreen } from '@wl/ui-kit';
import { preloadPageChunk } from './chunks/page-preloads';
import { startFirstPage, startSite } from './start-site';
import type { AppStore } from './store';

const loadCatalog = vi.hoisted(() => vi.fn((_language: string) => Promise.resolve({})));
const loadCatalogShell = vi.hoisted(() => vi.fn((_language: string) => Promise.resolve({})));
vi.mock('@wl/i18n', async (original) => ({ ...(await original<typeof import('@wl/i18n')>()), loadCatalog, loadCatalogShell }));
// The pages' chunks themselves are not the subject.
vi.mock('./chunks/page-preloads', async (original) => ({
  ...(await original<typeof import('./chunks/page-preloads')>()),
  preloadPageChunk: vi.fn(),
}));

const store = { dispatch: vi.fn() } as unknown as AppStore;
beforeEach(() => {
  loadCatalog.mockClear();
  loadCatalogShell.mockClear();
  vi.mocked(preloadPageChunk).mockClear();
  vi.mocked(store.dispatch).mockClear();
});

describe('the page a visit opens on', () => {
  it('asks for the rest of the catalog with its chunk when it reads more than the shell part (the VIP page)', () => {
    startFirstPage(store, { brand: testBrand, language: 'EN', pathname: '/vip', search: '' });
    expect(loadCatalog).toHaveBeenCalledWith('EN');
  });

  it('asks for its calls before its chunk, which on an HTTP/1.1 link would hold them in the queue', () => {
    startFirstPage(store, { brand: testBrand, language: 'EN', pathname: '/', search: '' });
    const [call] = vi.mocked(store.dispatch).mock.invocationCallOrder;
    const [chunk] = vi.mocked(preloadPageChunk).mock.invocationCallOrder;
    expect(call).toBeLessThan(chunk);
  });

  it('holds back what the first screen does without until the page’s calls are in', async () => {
    let answer = () => undefined as void;
    vi.mocked(store.dispatch).mockReturnValueOnce(new Promise<void>((resolve) => (answer = resolve)) as never);
    startFirstPage(store, { brand: testBrand, language: 'EN', pathname: '/rng', search: '' });
    const later = vi.fn();
    afterFirstScreen(later);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(later).not.toHaveBeenCalled();

    answer();
    await expect.poll(() => later).toHaveBeenCalled();
  });

  it.each(['/', '/rng', '/promotions'])('leaves the rest for later when the page reads only the shell part (%s)', (pathname) => {
    startFirstPage(store, { brand: testBrand, language: 'EN', pathname, search: '' });
    expect(loadCatalog).not.toHaveBeenCalled();
  });
});

describe('starting the site', () => {
  serveSandbox();

  it('asks for the first page’s chunk and its largest paint’s call before anything renders', () => {
    const { store } = startSite(testBrand, { pathname: '/', search: '' });
    expect(preloadPageChunk).toHaveBeenCalled();
    const calls = Object.values(store.getState().api.queries).map((query) => query?.endpointName);
    expect(calls).toContain('getAnnouncements');
  });

  it.each(['/promotions', '/promoDetail', '/noticePage'])(
    'asks for the site announcements its cards are drawn from before anything renders (%s)',
    (pathname) => {
      const { store } = startSite(testBrand, { pathname, search: '' });
      const announcements = Object.values(store.getState().api.queries).filter((query) => query?.endpointName === 'getAnnouncements');
      expect(announcements.map((query) => query?.originalArgs)).toEqual([siteAnnouncements(testBrand, testBrand.defaultLanguage)]);
    },
  );

  it('asks for the hot games before anything renders when the visit opens on them (/hot, the phone’s games tab)', () => {
    const { store } = startSite(testBrand, { pathname: '/hot', search: '' });
    const calls = Object.values(store.getState().api.queries).map((query) => query?.endpointName);
    expect(calls).toContain('getHotGames');
  });

  it('asks for the navigation’s vendor lanes in the visit’s language as the site starts, so its categories come with the first render', () => {
    const { store } = startSite(
      { ...testBrand, defaultLanguage: 'VI', supportedLanguages: ['VI', 'EN'] },
      { pathname: '/promotions', search: '' },
    );
    const lanes = Object.values(store.getState().api.queries).filter((query) => query?.endpointName === 'getVendorLanes');
    expect(lanes.map((query) => query?.originalArgs)).toEqual([{ language: 'VI' }]);
  });

  it('asks for the catalog’s shell part in the visit’s language as the site starts, so the first render can draw the page', () => {
    startSite({ ...testBrand, defaultLanguage: 'VI', supportedLanguages: ['VI', 'EN'] }, { pathname: '/', search: '' });
    expect(loadCatalogShell).toHaveBeenCalledWith('VI');
  });
});
