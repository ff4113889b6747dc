import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useGetBalanceQuery } from '@wl/api-client';
import { createLanguageStore, LanguageProvider } from '@wl/i18n';
import { GuardedActionContext, type GuardedAction } from '@wl/session';
import { createTestStore, logInToSandbox, renderWithProviders, startSandboxTrial, WithMessages } from '@wl/testing';
import { expectNothingSent, recordingGuard, serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import GamePage from './game-page';

const sandbox = serveSandbox();
beforeEach(() => logInToSandbox('demo_member'));
afterEach(() => sessionStorage.clear());

function sportsPage(
  route: string,
  messages: Record<string, string> = {},
  guard: GuardedAction = (action) => action(),
  store = createTestStore(),
) {
  return renderWithProviders(
    <Routes>
      <Route path="/sports/:game?" element={<GamePage />} />
    </Routes>,
    {
      route,
      store,
      wrapper: (children) => (
        <LanguageProvider store={createLanguageStore({ defaultLanguage: 'EN', supportedLanguages: ['EN'] })}>
          <WithMessages messages={messages}>
            <GuardedActionContext.Provider value={guard}>
              <ModalProvider registry={{}}>{children}</ModalProvider>
            </GuardedActionContext.Provider>
          </WithMessages>
        </LanguageProvider>
      ),
    },
  );
}

describe('the sports page (spec §2: /sports with its vendor)', () => {
  it('lists the providers as links, so moving along them with the keyboard opens no lobby', async () => {
    const launches = sandbox.record(/\/wps\/game\/launchGame/, (request) => request.url);
    sportsPage('/sports');
    const providers = await screen.findByRole('navigation', { name: 'Providers' });
    const links = within(providers).getAllByRole('link');
    expect(links.length).toBeGreaterThan(1);
    links[0].focus();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expectNothingSent(launches);
  });

  it('a provider chosen opens its lobby and keeps the focus on it, marked as the current one', async () => {
    sportsPage('/sports');
    const providers = await screen.findByRole('navigation', { name: 'Providers' });
    const first = within(providers).getAllByRole('link')[0];
    const name = first.textContent ?? '';
    first.focus();
    await userEvent.keyboard('{Enter}');
    const current = await waitFor(() => {
      const link = within(screen.getByRole('navigation', { name: 'Providers' })).getByRole('link', { name });
      expect(link).toHaveAttribute('aria-current', 'page');
      return link;
    });
    await waitFor(() => expect(current).toHaveFocus());
  });

  it("names the provider's frame by the page and the provider, joined and ordered as the language's message says", async () => {
    sportsPage('/sports', { 'games.play.frameTitle': '{vendor} | {category}' });
    const providers = await screen.findByRole('navigation', { name: 'Providers' });
    await userEvent.click(within(providers).getByRole('link', { name: 'BTi Sports' }));
    expect(await screen.findByTitle('BTi Sports | Sports')).toBeInstanceOf(HTMLIFrameElement);
  });

  it("marks a provider the server calls hot (spec §3 isHot), its mark's word read with its name, not in the frame's title", async () => {
    sportsPage('/sports');
    const providers = await screen.findByRole('navigation', { name: 'Providers' });
    await userEvent.click(within(providers).getByRole('link', { name: 'SABA Sports Hot' }));
    expect(await screen.findByTitle('Sports · SABA Sports')).toBeInstanceOf(HTMLIFrameElement);
  });

  it("a trial account on a provider's page gets the real-account warning (spec §8), and no launch call", async () => {
    sessionStorage.clear();
    await startSandboxTrial();
    const launches = sandbox.record(/\/wps\/game\/launchGame/, (request) => request.url);
    // The site's guard warns a trial account asking for a real-money action (auth tests the warning itself).
    const store = createTestStore();
    const popups: string[] = [];
    const guard = recordingGuard(store, popups);
    sportsPage('/sports', {}, guard, store);
    const providers = await screen.findByRole('navigation', { name: 'Providers' });
    await userEvent.click(within(providers).getAllByRole('link')[0]);
    expect(await screen.findByText('This function is for real accounts only. Please register a real account.')).toBeInTheDocument();
    expect(guard).toHaveBeenCalledWith(expect.any(Function), { realAccount: true });
    await waitFor(() => expect(popups).toEqual(['real account']));
    await expectNothingSent(launches);
  });
});

describe("the balance after a provider's lobby (spec §4: refreshed on returning from a game)", () => {
  /** The header's balance, stood in for: what keeps the balance call subscribed, as the site's header does. */
  function HeaderBalance() {
    useGetBalanceQuery();
    return null;
  }
  /** A provider's page with the header's balance and a way home; the test's balance calls, once the first has answered. */
  async function balanceCallsOn(route: string) {
    const calls = sandbox.record(/\/wps\/v2\/wallets\/balance(?:\?|$)/);
    renderWithProviders(
      <>
        <HeaderBalance />
        <Link to="/">Home</Link>
        <Routes>
          <Route path="/sports/:game?" element={<GamePage />} />
        </Routes>
      </>,
      {
        route,
        wrapper: (children) => (
          <GuardedActionContext.Provider value={(action) => action()}>
            <ModalProvider registry={{}}>{children}</ModalProvider>
          </GuardedActionContext.Provider>
        ),
      },
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    return calls;
  }

  it("leaving a provider's page with its lobby open refreshes the balance (spec §4), as leaving /game does", async () => {
    const calls = await balanceCallsOn('/sports/SABA');
    await screen.findByTitle('Sports · SABA Sports');
    expect(calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("another provider chosen refreshes the balance: the first provider's lobby went", async () => {
    const calls = await balanceCallsOn('/sports/SABA');
    await screen.findByTitle('Sports · SABA Sports');
    const other = within(screen.getByRole('navigation', { name: 'Providers' }))
      .getAllByRole('link')
      .find((link) => link.getAttribute('aria-current') !== 'page') as HTMLElement;
    await userEvent.click(other);
    await waitFor(() => expect(calls).toHaveLength(2));
    // The other provider's lobby opens: no launch is left on its way into the next test.
    // Named without its hot mark, which is the chip's, not the provider's.
    expect(await screen.findByTitle(`Sports · ${other.textContent?.replace(/ Hot$/, '')}`)).toBeInstanceOf(HTMLIFrameElement);
  });
});

describe('a provider path in another letter case (the site matches its routes letter case aside, as React Router does)', () => {
  it('/Esports/IMES is the esports page with IM eSports open, not the sports page', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/esports/:game?" element={<GamePage />} />
      </Routes>,
      {
        route: '/Esports/IMES',
        wrapper: (children) => (
          <GuardedActionContext.Provider value={(action) => action()}>
            <ModalProvider registry={{}}>{children}</ModalProvider>
          </GuardedActionContext.Provider>
        ),
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Esports' })).toBeInTheDocument();
    const providers = await screen.findByRole('navigation', { name: 'Providers' });
    expect(within(providers).getByRole('link', { name: 'IM eSports' })).toHaveAttribute('aria-current', 'page');
  });
});
