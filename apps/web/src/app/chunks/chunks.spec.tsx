import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { Link, Route, Routes, useSearchParams } from 'react-router-dom';
import { IN_PLACE } from '@wl/api-client';
import { renderWithProviders } from '@wl/testing';
import { ChunkLoadError } from '@wl/ui-kit';
import { CHUNK_RELOAD_KEY, reloadOnceForChunk, reportPreloadErrors } from './chunk-loading';
import { LazyPage } from './lazy-page';
import { preloadPageChunk } from './page-preloads';
import { PageBoundary } from './page-boundary';

vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
afterEach(() => vi.useRealTimers());

/** The site has just reloaded for a failed chunk: the next failure shows, rather than reloading again. */
const reloadedJustNow = () => sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
/** The failures a boundary catches, shown rather than reloaded (React reports each; they are the point of the tests). */
function failuresShownAfterTheReload() {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  reloadedJustNow();
}

describe('reload once at most', () => {
  it('reloads on the first failure and not on the second', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunk(reload)).toBe(true);
    expect(reloadOnceForChunk(reload)).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a CSS chunk failure is reported', () => {
  it('reports vite:preloadError with what failed', () => {
    const report = vi.fn();
    const stop = reportPreloadErrors(report);
    const event = Object.assign(new Event('vite:preloadError'), { payload: new Error('Unable to preload CSS for /assets/vip.css') });
    window.dispatchEvent(event);
    stop();
    window.dispatchEvent(event);
    expect(report).toHaveBeenCalledOnce();
    expect(report).toHaveBeenCalledWith('A chunk failed to preload', event.payload);
  });
});

describe('a page whose chunk failed is recoverable', () => {
  // React reports every error a boundary catches; these are the point of the tests.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  function Broken(): never {
    throw new ChunkLoadError('gone');
  }

  it('first reloads the site', async () => {
    const onChunkError = vi.fn();
    renderWithProviders(
      <PageBoundary onRetry={() => undefined} onChunkError={onChunkError}>
        <Broken />
      </PageBoundary>,
    );
    await screen.findByRole('alert');
    expect(onChunkError).toHaveBeenCalledOnce();
  });

  it('after the one reload it says so, and Try again loads the page afresh', async () => {
    reloadedJustNow();
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => <h1>VIP page</h1> })));
    renderWithProviders(<LazyPage load={load} />);
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The page took too long or the connection dropped.');
    fail = false;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'VIP page' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a page whose chunk failed while the browser is offline', () => {
  it('keeps its failure with Try again rather than reloading onto the browser’s error page, and Try again loads it once back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // The site has not reloaded for a chunk yet: online, this failure would reload it.
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => online.mockRestore());
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => <h1>VIP page</h1> })));
    renderWithProviders(<LazyPage load={load} />);
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    // No reload was asked for: it is marked before it is asked for.
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBeNull();
    online.mockReturnValue(true);
    fail = false;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'VIP page' })).toBeInTheDocument();
  });
});

describe('a page that failed fails on its own address only', () => {
  beforeEach(failuresShownAfterTheReload);
  /** A page's loader whose first fetch fails (the player was offline) and the next ones load. */
  function failingOnce(name: string) {
    return vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ default: () => <h1>{name}</h1> });
  }

  it('another address of the same route (/live?vassalage=A, then B) loads the page again', async () => {
    const load = failingOnce('Live casino');
    renderWithProviders(
      <>
        <Link to="/live?vassalage=B">Vendor B</Link>
        <LazyPage load={load} />
      </>,
      { route: '/live?vassalage=A' },
    );
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Vendor B' }));
    expect(await screen.findByRole('heading', { name: 'Live casino' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('another route with the same page (/rng, then /live) fetches it again rather than failing with the first', async () => {
    const load = failingOnce('Games');
    // As the site's routes are: one page per path, keyed by it.
    renderWithProviders(
      <>
        <Link to="/live">Live</Link>
        <Routes>
          {['/rng', '/live'].map((path) => (
            <Route key={path} path={path} element={<LazyPage key={path} load={load} />} />
          ))}
        </Routes>
      </>,
      { route: '/rng' },
    );
    expect(await screen.findByRole('heading', { name: 'This page could not load' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('the focus after Try again', () => {
  beforeEach(failuresShownAfterTheReload);
  /** A page's loader whose first fetch fails, and whose second arrives when the test says. */
  function failingThenHeld() {
    let arrive = () => undefined as void;
    const load = vi
      .fn<() => Promise<{ default: ComponentType }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(() => new Promise((resolve) => (arrive = () => resolve({ default: () => <h1>VIP page</h1> }))));
    return { load, arrive: () => act(async () => arrive()) };
  }

  it('goes to the page once it is back, not to the body the pressed button left it on', async () => {
    const { load, arrive } = failingThenHeld();
    renderWithProviders(
      <main tabIndex={-1}>
        <LazyPage load={load} />
      </main>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByRole('status');
    await arrive();
    expect(await screen.findByRole('heading', { name: 'VIP page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('goes to the new Try again when Try again fails again, not to the body', async () => {
    const load = vi.fn<() => Promise<{ default: ComponentType }>>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    renderWithProviders(
      <main tabIndex={-1}>
        <LazyPage load={load} />
      </main>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await expect.poll(() => load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus());
  });

  it('stays where the player has put it while the page loaded', async () => {
    const { load, arrive } = failingThenHeld();
    renderWithProviders(
      <>
        <button>Menu</button>
        <main tabIndex={-1}>
          <LazyPage load={load} />
        </main>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    screen.getByRole('button', { name: 'Menu' }).focus();
    await arrive();
    expect(await screen.findByRole('heading', { name: 'VIP page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});

describe('the page a visit opens on, preloaded while the site starts', () => {
  it('renders as itself once its chunk is in, with no loading line in between', async () => {
    const load = vi.fn(() => Promise.resolve({ default: () => <h1>Promotions</h1> }));
    preloadPageChunk(load);
    await act(() => load.mock.results[0]?.value);
    renderWithProviders(<LazyPage load={load} shellCatalog />);
    expect(screen.getByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('still in flight, is waited for rather than asked for again', async () => {
    let arrive: (page: { default: ComponentType }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
    preloadPageChunk(load);
    renderWithProviders(<LazyPage load={load} shellCatalog />);
    await screen.findByRole('status');
    await act(async () => arrive({ default: () => <h1>Lobby</h1> }));
    expect(await screen.findByRole('heading', { name: 'Lobby' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});

describe('scrolling when a page arrives (spec §2)', () => {
  function ArrivedPage() {
    return <h1>Arrived</h1>;
  }

  it('the first page of a visit does not pull the player back to the top when its chunk arrives late', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    scrollTo.mockClear();
    let arrive: (page: { default: typeof ArrivedPage }) => void = () => undefined;
    const arrival = new Promise<{ default: typeof ArrivedPage }>((resolve) => (arrive = resolve));
    renderWithProviders(<LazyPage load={() => arrival} />);
    await screen.findByRole('status');
    await act(async () => arrive({ default: ArrivedPage }));
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  /** A lobby that records the game chosen in its address, in place or as a new page. */
  function ChoosingPage() {
    const [, setQuery] = useSearchParams();
    return (
      <>
        <button onClick={() => setQuery({ gameCode: 'VNMB' }, { replace: true, state: IN_PLACE })}>Choose in place</button>
        <button onClick={() => setQuery({ gameCode: 'VNMB' })}>Follow a link</button>
      </>
    );
  }

  it('a page recording its own state in its address keeps the player where they are; any other address starts at the top', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    renderWithProviders(<LazyPage load={() => Promise.resolve({ default: ChoosingPage })} />, { route: '/vnlottery' });
    await userEvent.click(await screen.findByRole('button', { name: 'Choose in place' }));
    scrollTo.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Choose in place' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Follow a link' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('a hash that is not a valid escape (#50%off) is taken as written, and the page shows', async () => {
    renderWithProviders(<LazyPage load={() => Promise.resolve({ default: ArrivedPage })} />, { route: '/promotions#50%off' });
    expect(await screen.findByRole('heading', { name: 'Arrived' })).toBeInTheDocument();
  });
});
