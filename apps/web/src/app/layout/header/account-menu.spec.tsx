import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusVisibleStyle, logInToSandbox, testBrand, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { App } from '../../app';

serveSandbox();
// jsdom does not scroll; the site scrolls to the top on every route change.
vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
afterEach(() => vi.unstubAllGlobals());

const LOADED = { timeout: 10_000 };
const NEW_NICKNAME = 'Lucky Star';

/** jsdom has no layout: every media query answers as a desktop would, so the header has its account menu. */
function asDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const banner = () => screen.findByRole('banner', {}, LOADED);

async function openAccountMenu() {
  asDesktop();
  await logInToSandbox('demo_member');
  window.history.pushState({}, '', '/');
  render(<App brand={testBrand} />);
  const trigger = await within(await screen.findByRole('banner', {}, LOADED)).findByRole('button', { name: 'Lucky Member' }, LOADED);
  await userEvent.click(trigger);
  return trigger;
}

describe('the account menu (spec §2)', { timeout: 30_000 }, () => {
  it('Escape closes it and gives the focus back to the name that opened it', async () => {
    const trigger = await openAccountMenu();
    await userEvent.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
  });

  it("its entries draw the theme's focus ring for the keyboard, not only a faint background (WCAG 2.4.7)", async () => {
    const trigger = await openAccountMenu();
    const entries = within(document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement).getAllByRole('button');
    for (const entry of entries)
      expect(focusVisibleStyle(entry)).toContain(`outline:${testTheme.focusRing.width} solid ${testTheme.colors.focus}`);
  });

  it('tabbing past its last entry closes it', async () => {
    const trigger = await openAccountMenu();
    const entries = within(document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement).getAllByRole('button');
    entries.at(-1)?.focus();
    await userEvent.tab();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the header names the player by the nickname (spec §2, §3 nickname key)', { timeout: 30_000 }, () => {
  it('a player who has no name in the tab yet is named by the member info’s nickname, kept with the session', async () => {
    asDesktop();
    await logInToSandbox('demo_member');
    expect(sessionStorage.getItem('nickname') ?? '').toBe('');
    window.history.pushState({}, '', '/');
    render(<App brand={testBrand} />);
    expect(await within(await banner()).findByRole('button', { name: 'Lucky Member' }, LOADED)).toBeInTheDocument();
    expect(sessionStorage.getItem('nickname')).toBe('Lucky Member');
  });

  it('a nickname the player saves shows on the account button', async () => {
    asDesktop();
    await logInToSandbox('demo_member');
    window.history.pushState({}, '', '/');
    render(<App brand={testBrand} />);
    await userEvent.click(await within(await banner()).findByRole('button', { name: 'Lucky Member' }, LOADED));
    await userEvent.click(screen.getByRole('button', { name: 'My account' }));
    const center = await screen.findByRole('dialog', { name: 'Member center' });
    await userEvent.click(await within(center).findByRole('button', { name: 'Edit profile' }, LOADED));
    const nickname = await within(center).findByRole('textbox', { name: 'Nickname' }, LOADED);
    await userEvent.clear(nickname);
    await userEvent.type(nickname, NEW_NICKNAME);
    await userEvent.click(within(center).getByRole('button', { name: 'Save' }));
    expect(await within(center).findByText('Profile saved.', {}, LOADED)).toBeInTheDocument();
    await userEvent.click(within(center).getByRole('button', { name: 'Close' }));
    expect(await within(await banner()).findByRole('button', { name: NEW_NICKNAME }, LOADED)).toBeInTheDocument();
    expect(sessionStorage.getItem('nickname')).toBe(NEW_NICKNAME);
  });
});
