import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gamePagePath, systemApi, useCdn, useGetBalanceQuery, type GameItem } from '@wl/api-client';
import { GuardedActionContext, selectIsTrial, selectToken, sessionSlice, type GuardedAction } from '@wl/session';
import { createTestStore, logInToSandbox, renderWithProviders, startSandboxTrial } from '@wl/testing';
import { expectNothingSent, serveSandbox } from '@wl/testing/vitest';
import { ModalProvider } from '@wl/ui-kit';
import { useFreePlay, useLaunchGame } from '../launch/use-launch-game';
import { GameTile } from '../tiles/game-tile';
import IframeGamePage from './iframe-game-page';

const sandbox = serveSandbox();
beforeEach(() => fetch('http://localhost/__sandbox/reset', { method: 'POST' }));
afterEach(() => sessionStorage.clear());

/** A PG Soft game as the lobby lists it: a real-money launch, and free-play ids (the vendor offers free play). */
async function aGame(): Promise<GameItem> {
  const answer = await (await fetch('http://localhost/wps/relay/GCSGAME_gameList?vassalage=PG&pageNum=1&pageSize=1')).json();
  return answer.value.content[0] as GameItem;
}

const realMoney = (game: GameItem) => gamePagePath({ gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage });
const freePlay = (game: GameItem) => gamePagePath({ telGameId: game.telGameId, telNodeId: game.telNodeId, vassalage: game.vassalage });

/**
 * The site's guard as auth provides it (auth tests its popups): a guest's login popup, here the
 * player logging in as demo_member; a trial account asking for a real-money action, the warning.
 */
function siteGuard(store: ReturnType<typeof createTestStore>, warnTrial: () => void): GuardedAction {
  return (action, { realAccount = false } = {}) => {
    const state = store.getState();
    if (!selectToken(state))
      void logInToSandbox('demo_member').then((login) =>
        store.dispatch(
          sessionSlice.actions.sessionStarted({
            token: login.token,
            customerType: login.customerType,
            account: login.userName,
            nickname: '',
            customerId: '',
            merchant: '',
          }),
        ),
      );
    else if (realAccount && selectIsTrial(state)) warnTrial();
    else action();
  };
}

function gamePage(route: string, store = createTestStore(), warnTrial: () => void = () => undefined) {
  renderWithProviders(
    <GuardedActionContext.Provider value={siteGuard(store, warnTrial)}>
      <ModalProvider registry={{}}>
        <IframeGamePage />
      </ModalProvider>
    </GuardedActionContext.Provider>,
    { route, store },
  );
  return store;
}

/**
 * The frame's title, and the page's heading, on a page opened from its address alone: the `name` of a link is
 * anyone's to write, so only the site's own launches name the game (see "the game's name on /game").
 */
const UNNAMED = 'Game';

const launches = () => sandbox.record(/\/wps\/game\/launchGame|GCS_gameTrialLaunch/, (request) => new URL(request.url).pathname);

describe('/game: a launch needs a logged-in real account (spec §4, §6)', () => {
  it('a guest is told they are not logged in, and the game launches once they log in', async () => {
    const game = await aGame();
    const asked = launches();
    gamePage(realMoney(game));
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Log in to play' }));
    const frame = await screen.findByTitle(UNNAMED);
    expect(frame).toHaveAttribute('src', expect.stringContaining(`/${game.gameId}`));
    expect(asked).toEqual(['/wps/game/launchGame']);
    // The button pressed went with the login: the focus it held goes to the game, not the page.
    await waitFor(() => expect(frame).toHaveFocus());
  });

  it('the launch is news in a status already on the page, said as it changes (not one added with its words)', async () => {
    const game = await aGame();
    gamePage(realMoney(game));
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('You are not logged in'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in to play' }));
    await screen.findByTitle(UNNAMED);
    expect(screen.getByRole('status')).toBe(status);
  });

  it('a trial account gets the real-account warning (in_need_true_account), and no launch call', async () => {
    await startSandboxTrial();
    const game = await aGame();
    const asked = launches();
    const warnTrial = vi.fn();
    gamePage(realMoney(game), createTestStore(), warnTrial);
    expect(await screen.findByText('This function is for real accounts only. Please register a real account.')).toBeInTheDocument();
    await waitFor(() => expect(warnTrial).toHaveBeenCalledTimes(1));
    await expectNothingSent(asked);
    expect(screen.queryByTitle(UNNAMED)).not.toBeInTheDocument();
  });

  it('the game goes when the server ends the session while it shows', async () => {
    await logInToSandbox('demo_member');
    const game = await aGame();
    const store = gamePage(realMoney(game));
    expect(await screen.findByTitle(UNNAMED)).toBeInTheDocument();
    act(() => {
      store.dispatch(sessionSlice.actions.sessionExpired());
    });
    expect(await screen.findByText('You are not logged in')).toBeInTheDocument();
    expect(screen.queryByTitle(UNNAMED)).not.toBeInTheDocument();
  });
});

describe('/game: the balance is refreshed on returning from a game (spec §4)', () => {
  /** The header's balance, watched as the site's header watches it. */
  function HeaderBalance() {
    useGetBalanceQuery();
    return null;
  }

  it('leaving the game page with its game open asks for the balance again', async () => {
    const game = await aGame();
    await logInToSandbox('demo_member');
    const balances = sandbox.record(/\/wps\/v2\/wallets\/balance(?:\?|$)/);
    const store = createTestStore();
    renderWithProviders(
      <GuardedActionContext.Provider value={siteGuard(store, () => undefined)}>
        <ModalProvider registry={{}}>
          <HeaderBalance />
          <Link to="/">Home</Link>
          <Routes>
            <Route path="/game" element={<IframeGamePage />} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </ModalProvider>
      </GuardedActionContext.Provider>,
      { route: realMoney(game), store },
    );
    await screen.findByTitle(UNNAMED);
    await waitFor(() => expect(balances).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(balances).toHaveLength(2));
  });
});

describe('/game: one launch at a time (a launch may move money to the game wallet)', () => {
  it('Reload while the launch is on its way launches nothing more; once it has answered, Reload launches afresh', async () => {
    await logInToSandbox('demo_member');
    const game = await aGame();
    let answer: () => void = () => undefined;
    sandbox.server.use(
      http.get('*/wps/game/launchGame', () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))), { once: true }),
    );
    const asked = launches();
    gamePage(realMoney(game));
    const reload = await screen.findByRole('button', { name: 'Reload' });
    await waitFor(() => expect(asked).toHaveLength(1));
    await userEvent.click(reload);
    await userEvent.click(reload);
    expect(asked).toHaveLength(1);
    expect(reload).toHaveAttribute('aria-busy', 'true');
    answer();
    expect(await screen.findByTitle(UNNAMED)).toBeInTheDocument();
    await userEvent.click(reload);
    await waitFor(() => expect(asked).toHaveLength(2));
  });
});

describe('/game in the player’s language (spec §3: a launch carries the language)', () => {
  it('switching the language with a game open launches it again in the new language', async () => {
    await logInToSandbox('demo_member');
    const game = await aGame();
    const asked = sandbox.record(/\/wps\/game\/launchGame/, (request) => new URL(request.url).searchParams.get('language'));
    const { setLanguage } = renderWithProviders(
      <GuardedActionContext.Provider value={(action) => action()}>
        <ModalProvider registry={{}}>
          <IframeGamePage />
        </ModalProvider>
      </GuardedActionContext.Provider>,
      { route: realMoney(game), languages: ['EN', 'VI'] },
    );
    expect(await screen.findByTitle(UNNAMED)).toBeInTheDocument();
    expect(asked).toEqual(['EN']);
    setLanguage('VI');
    await waitFor(() => expect(asked).toEqual(['EN', 'VI']));
  });
});

describe("/game: Try again after a failed launch keeps the player's place (WCAG 2.4.3)", () => {
  it('the failure stays, its Try again busy and focused, until the new attempt answers; the game then takes the focus', async () => {
    await logInToSandbox('demo_member');
    const game = await aGame();
    let answer: () => void = () => undefined;
    sandbox.server.use(
      http.get(
        '*/wps/game/launchGame',
        () => HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }),
        {
          once: true,
        },
      ),
      http.get('*/wps/game/launchGame', () => new Promise<undefined>((resolve) => (answer = () => resolve(undefined))), { once: true }),
    );
    gamePage(realMoney(game));
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    await userEvent.click(tryAgain);
    expect(tryAgain).toBeInTheDocument();
    expect(tryAgain).toBeEnabled();
    expect(tryAgain).toHaveAttribute('aria-disabled', 'true');
    expect(tryAgain).toHaveFocus();
    answer();
    const frame = await screen.findByTitle(UNNAMED);
    await waitFor(() => expect(frame).toHaveFocus());
  });
  it('after a refused launch address (plain http), the failure stays, its Try again busy and focused, and keeps the focus when refused again', async () => {
    await logInToSandbox('demo_member');
    const game = await aGame();
    const refused = () => HttpResponse.json({ success: true, value: { content: { game_url: 'http://games.example.test/play/1' } } });
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get('*/wps/game/launchGame', refused, { once: true }),
      http.get('*/wps/game/launchGame', () => held.then(refused), { once: true }),
    );
    gamePage(realMoney(game));
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
    const tryAgain = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(tryAgain);
    expect(tryAgain).toBeInTheDocument();
    expect(tryAgain).toHaveAttribute('aria-busy', 'true');
    expect(tryAgain).toHaveFocus();
    answer();
    await waitFor(() => expect(tryAgain).not.toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByText('This link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveFocus();
  });
});

describe('/game free play (spec §6: a guest plays free where the merchant enables it)', () => {
  it('opens for a guest, without logging in', async () => {
    const game = await aGame();
    gamePage(freePlay(game));
    expect(await screen.findByTitle(UNNAMED)).toHaveAttribute('src', expect.stringContaining('trial=1'));
  });

  it('the merchant having free play off says the function is not enabled, and makes no call', async () => {
    await fetch('http://localhost/__sandbox/modules', { method: 'PUT', body: JSON.stringify({ FREEPLAY3: false }) });
    const game = await aGame();
    const store = createTestStore();
    await store.dispatch(systemApi.endpoints.getPermission.initiate());
    const asked = launches();
    gamePage(freePlay(game), store);
    expect(await screen.findByText('This function is not enabled')).toBeInTheDocument();
    await expectNothingSent(asked);
    expect(screen.queryByTitle(UNNAMED)).not.toBeInTheDocument();
  });
});

describe("/game: the launch's URL (spec §3: game_url or game_url2, also value.content for PVP)", () => {
  /** A PVP room of King Maker, as its room list links it. */
  const pvpRoom = gamePagePath({ roomId: 'KM-room-1', nodeId: '1', vassalage: 'KM' });
  const launchAnswers = (value: unknown) =>
    sandbox.server.use(http.get('*/wps/game/launchGame', () => HttpResponse.json({ success: true, value }), { once: true }));

  it('a PVP launch that answers its URL as the content opens that URL', async () => {
    await logInToSandbox('demo_member');
    launchAnswers({ content: 'https://pvp.example/room/1' });
    gamePage(pvpRoom);
    expect(await screen.findByTitle(UNNAMED)).toHaveAttribute('src', 'https://pvp.example/room/1');
  });

  it('a launch that answers no URL is a failed launch, said as an invalid link (spec §8), with its Try again, not an empty frame', async () => {
    await logInToSandbox('demo_member');
    const game = await aGame();
    launchAnswers({ content: {} });
    gamePage(realMoney(game));
    expect(await screen.findByText('The game could not be started.')).toBeInTheDocument();
    expect(screen.getByText('This link is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByTitle(UNNAMED)).not.toBeInTheDocument();
  });

  it.each(['http://games.example.test/play/1', ['javascript', 'void(0)'].join(':')])(
    "a launch URL that is neither https nor the site's own (%s) is refused as an invalid link, not framed",
    async (url) => {
      await logInToSandbox('demo_member');
      const game = await aGame();
      launchAnswers({ content: { game_url: url } });
      gamePage(realMoney(game));
      expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
      expect(screen.queryByTitle(UNNAMED)).not.toBeInTheDocument();
    },
  );
});

describe("/game: Back stays on this site (the browser's history also counts other sites' pages)", () => {
  afterEach(() => vi.restoreAllMocks());

  /** Where the page is, as the router has it. */
  function Location() {
    const { pathname } = useLocation();
    return <output aria-label="location">{pathname}</output>;
  }

  /** A page of the site with a link to the game, as a lobby's tile is. */
  function Lobby({ to }: { to: string }) {
    return <Link to={to}>Open the game</Link>;
  }

  function site(route: string, gameLink: string) {
    renderWithProviders(
      <GuardedActionContext.Provider value={(action) => action()}>
        <ModalProvider registry={{}}>
          <Routes>
            <Route path="/" element={<p>Home</p>} />
            <Route path="/slots" element={<Lobby to={gameLink} />} />
            <Route path="/game" element={<IframeGamePage />} />
          </Routes>
          <Location />
        </ModalProvider>
      </GuardedActionContext.Provider>,
      { route },
    );
  }

  it("a player who came from another site's link goes to home, not back off the site", async () => {
    // Pages of other sites before this one: the browser's history is longer than this visit's.
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    const game = await aGame();
    site(freePlay(game), freePlay(game));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Home')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });

  it('a player who opened the game from a page of the site goes back to that page', async () => {
    const game = await aGame();
    site('/slots', freePlay(game));
    await userEvent.click(await screen.findByRole('link', { name: 'Open the game' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('link', { name: 'Open the game' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/slots$/);
  });
});

describe("the game's name on /game: only the site's own launch names it (a link's text under the brand's header is spoofing)", () => {
  /** A lobby's tile of the game, launching as the site's do. */
  function Lobby({ game }: { game: GameItem }) {
    const launch = useLaunchGame();
    const freePlay = useFreePlay();
    const imageUrl = useCdn('imageCDNs');
    return <GameTile game={game} iconSrc={imageUrl(game.iconUrl)} onLaunch={launch} freePlayTo={freePlay(game)} />;
  }

  function site(game: GameItem) {
    renderWithProviders(
      <GuardedActionContext.Provider value={(action) => action()}>
        <ModalProvider registry={{}}>
          <Routes>
            <Route path="/slots" element={<Lobby game={game} />} />
            <Route path="/game" element={<IframeGamePage />} />
          </Routes>
        </ModalProvider>
      </GuardedActionContext.Provider>,
      { route: '/slots' },
    );
  }

  it("a name in the address alone is not shown as the heading, the frame's title or the tab's name", async () => {
    await logInToSandbox('demo_member');
    const game = await aGame();
    const spoof = 'Support: call +1 555 0100 to claim your prize';
    // The site never writes a name there; a crafted link may.
    gamePage(
      `${gamePagePath({ gameId: game.gameId, nodeId: game.nodeId, vassalage: game.vassalage })}&${new URLSearchParams({ name: spoof })}`,
    );
    expect(await screen.findByTitle(UNNAMED)).toBeInstanceOf(HTMLIFrameElement);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Game$/);
    expect(screen.queryByText(spoof)).not.toBeInTheDocument();
  });

  it("a launch from the lobby's tile shows the game's name as the heading and the frame's title", async () => {
    await logInToSandbox('demo_member');
    const game = await aGame();
    site(game);
    await userEvent.click(await screen.findByRole('button', { name: (name) => name.startsWith(`Play ${game.gameName}`) }));
    expect(await screen.findByRole('heading', { level: 1, name: game.gameName })).toBeInTheDocument();
    expect(await screen.findByTitle(game.gameName)).toBeInstanceOf(HTMLIFrameElement);
  });

  it("a free play opened from the lobby's tile shows the game's name", async () => {
    const game = await aGame();
    site(game);
    await userEvent.click(await screen.findByRole('link', { name: `Free play: ${game.gameName}` }));
    expect(await screen.findByRole('heading', { level: 1, name: game.gameName })).toBeInTheDocument();
    expect(await screen.findByTitle(game.gameName)).toHaveAttribute('src', expect.stringContaining('trial=1'));
  });
});
