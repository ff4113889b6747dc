import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createLanguageStore, LanguageProvider } from '@wl/i18n';
import { GuardedActionContext } from '@wl/session';
import { createTestStore, renderWithProviders, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { prefetchHotGames } from '../lobby/lobby-opening';
import { tileColumnsTemplate } from '../tiles/grid-layout';
import { HotGames, type HotGamesProps } from './home-game-sections';

const sandbox = serveSandbox();

function renderHotGames(store: ReturnType<typeof createTestStore>, props: HotGamesProps = {}) {
  return renderWithProviders(<HotGames {...props} />, {
    store,
    wrapper: (children) => (
      <LanguageProvider store={createLanguageStore({ defaultLanguage: 'EN', supportedLanguages: ['EN'] })}>
        <ModalProvider registry={{}}>
          <GuardedActionContext.Provider value={(action) => action()}>{children}</GuardedActionContext.Provider>
        </ModalProvider>
      </LanguageProvider>
    ),
  });
}

describe('a visit that opens on the hot games (/hot)', () => {
  it('has the hot games asked for before the page renders, which asks for them no second time', async () => {
    const calls = sandbox.record(/GCSGAME_hotGamesV2/);
    const store = createTestStore();
    await store.dispatch(prefetchHotGames('EN', document.implementation.createHTMLDocument()));
    expect(calls).toHaveLength(1);
    renderHotGames(store);
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(1);
  });

  it('has the first hot game’s picture preloaded, at the address its tile shows', async () => {
    const doc = document.implementation.createHTMLDocument();
    const store = createTestStore();
    await store.dispatch(prefetchHotGames('EN', doc));
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]')];
    expect(preloads).toHaveLength(1);
    renderHotGames(store);
    const [first] = await screen.findAllByRole('button', { name: /^Play / });
    await waitFor(() => expect(first?.querySelector('img')?.getAttribute('src')).toBe(preloads[0]?.getAttribute('href')));
  });
});

describe('the hot games section', () => {
  it('is a region named by its heading on home', async () => {
    renderHotGames(createTestStore());
    const region = await screen.findByRole('region', { name: 'Hot games' });
    expect(region).toContainElement(screen.getByRole('heading', { level: 2, name: 'Hot games' }));
    expect(region).toContainElement(await screen.findByRole('list', { name: 'Hot games' }));
  });

  it('has no heading of its own on a page of their own (/hot), whose heading names them, only its named list', async () => {
    renderHotGames(createTestStore(), { ownPage: true });
    expect(await screen.findByRole('list', { name: 'Hot games' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('on a page of their own (/hot), its placeholders and its games take the lobby grid’s columns: two across a phone', async () => {
    renderHotGames(createTestStore(), { ownPage: true });
    const columns = tileColumnsTemplate(testTheme);
    expect(getComputedStyle(screen.getByRole('generic', { busy: true })).gridTemplateColumns).toBe(columns);
    expect(getComputedStyle(await screen.findByRole('list', { name: 'Hot games' })).gridTemplateColumns).toBe(columns);
  });

  it('tells the page once the games are shown, and not before', async () => {
    const onSettled = vi.fn();
    renderHotGames(createTestStore(), { ownPage: true, onSettled });
    expect(onSettled).not.toHaveBeenCalled();
    await screen.findByRole('list', { name: 'Hot games' });
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
  });

  it('tells the page when the games failed too: the error note is the section’s final height', async () => {
    sandbox.use({ faults: { failureRates: { '/wps/relay/GCSGAME_hotGamesV2': 1 } } });
    const onSettled = vi.fn();
    renderHotGames(createTestStore(), { ownPage: true, onSettled });
    await waitFor(() => expect(onSettled).toHaveBeenCalled());
  });

  it("keeps its failure while Try again asks again, the button busy and focused (the player's place, WCAG 2.4.3)", async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get(
        '*/wps/relay/GCSGAME_hotGamesV2',
        () => HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }),
        {
          once: true,
        },
      ),
      // Held, then left to the sandbox's own handler.
      http.get('*/wps/relay/GCSGAME_hotGamesV2', () => held, { once: true }),
    );
    renderHotGames(createTestStore());
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(tryAgain);
    expect(tryAgain).toBeInTheDocument();
    expect(tryAgain).toBeEnabled();
    // RTK Query tells its subscribers of a call going out a frame later (its auto-batching).
    await waitFor(() => expect(tryAgain).toHaveAttribute('aria-busy', 'true'));
    expect(tryAgain).toHaveFocus();
    answer();
    expect(await screen.findByRole('list', { name: 'Hot games' })).toBeInTheDocument();
  });
});
