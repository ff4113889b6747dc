import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { TabBar } from './tab-bar';

const sandbox = serveSandbox();

function renderTabBar(route: string) {
  renderWithProviders(
    <ModalProvider registry={{}}>
      <TabBar accountOpen={false} onOpenAccount={() => undefined} />
    </ModalProvider>,
    { route },
  );
}

const tab = (name: string) => screen.findByRole('link', { name });

describe('the phone’s tab bar (issue 11)', () => {
  it('marks the games tab as the current page on the hot games', async () => {
    renderTabBar('/hot');
    expect(await tab('Games')).toHaveAttribute('aria-current', 'page');
    expect(await tab('Home')).not.toHaveAttribute('aria-current');
  });

  it('marks the games tab as the current section on every other game page', async () => {
    renderTabBar('/rng?vassalage=PG');
    expect(await tab('Games')).toHaveAttribute('aria-current', 'true');
    expect(await tab('Promos')).not.toHaveAttribute('aria-current');
  });

  it('leaves the games tab alone off the game pages', async () => {
    renderTabBar('/promotions');
    expect(await tab('Games')).not.toHaveAttribute('aria-current');
    expect(await tab('Promos')).toHaveAttribute('aria-current', 'page');
  });

  it('holds a guest’s fourth tab until the settings say which it is, so “Log in” never turns into “Sign up” under the thumb', async () => {
    let answerSettings: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answerSettings = resolve));
    // Then the sandbox's own settings, which have registration on.
    sandbox.server.use(http.get('*/wps/system/whitelabel', () => held.then(() => undefined), { once: true }));
    renderTabBar('/');
    expect(await tab('Home')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    answerSettings();
    expect(await screen.findByRole('button', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('tells the accent by its icon on the brand’s colour, not as a second current tab', async () => {
    renderTabBar('/');
    const register = await screen.findByRole('button', { name: 'Sign up' });
    expect(register).not.toHaveAttribute('aria-current');
    expect(register.querySelector('[data-accent]')).not.toBeNull();
    expect((await tab('Home')).querySelector('[data-accent]')).toBeNull();
  });
});
