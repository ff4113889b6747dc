import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { lazy, Suspense, useCallback, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { useDispatch, useSelector } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GuardedActionContext, SESSION_STORAGE_KEYS, selectToken, sessionStarted, type GuardedAction } from '@wl/session';
import { authApi, CALLS, gamePagePath, gamesApi, systemApi, type GameItem } from '@wl/api-client';
import { createTestStore, logInToSandbox, renderWithProviders, startSandboxTrial } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ModalProvider, useModals, type ModalBodyProps } from '@wl/ui-kit';
import IframeGamePage from '../pages/iframe-game-page';
import type { GamePageState, Launchable } from './launch-rules';
import { GAME_POPUP_MODAL, useLaunchGame, type GamePopupProps } from './use-launch-game';
import { GameBack } from '../../testing/game-back';

const sandbox = serveSandbox();
beforeEach(async () => {
  await fetch('http://localhost/__sandbox/reset', { method: 'POST' });
  sessionStorage.clear();
  await logInToSandbox('demo_member');
});

/** A slot game as a lobby lists it: a real-money launch on `/game`. */
const SLOT = { vassalage: 'PG', gameId: 'PG-0001', nodeId: '1', gameName: 'Slot' };

/** The popup as the launch opens it: what it was given. */
const popupRegistry = {
  [GAME_POPUP_MODAL]: {
    title: 'Game popup',
    render: ({ props }: ModalBodyProps<GamePopupProps>) => <output aria-label="popup">{JSON.stringify(props)}</output>,
  },
};

function Launcher({ game }: { game: Launchable }) {
  const launch = useLaunchGame();
  return (
    <button type="button" onClick={() => launch(game)}>
      Launch
    </button>
  );
}

/** With the vendor lanes already in, as they are once the navigation has drawn. */
async function launchOf(game: Launchable) {
  const store = createTestStore();
  await store.dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'EN' }));
  renderWithProviders(
    <GuardedActionContext.Provider value={(action) => action()}>
      <ModalProvider registry={popupRegistry}>
        <Launcher game={game} />
      </ModalProvider>
    </GuardedActionContext.Provider>,
    { store },
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Launch' }));
}

describe('launching a game that opens the popup (spec §4)', () => {
  it("a vendor's lobby entry opens its games, named by the vendor's name from the lanes", async () => {
    await launchOf({ vassalage: 'EVO', gameId: 'EVO-0001', nodeId: '1', isGame: 'VASSALAGE', gameName: 'Evolution Lobby' });
    expect(JSON.parse((await screen.findByRole('status', { name: 'popup' })).textContent ?? '')).toEqual({
      vassalage: 'EVO',
      vendorName: 'Evolution',
    });
  });

  it("a PVP game opens its rooms, named by the vendor's name", async () => {
    await launchOf({ vassalage: 'KM', gameId: 'KM-0002', nodeId: '2', gameName: 'Poker' });
    expect(JSON.parse((await screen.findByRole('status', { name: 'popup' })).textContent ?? '')).toEqual({
      vassalage: 'KM',
      vendorName: 'King Maker',
      rooms: { gameId: 'KM-0002', nodeId: '2' },
    });
  });

  it('a PVP game launched before the vendor lanes have answered waits for them, then opens its rooms', async () => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.get(`*${CALLS.games.vendorLanes.path}`, () => held, { once: true }));
    renderWithProviders(
      <GuardedActionContext.Provider value={(action) => action()}>
        <ModalProvider registry={popupRegistry}>
          <Launcher game={{ vassalage: 'KM', gameId: 'KM-0002', nodeId: '2', gameName: 'Poker' }} />
          <Location />
        </ModalProvider>
      </GuardedActionContext.Provider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Launch' }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    answer();
    expect(JSON.parse((await screen.findByRole('status', { name: 'popup' })).textContent ?? '')).toMatchObject({
      vassalage: 'KM',
      rooms: { gameId: 'KM-0002', nodeId: '2' },
    });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});

/** Where the page is, as the router has it. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** The name `/game` is opened with by the site (router state), which it shows; a name in its address it does not. */
function GamePageName() {
  const state = useLocation().state as GamePageState | null;
  return <output aria-label="game page's name">{state?.gameName}</output>;
}

describe('a double tap on a game tile launches once', () => {
  it('goes to /game once: Back from the game returns to the lobby', async () => {
    let arrive: () => void = () => undefined;
    const GamePage = lazy(() => new Promise<{ default: typeof GameBack }>((resolve) => (arrive = () => resolve({ default: GameBack }))));
    const store = createTestStore();
    await store.dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'EN' }));
    renderWithProviders(
      <GuardedActionContext.Provider value={(action) => action()}>
        <ModalProvider registry={popupRegistry}>
          <Suspense>
            <Routes>
              <Route path="/" element={<Launcher game={SLOT} />} />
              <Route path="/game" element={<GamePage />} />
            </Routes>
          </Suspense>
          <Location />
        </ModalProvider>
      </GuardedActionContext.Provider>,
      { store },
    );
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Launch' }));
    await act(async () => arrive());
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Launch' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});

describe('a double tap on a tile that opens the game popup opens one popup (opening an open popup updates it)', () => {
  it.each([
    [
      "a vendor's lobby entry (its games)",
      { vassalage: 'EVO', gameId: 'EVO-0001', nodeId: '1', isGame: 'VASSALAGE', gameName: 'Evolution Lobby' },
    ],
    ['a PVP game (its rooms)', { vassalage: 'KM', gameId: 'KM-0002', nodeId: '2', gameName: 'Poker' }],
  ])('%s', async (_, game: Launchable) => {
    const store = createTestStore();
    await store.dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'EN' }));
    renderWithProviders(
      <GuardedActionContext.Provider value={(action) => action()}>
        <ModalProvider registry={popupRegistry}>
          <Launcher game={game} />
        </ModalProvider>
      </GuardedActionContext.Provider>,
      { store },
    );
    await userEvent.dblClick(await screen.findByRole('button', { name: 'Launch' }));
    expect(await screen.findAllByRole('dialog', { name: 'Game popup' })).toHaveLength(1);
  });
});

describe('a trial account launching a game (docs/decisions.md: free play where the game and the merchant offer it)', () => {
  /** A PG Soft game: the vendor offers free play, so it has free-play ids. */
  async function aFreePlayGame(): Promise<GameItem> {
    const answer = await (await fetch('http://localhost/wps/relay/GCSGAME_gameList?vassalage=PG&pageNum=1&pageSize=1')).json();
    return answer.value.content[0] as GameItem;
  }

  /** As a trial account, with the merchant's settings in (free play on or off) and the site's guard stood in for. */
  async function launchAsTrial(game: GameItem, guard: GuardedAction, { freePlay }: { freePlay: boolean }) {
    sessionStorage.clear();
    await startSandboxTrial();
    await fetch('http://localhost/__sandbox/modules', { method: 'PUT', body: JSON.stringify({ FREEPLAY3: freePlay }) });
    const store = createTestStore();
    await store.dispatch(systemApi.endpoints.getPermission.initiate());
    renderWithProviders(
      <GuardedActionContext.Provider value={guard}>
        <ModalProvider registry={popupRegistry}>
          <Launcher game={game} />
          <Location />
          <GamePageName />
        </ModalProvider>
      </GuardedActionContext.Provider>,
      { store },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Launch' }));
  }

  it("goes to the game's free play where the merchant offers it", async () => {
    const game = await aFreePlayGame();
    const guard = vi.fn<GuardedAction>();
    await launchAsTrial(game, guard, { freePlay: true });
    const location = new URL((await screen.findByRole('status', { name: 'location' })).textContent ?? '', 'http://localhost');
    expect(location.pathname).toBe('/game');
    expect(location.searchParams.get('telGameId')).toBe(game.telGameId);
    expect(guard).not.toHaveBeenCalled();
  });

  it("opens the free play with the game's name from the site (router state), which /game shows", async () => {
    const game = await aFreePlayGame();
    await launchAsTrial(game, vi.fn<GuardedAction>(), { freePlay: true });
    expect(await screen.findByRole('status', { name: "game page's name" })).toHaveTextContent(game.gameName);
  });

  it('gets the real-account warning (in_need_true_account) where the merchant has free play off', async () => {
    const game = await aFreePlayGame();
    const guard = vi.fn<GuardedAction>();
    await launchAsTrial(game, guard, { freePlay: false });
    expect(guard).toHaveBeenCalledWith(expect.any(Function), { realAccount: true });
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });
});

describe("a guest's launch waits for the login popup (spec §4)", () => {
  /** The sandbox account still on the merchant's default password, whose login forces a password change. */
  const DEFAULT_PASSWORD = { username: 'default_pw', password: 'a1234567', forced: true };
  const MEMBER = { username: 'demo_member', password: 'Member#2024', forced: false };

  /** Who logs in, whether the login ends in the forced change, and whether it is the account's first. */
  interface GuestLogin {
    username: string;
    password: string;
    forced: boolean;
    firstLogin?: boolean;
  }

  /** Auth's guard (`useRequireLogin`): a guest gets the login popup. */
  function LoginGuard({ children }: { children: ReactNode }) {
    const token = useSelector(selectToken);
    const modals = useModals();
    const guard = useCallback<GuardedAction>((action) => (token ? action() : modals.open('login')), [token, modals]);
    return <GuardedActionContext.Provider value={guard}>{children}</GuardedActionContext.Provider>;
  }

  /**
   * Auth's login popup, in the order its `useCompleteLogin` runs (auth tests its flows): the session
   * starts, the first-login call may answer; then for a forced change the change is marked, the popup
   * closes and the change-password modal opens, which cannot be dismissed; otherwise the popup closes.
   */
  function LoginPopup({ close, login }: { close: () => void; login: GuestLogin }) {
    const { username, password, forced, firstLogin = false } = login;
    const dispatch = useDispatch<ReturnType<typeof createTestStore>['dispatch']>();
    const modals = useModals();
    const logIn = async () => {
      const result = await dispatch(authApi.endpoints.login.initiate({ type: 'username', username, password })).unwrap();
      dispatch(
        sessionStarted({
          token: result.token,
          customerType: result.customerType,
          account: result.userName,
          nickname: '',
          customerId: String(result.id),
          merchant: '',
        }),
      );
      if (firstLogin) await new Promise((resolve) => setTimeout(resolve, 20));
      if (forced) sessionStorage.setItem(SESSION_STORAGE_KEYS.changePassword, '1');
      close();
      if (forced) modals.open('changePassword');
    };
    return (
      <button type="button" onClick={() => void logIn()}>
        Log in
      </button>
    );
  }

  /**
   * A guest on a lobby (`/`) launching a slot game, the launch's page at `/game`, or on that page
   * itself (a shared link); the launch calls made.
   */
  async function launchAsGuest(login: GuestLogin, from: 'lobby' | 'gamePage' = 'lobby') {
    sessionStorage.clear();
    const asked = sandbox.record(/\/wps\/game\/launchGame/);
    const store = createTestStore();
    await store.dispatch(gamesApi.endpoints.getVendorLanes.initiate({ language: 'EN' }));
    const registry = {
      ...popupRegistry,
      login: { title: 'Log in', render: ({ close }: ModalBodyProps) => <LoginPopup close={close} login={login} /> },
      changePassword: { title: 'Change password', closable: false, render: () => <p>Choose a new password</p> },
    };
    renderWithProviders(
      <ModalProvider registry={registry}>
        <LoginGuard>
          <Routes>
            <Route path="/" element={<Launcher game={SLOT} />} />
            <Route path="/game" element={<IframeGamePage />} />
          </Routes>
          <Location />
        </LoginGuard>
      </ModalProvider>,
      { store, route: from === 'lobby' ? '/' : gamePagePath(SLOT) },
    );
    await userEvent.click(await screen.findByRole('button', { name: from === 'lobby' ? 'Launch' : 'Log in to play' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Log in' })).getByRole('button', { name: 'Log in' }));
    return asked;
  }

  it.each([
    ['the default password', false],
    ['the default password on a first login (the first-login call answers between the session and the change)', true],
  ])('a waiting launch is dropped, not run behind the change: no launch call, no move to /game (%s)', async (_, firstLogin) => {
    const asked = await launchAsGuest({ ...DEFAULT_PASSWORD, firstLogin });
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    // Whatever the login set going has had its turn.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
    expect(asked).toEqual([]);
  });

  it('on /game itself, a login that ends in the forced change launches nothing behind it, and the page says why', async () => {
    const asked = await launchAsGuest(DEFAULT_PASSWORD, 'gamePage');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
    expect(await screen.findByText('Your password must be changed before you continue.')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(asked).toEqual([]);
  });

  it('on /game itself, a login without a forced change launches the game once the login popup closes', async () => {
    const asked = await launchAsGuest(MEMBER, 'gamePage');
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('a login without a forced change goes on to the game once the login popup closes', async () => {
    const asked = await launchAsGuest(MEMBER);
    expect(await screen.findByRole('heading', { name: 'Slot' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/game\?/);
    await waitFor(() => expect(asked).toHaveLength(1));
  });
});
