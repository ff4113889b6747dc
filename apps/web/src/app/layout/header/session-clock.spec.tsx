import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logInToSandbox, testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { App } from '../../app';

serveSandbox();
// jsdom does not scroll; the site scrolls to the top on every route change.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);

const LOADED = { timeout: 10_000 };
const CLOCK = { name: /^Session time \d+:\d\d, responsible gaming$/ };

/** jsdom has no layout: every media query answers as a phone would (≤ 600 px), so the site renders its phone chrome. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
afterEach(() => vi.unstubAllGlobals());

describe("responsible gaming: the session's elapsed time in view while playing", { timeout: 30_000 }, () => {
  it('on a phone the header shows the session clock beside the balance, linking to the responsible-gaming page', async () => {
    asPhone();
    await logInToSandbox('demo_member');
    window.history.pushState({}, '', '/hot');
    render(<App brand={testBrand} />);
    const banner = await screen.findByRole('banner', {}, LOADED);
    // The phone's one account button (instead of the desktop's account menu) says this is the phone header.
    expect(await within(banner).findByRole('button', { name: 'Account' }, LOADED)).toBeInTheDocument();
    expect(await within(banner).findByRole('link', CLOCK, LOADED)).toHaveAttribute('href', '/responsibleGaming');
  });

  it('on a desktop too', async () => {
    await logInToSandbox('demo_member');
    window.history.pushState({}, '', '/hot');
    render(<App brand={testBrand} />);
    const banner = await screen.findByRole('banner', {}, LOADED);
    expect(await within(banner).findByRole('link', CLOCK, LOADED)).toHaveAttribute('href', '/responsibleGaming');
    expect(within(banner).queryByRole('button', { name: 'Account' })).not.toBeInTheDocument();
  });
});
