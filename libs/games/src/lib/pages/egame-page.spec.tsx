import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLanguageStore, LanguageProvider } from '@wl/i18n';
import { GuardedActionContext, SESSION_SLICE, sessionEnded, sessionStarted, type GuardedAction } from '@wl/session';
import type { BrandConfig } from '@wl/brand';
import { createTestStore, logInToSandbox, renderWithProviders, styleDeclarationsFor, testBrand, testTheme } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { prefetchLobby } from '../lobby/lobby-opening';
import { GAME_POINT_RATES } from '../catalog/point-labels';
import { tileColumnsTemplate } from '../tiles/grid-layout';
import EGamePage from './egame-page';

/** While set, work put off until after the first screen waits here instead of for the browser to be idle. */
const firstScreen = vi.hoisted(() => ({ held: undefined as (() => void)[] | undefined }));
vi.mock('@wl/ui-kit', async (importOriginal) => {
  const kit = await importOriginal<typeof import('@wl/ui-kit')>();
  return {
    ...kit,
    afterFirstScreen: (task: () => void) => {
      if (!firstScreen.held) return kit.afterFirstScreen(task);
      firstScreen.held.push(task);
      return () => undefined;
    },
  };
});

const sandbox = serveSandbox();

/** An element's ancestors, nearest first. */
const ancestorsOf = (element: Element): Element[] =>
  element.parentElement ? [element.parentElement, ...ancestorsOf(element.parentElement)] : [];

beforeEach(async () => {
  await fetch('http://localhost/__sandbox/reset', { method: 'POST' });
  await logInToSandbox('demo_vip');
});
afterEach(() => {
  sessionStorage.clear();
  firstScreen.held = undefined;
});

function renderLobby(
  route: string,
  store = createTestStore(),
  languages = createLanguageStore({ defaultLanguage: 'EN', supportedLanguages: ['EN'] }),
  guard: GuardedAction = (action) => action(),
  brand: BrandConfig = testBrand,
) {
  return renderWithProviders(<EGamePage />, {
    route,
    language: 'EN',
    store,
    brand,
    // The logged-in player passes the guard (auth's guard is tested in auth).
    wrapper: (children) => (
      <LanguageProvider store={languages}>
        <ModalProvider registry={{}}>
          <GuardedActionContext.Provider value={guard}>{children}</GuardedActionContext.Provider>
        </ModalProvider>
      </LanguageProvider>
    ),
  });
}

/**
 * The server refuses every favourite added. Refused on the member's own sandbox rather than by `sandbox.use`, whose
 * new sandbox would not know the session `beforeEach` logged in, so the test would run as a guest.
 */
function refuseFavouriteAdds() {
  sandbox.server.use(
    http.post('*/wps/relay/MCSFE_addFavoriteGameV2', () =>
      HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }),
    ),
  );
}

async function gameNameOf(vassalage: string, index: number): Promise<string> {
  const answer = await (await fetch(`http://localhost/wps/relay/GCSGAME_gameList?vassalage=${vassalage}&pageNum=1&pageSize=200`)).json();
  return answer.value.content[index].gameName as string;
}

describe('the slot lobby (issue 12)', () => {
  it('searches every vendor of the category, ignoring case and accents', async () => {
    const name = await gameNameOf('HABANERO', 150);
    renderLobby('/rng');
    expect(await screen.findByRole('radio', { name: 'PG Soft Hot' })).toBeChecked();
    // "Lucky" typed as "LÚCKY": accents and case do not matter.
    const typed = name.toUpperCase().replace(/[AEIOU]/, (vowel) => `${vowel}\u0301`);
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search games' }));
    await userEvent.paste(typed);
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('button', { name: `Play ${name}` }).length).toBeGreaterThan(0);
  });

  it('another vendor chosen shows placeholders until its games arrive, never the previous vendor’s games under its name', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    sandbox.server.use(
      http.get('*/wps/relay/GCSGAME_gameList', async ({ request }) => {
        // Held, then left to the sandbox's own handler.
        if (new URL(request.url).searchParams.get('vassalage') === 'JDB') await held;
      }),
    );
    renderLobby('/rng?vassalage=PG');
    const games = () => screen.queryAllByRole('button', { name: /^Favourite: / }).map((button) => button.getAttribute('aria-label'));
    await screen.findAllByRole('button', { name: /^Favourite: / });
    const pgGames = games();
    await userEvent.click(screen.getByRole('radio', { name: 'JDB' }));
    await waitFor(() => expect(games()).toEqual([]));
    release();
    await screen.findAllByRole('button', { name: /^Favourite: / });
    expect(games()).not.toContain(pgGames[0]);
  });

  it('says what the search found in one status, there (empty) before the typing, so that screen readers say its news', async () => {
    const name = await gameNameOf('HABANERO', 150);
    renderLobby('/rng');
    const search = await screen.findByRole('searchbox', { name: 'Search games' });
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.click(search);
    await userEvent.paste(name);
    await waitFor(() => expect(status).toHaveTextContent(/^\d+ games? found$/));
    expect(screen.getByRole('status')).toBe(status);
  });

  it("suggests the player's recent and the hot games when nothing matches", async () => {
    renderLobby('/rng');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'no such game');
    expect(await screen.findByText('No game is called “no such game”. You might like these instead:')).toBeInTheDocument();
    const suggestions = await screen.findByRole('list', { name: 'Suggested games' });
    // The grid lays out its rows once it has measured itself, a moment after the list is there.
    expect((await within(suggestions).findAllByRole('listitem')).length).toBeGreaterThan(0);
  });

  it('a search that matches nothing, with no games to suggest, says so and offers no empty suggestions', async () => {
    sandbox.server.use(http.get('*/wps/relay/GCSGAME_hotGamesV2', () => HttpResponse.json({ success: true, value: { list: [] } })));
    sandbox.server.use(http.get('*/wps/relay/GCS_recentGame', () => HttpResponse.json({ success: true, value: [] })));
    renderLobby('/rng');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'no such game');
    expect(await screen.findByText('No game is called “no such game”.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Suggested games' })).not.toBeInTheDocument();
  });

  it('rolls back a favourite the server refuses, and says so with its catalogued message (spec §8)', async () => {
    refuseFavouriteAdds();
    const store = createTestStore();
    renderLobby('/rng?vassalage=JDB', store);
    const hearts = await screen.findAllByRole('button', { name: /^Favourite: / });
    const heart = hearts.find((button) => button.getAttribute('aria-pressed') === 'false') as HTMLElement;
    await userEvent.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    // Refused for the member, who is still logged in: not a session the server had ended.
    expect(store.getState()[SESSION_SLICE].status).toBe('loggedIn');
  });

  it('adds a favourite at once, and removes it at once', async () => {
    renderLobby('/rng?vassalage=JDB');
    const hearts = await screen.findAllByRole('button', { name: /^Favourite: / });
    const heart = hearts.find((button) => button.getAttribute('aria-pressed') === 'false') as HTMLElement;
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    // One change of a game at a time (the next test): the add is answered first.
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('one change of a favourite at a time: a press while the last is on its way sends nothing, so the server keeps what the heart shows', async () => {
    let answer: () => void = () => undefined;
    sandbox.server.use(
      http.post('*/wps/relay/MCSFE_addFavoriteGameV2', () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))), {
        once: true,
      }),
    );
    const changes = sandbox.record(/MCSFE_(add|remove)FavoriteGameV2/, (request) => request.method);
    renderLobby('/rng?vassalage=JDB');
    const hearts = await screen.findAllByRole('button', { name: /^Favourite: / });
    const heart = hearts.find((button) => button.getAttribute('aria-pressed') === 'false') as HTMLElement;
    await userEvent.click(heart);
    await userEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveAttribute('aria-busy', 'true');
    answer();
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(changes).toEqual(['POST']);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it('a favourite change the server refuses shows its catalogued message and action (spec §8), and the heart can send it again', async () => {
    let refusing = true;
    sandbox.server.use(
      http.post('*/wps/relay/MCSFE_addFavoriteGameV2', () =>
        refusing ? HttpResponse.json({ success: false, value: null, errorCode: 'too.many.requests' }, { status: 429 }) : undefined,
      ),
    );
    renderLobby('/rng?vassalage=JDB');
    const hearts = await screen.findAllByRole('button', { name: /^Favourite: / });
    const heart = hearts.find((button) => button.getAttribute('aria-pressed') === 'false') as HTMLElement;
    await userEvent.click(heart);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Please try again after 5 minutes.');
    // The catalogue's action for it: a Try again that counts down the wait.
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveTextContent(/^Try again in /);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    // The rest of the page still works: the same heart sends the change again.
    refusing = false;
    await userEvent.click(heart);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("a member's hearts claim no state while their favourites' call fails: its catalogued message and Try again show, and no change is sent", async () => {
    let failing = true;
    sandbox.server.use(
      http.get('*/wps/relay/MCSFE_getFavoriteGames', () =>
        failing ? HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }) : undefined,
      ),
    );
    renderLobby('/rng?vassalage=JDB');
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    // The games are there to play, but no heart says (or changes) what is not known: a tile's heart is the one way
    // a favourite change is sent (game-tile.tsx), so with none on the page no change can be.
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: /^Favourite: / })).toEqual([]);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('button', { name: /^Favourite: / })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Favourite: / }).every((heart) => heart.hasAttribute('aria-pressed'))).toBe(true);
    // Try again went with its message: the focus goes to the hearts it brought back, not the page (WCAG 2.4.3).
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Favourite: / })[0]).toHaveFocus());
  });

  it("a refused favourite change's Try again that succeeds hands the focus to its game's heart (WCAG 2.4.3)", async () => {
    sandbox.server.use(
      http.post(
        '*/wps/relay/MCSFE_addFavoriteGameV2',
        () => HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    renderLobby('/rng?vassalage=JDB');
    const hearts = await screen.findAllByRole('button', { name: /^Favourite: / });
    const heart = hearts.filter((button) => button.getAttribute('aria-pressed') === 'false')[1] as HTMLElement;
    await userEvent.click(heart);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(heart).toHaveFocus());
  });

  it('a favourite removed from the Favourites list with the keyboard hands the focus to the next heart, and the status says so (WCAG 2.4.3)', async () => {
    renderLobby('/rng?vassalage=JDB');
    // Three favourites of this vendor, added as a player would.
    for (let added = 0; added < 3; added++) {
      const heart = (await screen.findAllByRole('button', { name: /^Favourite: / })).find(
        (button) => button.getAttribute('aria-pressed') === 'false',
      ) as HTMLElement;
      await userEvent.click(heart);
      await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    }
    await userEvent.click(screen.getByRole('radio', { name: 'Favourites' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Favourite: / })).toHaveLength(3));
    const [first] = screen.getAllByRole('button', { name: /^Favourite: / });
    const name = (first.getAttribute('aria-label') ?? '').replace(/^Favourite: /, '');
    act(() => first.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(`${name} removed from your favourites.`);
    const hearts = screen.getAllByRole('button', { name: /^Favourite: / });
    expect(hearts).toHaveLength(2);
    expect(document.activeElement).toBe(hearts[0]);
    expect(document.activeElement).not.toBe(document.body);
  });

  it('the game’s name in the removed-favourite status is isolated (<bdi>), so a name from data cannot turn the sentence around in a right-to-left page', async () => {
    renderLobby('/rng?vassalage=JDB');
    const heart = (await screen.findAllByRole('button', { name: /^Favourite: / })).find(
      (button) => button.getAttribute('aria-pressed') === 'false',
    ) as HTMLElement;
    await userEvent.click(heart);
    await waitFor(() => expect(heart).not.toHaveAttribute('aria-busy'));
    await userEvent.click(screen.getByRole('radio', { name: 'Favourites' }));
    const [favourite] = await screen.findAllByRole('button', { name: /^Favourite: / });
    const name = (favourite.getAttribute('aria-label') ?? '').replace(/^Favourite: /, '');
    await userEvent.click(favourite);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(`${name} removed from your favourites.`));
    const isolated = Array.from(screen.getByRole('status').querySelectorAll('bdi'), (bdi) => bdi.textContent);
    expect(isolated).toEqual([name]);
  });

  it('its placeholders take the lobby grid’s columns, two across a phone, so the grid taking their place does not reflow', async () => {
    renderLobby('/rng');
    const columns = tileColumnsTemplate(testTheme);
    expect(getComputedStyle(screen.getByRole('generic', { busy: true })).gridTemplateColumns).toBe(columns);
    await screen.findAllByRole('button', { name: /^Play / });
  });

  it('shows the catalogued message with a retry when the games calls fail', async () => {
    sandbox.use({ faults: { failureRates: { '/wps/relay/GCSGAME_newGameVendor': 1 } } });
    renderLobby('/rng');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('asks for a long list’s last page (for a jump to the end) only once the first screen is up', async () => {
    const pages = sandbox.record(/GCSGAME_gameList\?.*pageNum=\d+/, (request) => new URL(request.url).searchParams.get('pageNum'));
    firstScreen.held = [];
    // PG Soft has 520 games: three pages of 200.
    renderLobby('/rng');
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
    expect(pages).toEqual(['1']);
    act(() => firstScreen.held?.splice(0).forEach((task) => task()));
    await waitFor(() => expect(pages).toEqual(['1', '3']));
  });

  it("shows the spec's game point label of the category, in the player's number format", async () => {
    renderLobby('/live');
    expect(await screen.findByText('Game points: 0.70')).toBeInTheDocument();
    expect(GAME_POINT_RATES).toEqual({ LIVE: 0.7, SPORTS: 1, FISH: 1.2, RNG: 1.2, PVP: 1, ESPORTS: 1, COCKFIGHT: 1 });
  });
});

describe("Try again in a lobby keeps the player's place (WCAG 2.4.3)", () => {
  const failed = () => HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 });

  it('the game grid’s failure stays while Try again asks again, the button busy and focused, and its answer hands the focus to the heading', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get('*/wps/relay/GCSGAME_gameList', failed, { once: true }),
      // Held, then left to the sandbox's own handler.
      http.get('*/wps/relay/GCSGAME_gameList', () => held, { once: true }),
    );
    renderLobby('/rng?vassalage=JDB');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(tryAgain);
    expect(tryAgain).toBeInTheDocument();
    expect(tryAgain).toBeEnabled();
    // RTK Query tells its subscribers of a call going out a frame later (its auto-batching).
    await waitFor(() => expect(tryAgain).toHaveAttribute('aria-busy', 'true'));
    expect(tryAgain).toHaveFocus();
    answer();
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
    // The button went with its message: the focus goes to the lobby's heading, not the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('a later page of games that fails says so (spec §8), not placeholders for ever, and Try again brings it', async () => {
    const pages = sandbox.record(/GCSGAME_gameList\?.*pageNum=3/);
    let failing = true;
    sandbox.server.use(
      http.get('*/wps/relay/GCSGAME_gameList', ({ request }) => {
        if (!failing || new URL(request.url).searchParams.get('pageNum') !== '3') return undefined;
        failing = false;
        return failed();
      }),
    );
    // PG Soft has 520 games: its last page (the third) is asked for once the first screen is up.
    renderLobby('/rng?vassalage=PG');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    // It stays at the window's foot, on a phone above the fixed tab bar (and the safe area under it), not under it.
    const box = ancestorsOf(alert).find((element) => styleDeclarationsFor(element).includes('position:sticky'));
    const phoneFoot = `calc(${testTheme.layout.tabBarRoom} + ${testTheme.space.md})`.replace(/\s/g, '');
    expect(box && styleDeclarationsFor(box).map((declaration) => declaration.replace(/\s/g, ''))).toContain(`inset-block-end:${phoneFoot}`);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(pages).toHaveLength(2);
  });

  it('the search catalogue’s failure stays while Try again asks again, the button busy and focused, and its answer hands the focus to the search', async () => {
    let failing = true;
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get('*/wps/relay/GCSGAME_gameList', async ({ request }) => {
        // The grid's own list (it names a selection type) is left to the sandbox.
        if (new URL(request.url).searchParams.has('selectionType')) return undefined;
        if (failing) return failed();
        await held;
        return undefined;
      }),
    );
    renderLobby('/rng');
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'no such game');
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    failing = false;
    await userEvent.click(tryAgain);
    expect(tryAgain).toBeInTheDocument();
    expect(tryAgain).toBeEnabled();
    expect(tryAgain).toHaveAttribute('aria-busy', 'true');
    expect(tryAgain).toHaveFocus();
    answer();
    expect(await screen.findByText('No game is called “no such game”. You might like these instead:')).toBeInTheDocument();
    // The button went with its message: the focus goes back to the search, above what it found.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search games' })).toHaveFocus());
  });
});

describe("the lobby's selection on a logout (Favourites and Recent are the player's)", () => {
  it.each(['Favourites', 'Recently played'])('%s chosen by a member goes back to All once they log out', async (choice) => {
    const store = createTestStore();
    renderLobby('/rng?vassalage=JDB', store);
    await userEvent.click(await screen.findByRole('radio', { name: choice }));
    expect(screen.getByRole('radio', { name: choice })).toBeChecked();
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(await screen.findByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('radio', { name: choice })).not.toBeChecked();
  });

  it('a favourite the server refused is not reported to whoever uses the lobby after the logout', async () => {
    refuseFavouriteAdds();
    const store = createTestStore();
    renderLobby('/rng?vassalage=JDB', store);
    const hearts = await screen.findAllByRole('button', { name: /^Favourite: / });
    await userEvent.click(hearts.find((button) => button.getAttribute('aria-pressed') === 'false') as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    act(() => {
      store.dispatch(sessionEnded());
    });
    // The lobby is drawn again for the guest (the logout empties the API cache) before it is read.
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a guest choosing Favourites is told to log in where the games go; no login opens on the way (WCAG 3.2.2: the arrow keys choose)', async () => {
    const store = createTestStore();
    act(() => {
      store.dispatch(sessionEnded());
    });
    const guard = vi.fn<GuardedAction>();
    renderLobby('/rng?vassalage=JDB', store, undefined, guard);
    await userEvent.click(await screen.findByRole('radio', { name: 'Favourites' }));
    expect(screen.getByRole('radio', { name: 'Favourites' })).toBeChecked();
    expect(await screen.findByText('Log in to see your favourite games.')).toBeInTheDocument();
    expect(guard).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(guard).toHaveBeenCalledTimes(1);
  });

  it('the line asking a guest to log in is read from the whole catalog, which a lobby opened first has not loaded', async () => {
    const store = createTestStore();
    act(() => {
      store.dispatch(sessionEnded());
    });
    // VI, whose catalog (unlike the EN the render's own provider loads whole) has only its shell part in, and whose
    // rest nothing else asks for: as on a visit that opens at the lobby.
    const languages = createLanguageStore({
      defaultLanguage: 'VI',
      supportedLanguages: ['VI'],
      storage: { getItem: () => null, setItem: () => undefined },
    });
    renderWithProviders(<EGamePage />, {
      route: '/rng?vassalage=JDB',
      store,
      wrapper: (children) => (
        <LanguageProvider store={languages} prefetchRest={() => () => undefined}>
          <ModalProvider registry={{}}>{children}</ModalProvider>
        </LanguageProvider>
      ),
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Yêu thích' }));
    expect(await screen.findByText('Đăng nhập để xem các trò chơi yêu thích của bạn.')).toBeInTheDocument();
  });

  it('Favourites chosen as a guest stays chosen once the guest logs in, and the line asking for a login gives way to their list', async () => {
    const store = createTestStore();
    const state = store.getState()[SESSION_SLICE];
    if (state.status !== 'loggedIn') throw new Error('the test starts logged in');
    const { status: _status, ...session } = state;
    act(() => {
      store.dispatch(sessionEnded());
    });
    renderLobby('/rng?vassalage=JDB', store);
    await userEvent.click(await screen.findByRole('radio', { name: 'Favourites' }));
    await screen.findByText('Log in to see your favourite games.');
    act(() => {
      store.dispatch(sessionStarted(session));
    });
    expect(screen.getByRole('radio', { name: 'Favourites' })).toBeChecked();
    await waitFor(() => expect(screen.queryByText('Log in to see your favourite games.')).not.toBeInTheDocument());
  });

  it('a selection open to guests (Hot) stays', async () => {
    const store = createTestStore();
    renderLobby('/rng?vassalage=JDB', store);
    await userEvent.click(await screen.findByRole('radio', { name: 'Hot' }));
    act(() => {
      store.dispatch(sessionEnded());
    });
    expect(await screen.findByRole('radio', { name: 'Hot' })).toBeChecked();
  });
});

describe('the lobby on a language switch (spec §4: game data is reloaded on language change)', () => {
  it('asks again, in the new language, for the game types, the games, the recent games and the search catalogue', async () => {
    const languages = createLanguageStore({
      defaultLanguage: 'EN',
      supportedLanguages: ['EN', 'VI'],
      storage: { getItem: () => null, setItem: () => undefined },
    });
    // Each call as `<what> <language>`; the lobby's own list names a selection type, the catalogue's does not.
    const asked = sandbox.record(/GCSGAME_getVassGameType|GCSGAME_gameList|GCS_recentGame/, (request) => {
      const url = new URL(request.url);
      const what = url.pathname.endsWith('GCSGAME_gameList')
        ? url.searchParams.has('selectionType')
          ? 'games'
          : 'catalogue'
        : url.pathname.endsWith('GCS_recentGame')
          ? 'recent'
          : 'types';
      return `${what} ${request.headers.get('Language')}`;
    });
    // The site's API config reads the same language store as the page.
    renderLobby('/fish', createTestStore({ getLanguage: languages.getLanguage }), languages);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'no such game');
    expect(await screen.findByText('No game is called “no such game”. You might like these instead:')).toBeInTheDocument();
    expect(new Set(asked)).toEqual(new Set(['types EN', 'games EN', 'catalogue EN', 'recent EN']));

    act(() => languages.setLanguage('VI'));
    await waitFor(() =>
      expect(new Set(asked)).toEqual(
        new Set(['types EN', 'games EN', 'catalogue EN', 'recent EN', 'types VI', 'games VI', 'catalogue VI', 'recent VI']),
      ),
    );
  });
});

/** The lobby's own calls: its vendors, the vendor's game types and the first page of its games. */
const LOBBY_CALLS = /GCSGAME_newGameVendor|GCSGAME_getVassGameType|GCSGAME_gameList\?.*pageNum=1&/;

describe('a brand whose selection types leave out All (the brand schema accepts any of them)', () => {
  const hotAndNew: BrandConfig = { ...testBrand, gameSelectionTypes: ['HOT', 'NEW'] };

  it("the Hot list's tiles do not each say Hot, but a search's results, of every kind, keep their marks", async () => {
    const hot = await gameNameOf('JDB', 0);
    renderLobby('/rng?vassalage=JDB', createTestStore(), undefined, undefined, hotAndNew);
    expect(await screen.findByRole('radio', { name: 'Hot' })).toBeChecked();
    const grid = await screen.findByRole('list', { name: /JDB/ });
    expect(await within(grid).findByRole('button', { name: `Play ${hot}` })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('searchbox', { name: 'Search games' }));
    await userEvent.paste(hot);
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect((await within(results).findAllByRole('button', { name: `Play ${hot} (Hot)` })).length).toBeGreaterThan(0);
  });

  it("shows the selection chips in the brand's order, the list the lobby starts on checked", async () => {
    renderLobby('/rng?vassalage=JDB', createTestStore(), undefined, undefined, {
      ...testBrand,
      gameSelectionTypes: ['RECENT', 'HOT', 'ALL', 'NEW'],
    });
    const selections = await screen.findByRole('group', { name: 'Show' });
    const inBrandOrder = ['Recently played', 'Hot', 'All', 'New'].map((name) => within(selections).getByRole('radio', { name }));
    expect(within(selections).getAllByRole('radio')).toEqual(inBrandOrder);
    expect(within(selections).getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it("opens the lobby on the brand's first list, Hot, its chip checked", async () => {
    const asked = sandbox.record(/GCSGAME_gameList\?.*selectionType=/, (request) => new URL(request.url).searchParams.get('selectionType'));
    renderLobby('/rng?vassalage=JDB', createTestStore(), undefined, undefined, hotAndNew);
    expect(await screen.findByRole('radio', { name: 'Hot' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'New' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'All' })).not.toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set(['HOT']));
  });

  it("a brand listing Favourites first opens a guest's lobby on its first list open to guests, not on a call to log in", async () => {
    const store = createTestStore();
    act(() => {
      store.dispatch(sessionEnded());
    });
    renderLobby('/rng?vassalage=JDB', store, undefined, undefined, { ...testBrand, gameSelectionTypes: ['FAV', 'NEW'] });
    expect(await screen.findByRole('radio', { name: 'New' })).toBeChecked();
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
  });

  it('a visit that opens on its lobby has the first page of that list asked ahead, and the page asks for none again', async () => {
    const calls = sandbox.record(LOBBY_CALLS);
    const store = createTestStore();
    await store.dispatch(prefetchLobby('/live', '?vassalage=EVO', 'EN', hotAndNew.gameSelectionTypes));
    expect(calls).toHaveLength(3);
    renderLobby('/live?vassalage=EVO', store, undefined, undefined, hotAndNew);
    expect(await screen.findByRole('radio', { name: 'Hot' })).toBeChecked();
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(3);
  });
});

describe('a lobby path in another letter case (the site matches its routes letter case aside, as React Router does)', () => {
  it('/LIVE is the live lobby: its heading and its vendors, not the slot lobby', async () => {
    renderLobby('/LIVE?vassalage=EVO');
    expect(await screen.findByRole('heading', { level: 1, name: 'Live casino' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Evolution Hot' })).toBeChecked();
  });
});

describe('a visit that opens on a lobby', () => {
  it('has its calls asked for before the page renders, and the page asks for none of them again', async () => {
    const calls = sandbox.record(LOBBY_CALLS);
    const store = createTestStore();
    await store.dispatch(prefetchLobby('/live', '?vassalage=EVO', 'EN', testBrand.gameSelectionTypes));
    expect(calls).toHaveLength(3);
    expect(calls.join(' ')).toContain('vassalage=EVO');

    renderLobby('/live?vassalage=EVO', store);
    expect(await screen.findByRole('radio', { name: 'Evolution Hot' })).toBeChecked();
    expect((await screen.findAllByRole('button', { name: /^Play / })).length).toBeGreaterThan(0);
    expect(calls).toHaveLength(3);
  });

  it('has its first game’s picture preloaded once the games and the image hosts are in, at the address its tile shows', async () => {
    const doc = document.implementation.createHTMLDocument();
    const store = createTestStore();
    await store.dispatch(prefetchLobby('/live', '?vassalage=EVO', 'EN', testBrand.gameSelectionTypes, doc));
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"][as="image"][fetchpriority="high"]')];
    expect(preloads).toHaveLength(1);
    renderLobby('/live?vassalage=EVO', store);
    // The first game is a hot one (the sandbox marks every thirteenth): "Play <name> (Hot)".
    const first = await screen.findByRole('button', { name: `Play ${await gameNameOf('EVO', 0)} (Hot)` });
    await waitFor(() => expect(first.querySelector('img')?.getAttribute('src')).toBe(preloads[0]?.getAttribute('href')));
  });
});
