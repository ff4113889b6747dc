import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { App } from '../app';

/** Which part of the chrome throws as it renders, as one reading an answer of the wrong shape did. */
const broken = vi.hoisted(() => ({ part: '' }));
const failing = (part: string) => new Error(`${part} read a bad answer`);

function throwing<P extends object>(part: string, Real: (props: P) => ReactNode) {
  return function Part(props: P) {
    if (broken.part === part) throw failing(part);
    return Real(props);
  };
}
vi.mock('./header/header', async (original) => {
  const module = await original<typeof import('./header/header')>();
  return { ...module, Header: throwing('header', module.Header) };
});
vi.mock('./tab-bar', async (original) => {
  const module = await original<typeof import('./tab-bar')>();
  return { ...module, TabBar: throwing('tab bar', module.TabBar) };
});
vi.mock('./side-bar', async (original) => {
  const module = await original<typeof import('./side-bar')>();
  return { ...module, SideBar: throwing('side bar', module.SideBar) };
});

serveSandbox();
// jsdom does not scroll; the site scrolls to the top on every route change.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
afterEach(() => {
  cleanup();
  broken.part = '';
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Lazy pages and the catalog load on first render: allow them the time a slow CI needs. */
const LOADED = { timeout: 10_000 };

/** jsdom has no layout: every media query answers as a phone's would. */
function stubPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Renders the site at home with `part` throwing; the error React logs is collected. */
async function homeWith(part: string) {
  broken.part = part;
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.history.pushState({}, '', '/');
  render(<App brand={testBrand} />);
  expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' }, LOADED)).toBeInTheDocument();
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(logged.mock.calls.flat()).toContainEqual(failing(part));
}

describe('a part of the chrome that throws leaves its slot empty, the page usable (a crash there blanked the site)', () => {
  it('a header that throws: the page and the side bar show, the header does not, and the error is logged', async () => {
    await homeWith('header');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
  });

  it('a side bar that throws: the page and the header show, the side bar does not', async () => {
    await homeWith('side bar');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('a phone’s tab bar that throws: the page and the header show, the tab bar does not', async () => {
    stubPhone();
    await homeWith('tab bar');
    expect(screen.queryByRole('navigation', { name: 'Quick menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
