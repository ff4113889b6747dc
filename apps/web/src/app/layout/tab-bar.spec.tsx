import { cleanup, screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CategoryChips } from '@wl/games';
import type { LanguageCode } from '@wl/i18n';
import { renderWithProviders, testBrand, withoutDirPseudoClass } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { HOME_PATHS } from '../site-routes';
import { TabBar } from './tab-bar';

const sandbox = serveSandbox();

function renderTabBar(route: string, language: LanguageCode = 'EN', brand = testBrand) {
  renderWithProviders(
    <ModalProvider registry={{}}>
      <TabBar accountOpen={false} onOpenAccount={() => undefined} />
    </ModalProvider>,
    { route, language, brand },
  );
}

/** The sandbox's white-label switches for this test (reset after it). */
async function switchModules(switches: Record<string, boolean>) {
  const modules = new URL('/__sandbox/modules', window.location.href);
  const answer = await fetch(modules, { method: 'PUT', body: JSON.stringify(switches) });
  if (!answer.ok) throw new Error(`The sandbox refused the switches: ${await answer.text()}`);
  onTestFinished(async () => void (await fetch(modules, { method: 'DELETE' })));
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

  it('offers no Promos tab on a brand that publishes no promotions (type PR), whose page would be empty', async () => {
    renderTabBar('/', 'EN', { ...testBrand, announcementTypes: ['B', 'PL', 'PU'], announcementDefaultExecution: 'B' });
    expect(await tab('Games')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Promos' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
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

describe('home’s aliases (spec §2: /home, /index, /index.html)', () => {
  it('are home’s page: the home tab and the home chip are current on each of the site map’s home paths', async () => {
    const home = { key: 'HOME', to: '/', label: { messageKey: 'nav.home' }, vendors: [] };
    const promotions = { key: 'PROMOTIONS', to: '/promotions', label: { messageKey: 'nav.promotions' }, vendors: [] };
    for (const path of HOME_PATHS) {
      renderTabBar(path);
      renderWithProviders(<CategoryChips items={[home, promotions]} />, { route: path });
      const [tabLink, chip] = await screen.findAllByRole('link', { name: 'Home' });
      expect(tabLink, path).toHaveAttribute('aria-current', 'page');
      expect(tabLink, path).toHaveClass('active');
      expect(chip, path).toHaveAttribute('aria-current', 'page');
      cleanup();
    }
  });
});

describe('the log-in tab in a right-to-left language (AR, FA, UR)', () => {
  it.each([
    ['EN', 'none'],
    ['AR', 'scaleX(-1)'],
  ] as const)('in %s (<html dir> set by the site) its arrow points the way a line goes', async (language, transform) => {
    // A merchant without registration: the guest's tab is the log-in.
    await switchModules({ USERNAMEREG3: false, MOBILENUMREG3: false });
    renderTabBar('/', language);
    const logIn = await screen.findByRole('button', { name: 'Log in' });
    withoutDirPseudoClass();
    expect(getComputedStyle(logIn.querySelector('svg') as SVGElement).transform || 'none').toBe(transform);
  });
});
