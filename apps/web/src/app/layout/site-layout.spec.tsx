import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { logInToSandbox, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { App } from '../app';

// Isolated: the first screen is up once per page load (libs/ui-kit first-screen.ts), and these tests start with it down.
const sandbox = serveSandbox();
// jsdom does not scroll; the site scrolls to the top on every route change.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
afterEach(() => {
  // Unmount first: the page's effects cancel their idle callbacks as they go.
  cleanup();
  vi.unstubAllGlobals();
});

/** Lazy pages and the catalog load on first render: allow them the time a slow CI needs. */
const LOADED = { timeout: 10_000 };
/** Long enough for a lazy part whose chunk is in to show. */
const SETTLE_MS = 200;

// The footer's chunk is compiled and in before the test: only the first screen can hold it back.
beforeAll(() => import('./footer'), 120_000);

describe('the page frame', () => {
  it('renders the footer once the first screen is up, so its chunk and calls never hold back the page', async () => {
    // The browser stays busy until the test says it is idle.
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    window.history.pushState({}, '', '/');
    render(<App brand={testBrand} />);

    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, SETTLE_MS)));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

    act(() => idle.splice(0).forEach((callback) => callback()));
    expect(await screen.findByRole('contentinfo', {}, LOADED)).toHaveTextContent('Test Brand is licensed');
  });

  it('the first Tab stop skips the header and navigation, straight to the page', async () => {
    window.history.pushState({}, '', '/');
    render(<App brand={testBrand} />);
    await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, LOADED);

    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.hash).toBe('');
  });

  it('after a move to another page, focus starts at that page, not on the link that went or in the header', async () => {
    window.history.pushState({}, '', '/');
    render(<App brand={testBrand} />);
    await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, LOADED);

    const banner = screen.getByRole('banner');
    const promotions = (await screen.findAllByRole('link', { name: /promo/i }, LOADED)).find((link) => banner.contains(link));
    await userEvent.click(promotions as HTMLElement);
    await waitFor(() => expect(window.location.pathname).toBe('/promotions'));
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

describe('the focus across a session change', { timeout: 60_000 }, () => {
  // The player's header and the sign-out modal are chunks of their own: compiled and in before the test.
  beforeAll(() => Promise.all([import('./header/account-area'), import('../modals/logout-body')]), 120_000);

  it('a sign-out keeps the focus on the page (WCAG 2.4.3): the name that opened it has gone with the session, so main, not the body', async () => {
    // jsdom has no layout: every media query answers as a desktop would, so the header has its account menu.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: !query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    // Home's pop-up notices are seen: one would take a focus fallen to the body, hiding the fall.
    sessionStorage.setItem('home.popupsSeen', '1');
    await logInToSandbox('demo_member');
    window.history.pushState({}, '', '/');
    render(<App brand={testBrand} />);
    const banner = await screen.findByRole('banner', {}, LOADED);
    await userEvent.click(await within(banner).findByRole('button', { name: 'Lucky Member' }, LOADED));
    await userEvent.click(within(banner).getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out' }, LOADED);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Sign out' }, LOADED));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), LOADED);
    expect(within(banner).queryByRole('button', { name: 'Lucky Member' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });
});

/** jsdom has no layout: every media query answers as a phone's would. */
function stubPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the phone’s account drawer', { timeout: 60_000 }, () => {
  beforeAll(() => import('./account-drawer'), 120_000);

  it('closes when the page changes under it (Back), and the focus starts at the page gone back to', async () => {
    stubPhone();
    window.history.pushState({}, '', '/promotions');
    window.history.pushState({}, '', '/download');
    render(<App brand={testBrand} />);
    await screen.findByRole('heading', { name: 'App download' }, LOADED);
    const tabBar = screen.getByRole('navigation', { name: 'Quick menu' });
    await userEvent.click(within(tabBar).getByRole('button', { name: 'Account' }));
    expect(await screen.findByRole('dialog', { name: 'Account menu' }, LOADED)).toBeInTheDocument();

    act(() => window.history.back());
    expect(await screen.findByRole('heading', { name: 'Promotions' }, LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Account menu' })).not.toBeInTheDocument();
    // Once the drawer's closing has run, which a busy machine may finish after the page has drawn.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });
});

describe('the focus after the session guard’s redirect (spec §2 loginedToHomePage)', { timeout: 60_000 }, () => {
  /** The sandbox's own white-label tree with the module switched on. */
  const requireSessionEverywhere = () => sandbox.use({ modules: { LOGINEDTOHOMEPAGE3: true } });

  it('a guest’s guarded link sent to /login starts the focus at that page, not on the body: the layout mounts again there', async () => {
    requireSessionEverywhere();
    window.history.pushState({}, '', '/download');
    render(<App brand={testBrand} />);
    await screen.findByRole('heading', { name: 'App download' }, LOADED);
    // The side bar's Telegram entry comes with the settings: the guard has read them by then.
    await within(await screen.findByRole('navigation', { name: 'Side menu' }, LOADED)).findByRole('link', { name: 'Telegram' }, LOADED);

    const navigation = await screen.findByRole('navigation', { name: 'Game navigation' }, LOADED);
    await userEvent.click(await within(navigation).findByRole('link', { name: 'Promotions' }, LOADED));
    expect(await screen.findByRole('heading', { name: 'Please log in' }, LOADED)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });
});
