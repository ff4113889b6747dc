import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Fragment, useState, type ReactNode } from 'react';
import {
  BrowserRouter,
  Link,
  Navigate,
  Route,
  Routes,
  UNSAFE_LocationContext as RouterLocationContext,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { authApi, useGetBalanceQuery, type LotteryGame } from '@wl/api-client';
import { createLanguageStore, LanguageProvider, WithFullCatalog, type LanguageCode } from '@wl/i18n';
import { GuardedActionContext, sessionSlice, type GuardedAction } from '@wl/session';
import { createTestStore, testBrand } from '@wl/testing';
import { expectNothingSent, recordingGuard, serveSandbox } from '@wl/testing/vitest';
import LotteryPage from '../pages/lottery-page';
import { LotteryLobby, type LobbyKind } from './lottery-lobby';
import { renderLottery } from '../../testing/render-lottery';

const sandbox = serveSandbox();
/** The test's game launches, in their order. */
let launches: URL[] = [];
beforeEach(() => {
  sandbox.use({});
  launches = sandbox.record(/\/wps\/game\/launchGame(?:\?|$)/, (request) => new URL(request.url));
});
afterEach(() => sessionStorage.clear());

/** The site's guard (auth's), stood in for: a guest's is recorded, a member's lets the action run. */
const GUEST = (): GuardedAction => vi.fn();
const MEMBER: GuardedAction = (action) => action();

async function asMember(config: Parameters<typeof createTestStore>[0] = {}) {
  const store = createTestStore();
  const { token } = await store
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username: 'demo_member', password: 'Member#2024' }))
    .unwrap();
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('isAgent', '0');
  // A store made now starts with the session, as the site's does after a login.
  return createTestStore(config);
}

/** Where the router is, so a test can see a navigation. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

/** The browser's Back, stood in for. */
function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Browser back
    </button>
  );
}

/** The lottery page on its route, with links from elsewhere (a header's, named by their address) and Back beside it. */
function lotteryPage({ route = '/lottery', links = [] as string[], access = GUEST(), store = createTestStore() } = {}) {
  return renderLottery(
    <GuardedActionContext.Provider value={access}>
      <nav>
        {links.map((to) => (
          <Link key={to} to={to}>
            {to}
          </Link>
        ))}
      </nav>
      <Routes>
        <Route path="/lottery" element={<LotteryPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
      <BackButton />
    </GuardedActionContext.Provider>,
    { route, store },
  );
}

const prizeModes = () => screen.findByRole('group', { name: 'Prize mode' });

/** The next lottery launch fails as a server error would. */
const failNextLaunch = () =>
  sandbox.server.use(
    http.get(
      '*/wps/game/launchGame',
      () => HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }),
      { once: true },
    ),
  );
/** The first lottery launch is held until the returned function is called; later ones answer at once. */
function holdFirstLaunch(): () => void {
  let answer = () => undefined as void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  let calls = 0;
  sandbox.server.use(
    http.get('*/wps/game/launchGame', async () => {
      if (++calls === 1) await held;
    }),
  );
  return () => answer();
}
/** The next call for the Vietnamese lobby's games fails as a server error would. */
const failNextVnGameMenu = () =>
  sandbox.server.use(
    http.get(
      '*/lgw/vn/games/game_menu',
      () => HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }),
      { once: true },
    ),
  );
const gameButton = async (name: string) => within(await screen.findByRole('region', { name: 'Games' })).findByRole('button', { name });

/** The test's launch answers, as they come: each one's launch address. */
function launchAnswers(): URL[] {
  const answers: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (/\/wps\/game\/launchGame(?:\?|$)/.test(request.url)) answers.push(new URL(request.url));
  };
  sandbox.server.events.on('response:mocked', listener);
  onTestFinished(() => sandbox.server.events.removeListener('response:mocked', listener));
  return answers;
}

/**
 * Every address a lottery frame shows from now on: each frame's as it is drawn, and each one it is given after. A frame
 * that opened and went again is in it, so a check made once something later has happened still sees it.
 */
function framesShown(): URL[] {
  const shown: URL[] = [];
  const note = (src: string | null) => src !== null && shown.push(new URL(src, 'http://site'));
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      // The address the frame had before this change, and the one it has now (a later change notes the one between).
      if (record.type === 'attributes') note(record.oldValue);
      if (record.type === 'attributes' && record.target instanceof Element) note(record.target.getAttribute('src'));
      for (const node of record.addedNodes)
        if (node instanceof Element)
          for (const frame of node.matches('iframe') ? [node] : node.querySelectorAll('iframe')) note(frame.getAttribute('src'));
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['src'], attributeOldValue: true });
  onTestFinished(() => observer.disconnect());
  return shown;
}

/**
 * Presses the lobby button and waits for the lottery lobby view's frame: a launch started after everything before it,
 * so it goes out after any launch they started, and its answer is handled after the answers that came before it.
 * What is checked once it returns is no longer waiting to happen.
 */
async function openLobbyViewAfterwards({ button = 'Open the lottery lobby', frame = 'Lottery lobby' } = {}) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(launches.at(-1)?.searchParams.get('lottoView')).toBe('lobby'));
  await screen.findByTitle(frame);
}

/**
 * The site's router (apps/web renders a BrowserRouter) in place of the test render's memory one, so the address is the
 * window's, as the launch's backUrl reads it. The memory router is set aside for it: a router may not sit in another.
 */
function InBrowserHistory({ children }: { children: ReactNode }) {
  return (
    <RouterLocationContext.Provider value={null as never}>
      <BrowserRouter>{children}</BrowserRouter>
    </RouterLocationContext.Provider>
  );
}

/** The window at `route` for this test, as a visit there puts it; back where it was after. */
function visitInBrowser(route: string) {
  const before = window.location.href;
  window.history.replaceState(null, '', route);
  onTestFinished(() => window.history.replaceState(null, '', before));
}

function lobby(
  kind: LobbyKind,
  {
    access = MEMBER,
    route = '/',
    brand = testBrand,
    store = createTestStore(),
    language = 'EN' as LanguageCode,
    // The window's own history, as the site's: the lobby's address is then the window's.
    browserHistory = false,
  } = {},
) {
  if (browserHistory) visitInBrowser(route);
  return renderLottery(
    <GuardedActionContext.Provider value={access}>
      <LotteryLobby kind={kind} />
      <Location />
    </GuardedActionContext.Provider>,
    { route, brand, store, language, wrapper: browserHistory ? (children) => <InBrowserHistory>{children}</InBrowserHistory> : undefined },
  );
}

/** A guest's language store that the test switches, kept in no storage. */
const switchableLanguages = () =>
  createLanguageStore({
    defaultLanguage: 'EN',
    supportedLanguages: ['EN', 'VI'],
    storage: { getItem: () => null, setItem: () => undefined },
  });

/** Lobbies under that store: the page's words and the site's API config (its `Language` header) both read it. */
function renderInLanguages(
  languages: ReturnType<typeof createLanguageStore>,
  lobbies: ReactNode,
  { access = GUEST(), store = createTestStore({ getLanguage: languages.getLanguage }) } = {},
) {
  renderLottery(<GuardedActionContext.Provider value={access}>{lobbies}</GuardedActionContext.Provider>, {
    store,
    wrapper: (children) => (
      <LanguageProvider store={languages}>
        <WithFullCatalog>{children}</WithFullCatalog>
      </LanguageProvider>
    ),
  });
}

describe('lottery lobby (spec §2, §4, §7)', () => {
  it('choosing a game launches it into a frame: its code, the chosen prize mode, the betting view, and the lobby’s address naming that game as the way back', async () => {
    lobby('vn', { route: '/vnlottery', store: await asMember(), browserHistory: true });
    await userEvent.click(await screen.findByRole('button', { name: 'ZY' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Đà Nẵng' }));

    const frame = await screen.findByTitle('Playing Đà Nẵng');
    const src = new URL(frame.getAttribute('src') ?? '', 'http://site');
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ lottoGameCode: 'VNDNG', lottoPrizeMode: 'ZY', lottoView: 'betting' });
    expect(Object.fromEntries(launches[0]?.searchParams ?? [])).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ZY',
      lottoGameCode: 'VNDNG',
      lottoView: 'betting',
      device: 'WEB',
      // The address the vendor's way back opens: the lobby with the game chosen in it, so it is that game shown again.
      backUrl: new URL('/vnlottery?gameCode=VNDNG', window.location.origin).href,
      language: 'EN',
    });
  });

  it.each(['http://lotto.example.test/bet', ['javascript', 'void(0)'].join(':')])(
    "a launch URL that is neither https nor the site's own (%s) is refused as an invalid link, not framed",
    async (gameUrl) => {
      sandbox.server.use(http.get('*/wps/game/launchGame', () => HttpResponse.json({ success: true, value: { gameUrl } }), { once: true }));
      lobby('vn', { store: await asMember() });
      await userEvent.click(await gameButton('Đà Nẵng'));
      expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid.');
      expect(screen.queryByTitle('Playing Đà Nẵng')).not.toBeInTheDocument();
    },
  );

  it('switching the prize mode with a game open launches that game again in the new mode', async () => {
    lobby('vn', { store: await asMember() });
    await userEvent.click(await gameButton('Đà Nẵng'));
    await screen.findByTitle('Playing Đà Nẵng');
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    await waitFor(() => expect(launches).toHaveLength(2));
    expect(launches[1]?.searchParams.get('lottoPrizeMode')).toBe('Elott');
    expect(launches[1]?.searchParams.get('lottoGameCode')).toBe('VNDNG');
    const frame = await screen.findByTitle('Playing Đà Nẵng');
    await waitFor(() => expect(new URL(frame.getAttribute('src') ?? '', 'http://site').searchParams.get('lottoPrizeMode')).toBe('Elott'));
  });

  it('with a game open, arrowing along the prize modes launches nothing: each mode is a toggle button, chosen by a press', async () => {
    lobby('vn', { store: await asMember() });
    await userEvent.click(await gameButton('Đà Nẵng'));
    await screen.findByTitle('Playing Đà Nẵng');
    const current = within(await prizeModes()).getByRole('button', { pressed: true });
    act(() => current.focus());
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowLeft}');
    expect(current).toHaveAttribute('aria-pressed', 'true');
    // The switch's last mode is chosen: Tab leaves it, for the lobby button, whose press launches the lobby view. That
    // launch goes out after any the keys started, so once it has, the launches are all there.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Open the lottery lobby' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(launches.at(-1)?.searchParams.get('lottoView')).toBe('lobby'));
    expect(launches.map((launch) => launch.searchParams.get('lottoView'))).toEqual(['betting', 'lobby']);
  });

  it('a relaunch from the prize-mode switch leaves the focus on the switch and the page where it is', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    lobby('vn', { store: await asMember() });
    await userEvent.click(await gameButton('Đà Nẵng'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Playing Đà Nẵng' })).toHaveFocus());
    expect(scrolled).toHaveBeenCalledTimes(1);
    const mode = within(await prizeModes()).getByRole('button', { name: 'E-lottery' });
    await userEvent.click(mode);
    await waitFor(() => expect(launches).toHaveLength(2));
    const frame = await screen.findByTitle('Playing Đà Nẵng');
    await waitFor(() => expect(new URL(frame.getAttribute('src') ?? '', 'http://site').searchParams.get('lottoPrizeMode')).toBe('Elott'));
    expect(mode).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('a launched game’s frame closes when the session it was launched in ends', async () => {
    const store = await asMember();
    lobby('vn', { store });
    await userEvent.click(await gameButton('Đà Nẵng'));
    await screen.findByTitle('Playing Đà Nẵng');
    act(() => {
      store.dispatch(sessionSlice.actions.sessionExpired());
    });
    expect(screen.queryByTitle('Playing Đà Nẵng')).not.toBeInTheDocument();
  });

  it('a launch that answers after its session ended opens no frame', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.get('*/wps/game/launchGame', () => held));
    const store = await asMember();
    const frames = framesShown();
    const answers = launchAnswers();
    lobby('vn', { store });
    await userEvent.click(await gameButton('Đà Nẵng'));
    await waitFor(() => expect(launches).toHaveLength(1));
    act(() => {
      store.dispatch(sessionSlice.actions.sessionExpired());
    });
    answer();
    await waitFor(() => expect(answers).toHaveLength(1));
    // A launch after it, which fails (no session, it is not sent): its message shows once its answer is handled, so
    // once the first's has been.
    await userEvent.click(await gameButton('Cần Thơ'));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not logged in');
    expect(frames).toEqual([]);
  });

  it('a failed launch’s message goes when the session it was launched in ends, as its frame would', async () => {
    const store = await asMember();
    lobby('vn', { store });
    failNextLaunch();
    await userEvent.click(await gameButton('Cần Thơ'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');
    act(() => {
      store.dispatch(sessionSlice.actions.sessionExpired());
    });
    expect(screen.queryByText('Unknown error')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('the opened game takes the focus; back to the games returns it to the game chosen', async () => {
    lobby('vn', { store: await asMember() });
    const tile = await gameButton('Đà Nẵng');
    await userEvent.click(tile);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Playing Đà Nẵng' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Back to the games' }));
    expect(tile).toHaveFocus();
  });

  it('the Play button opens its game, and back to the games gives the focus back to the Play button', async () => {
    lobby('lottery', { route: '/lottery?gameCode=CQSSC', store: await asMember() });
    await userEvent.click(await screen.findByRole('button', { name: 'Play Chongqing Lucky 5D' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Playing Chongqing Lucky 5D' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Back to the games' }));
    expect(screen.getByRole('button', { name: 'Play Chongqing Lucky 5D' })).toHaveFocus();
  });

  it.each([
    ['a game’s tile', { kind: 'vn', route: '/', press: () => gameButton('Đà Nẵng'), frame: 'Playing Đà Nẵng' }],
    [
      'the Play button',
      {
        kind: 'lottery',
        route: '/lottery?gameCode=CQSSC',
        press: () => screen.findByRole('button', { name: 'Play Chongqing Lucky 5D' }),
        frame: 'Playing Chongqing Lucky 5D',
      },
    ],
    [
      'the lobby button',
      {
        kind: 'lottery',
        route: '/lottery',
        press: () => screen.findByRole('button', { name: 'Open the lottery lobby' }),
        frame: 'Lottery lobby',
      },
    ],
  ] as const)(
    'back to the games gives the focus to %s though its click did not focus it (Safari, iOS)',
    async (_opener, { kind, route, press, frame }) => {
      lobby(kind, { route, store: await asMember() });
      const opener = await press();
      // fireEvent's click, as those browsers' clicks, leaves the focus where it was: on the page.
      fireEvent.click(opener);
      expect(opener).not.toHaveFocus();
      await waitFor(() => expect(screen.getByRole('region', { name: frame })).toHaveFocus());
      fireEvent.click(screen.getByRole('button', { name: 'Back to the games' }));
      expect(opener).toHaveFocus();
    },
  );

  it('after a prize-mode relaunch, back to the games still gives the focus back to what opened the game, not to the switch', async () => {
    lobby('lottery', { store: await asMember() });
    const opener = await screen.findByRole('button', { name: 'Open the lottery lobby' });
    await userEvent.click(opener);
    await screen.findByTitle('Lottery lobby');
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    await waitFor(() => expect(launches).toHaveLength(2));
    await waitFor(() =>
      expect(new URL(screen.getByTitle('Lottery lobby').getAttribute('src') ?? '', 'http://site').searchParams.get('lottoPrizeMode')).toBe(
        'Elott',
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back to the games' }));
    expect(opener).toHaveFocus();
  });

  it('after a prize-mode relaunch, back to the games gives the focus back to the game chosen, though its list was drawn anew', async () => {
    lobby('vn', { store: await asMember() });
    await userEvent.click(await gameButton('Đà Nẵng'));
    await screen.findByRole('region', { name: 'Playing Đà Nẵng' });
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    await waitFor(() => expect(launches).toHaveLength(2));
    const frame = await screen.findByTitle('Playing Đà Nẵng');
    await waitFor(() => expect(new URL(frame.getAttribute('src') ?? '', 'http://site').searchParams.get('lottoPrizeMode')).toBe('Elott'));
    // The new mode's games are in: the tile is the one drawn for them.
    const tile = await gameButton('Đà Nẵng');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the games' }));
    expect(tile).toHaveFocus();
  });

  it('after a prize-mode relaunch, a game ended with the session it was launched in gives the focus back to the game chosen', async () => {
    const store = await asMember();
    lobby('vn', { store });
    await userEvent.click(await gameButton('Đà Nẵng'));
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    await waitFor(() => expect(launches).toHaveLength(2));
    const frame = await screen.findByTitle('Playing Đà Nẵng');
    await waitFor(() => expect(new URL(frame.getAttribute('src') ?? '', 'http://site').searchParams.get('lottoPrizeMode')).toBe('Elott'));
    const tile = await gameButton('Đà Nẵng');
    // The player is back in the game when the session ends.
    act(() => frame.focus());
    act(() => {
      store.dispatch(sessionSlice.actions.sessionExpired());
    });
    expect(screen.queryByTitle('Playing Đà Nẵng')).not.toBeInTheDocument();
    expect(tile).toHaveFocus();
  });

  it('after a language relaunch, back to the games gives the focus back to the game chosen, named in the new language', async () => {
    vnMenuNaming({ VNMB: { EN: 'Northern (Hanoi)', VI: 'Miền Bắc (Hà Nội)' } });
    const switchToVietnamese = await vnLobbySwitchingToVietnamese();
    await userEvent.click(await gameButton('Northern (Hanoi)'));
    await screen.findByTitle('Playing Northern (Hanoi)');
    await switchToVietnamese();
    await screen.findByTitle('Đang chơi Miền Bắc (Hà Nội)');
    const tile = await within(await screen.findByRole('region', { name: 'Trò chơi' })).findByRole('button', { name: 'Miền Bắc (Hà Nội)' });
    await userEvent.click(screen.getByRole('button', { name: 'Quay lại trò chơi' }));
    expect(tile).toHaveFocus();
  });

  it('a failed launch tried again after a prize-mode switch, once closed, gives the focus back to the game chosen', async () => {
    lobby('vn', { store: await asMember() });
    failNextLaunch();
    await userEvent.click(await gameButton('Cần Thơ'));
    await screen.findByRole('alert');
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTitle('Playing Cần Thơ');
    const tile = await gameButton('Cần Thơ');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the games' }));
    expect(tile).toHaveFocus();
  });

  it('pressing the game already open, in the same prize mode, brings its frame back and opens no second vendor session', async () => {
    lobby('vn', { store: await asMember() });
    const tile = await gameButton('Đà Nẵng');
    await userEvent.click(tile);
    const playing = await screen.findByRole('region', { name: 'Playing Đà Nẵng' });
    await userEvent.click(tile);
    expect(playing).toBeInTheDocument();
    await waitFor(() => expect(playing).toHaveFocus());
    // A launch after the press goes out after any the press started.
    await openLobbyViewAfterwards();
    expect(launches.map((launch) => launch.searchParams.get('lottoGameCode'))).toEqual(['VNDNG', null]);
  });

  it('the vendor’s back button, which opens our lobby (backUrl) inside the frame, closes the frame and gives the focus back to the game chosen', async () => {
    lobby('vn', { store: await asMember() });
    const tile = await gameButton('Đà Nẵng');
    await userEvent.click(tile);
    const frame = await screen.findByTitle('Playing Đà Nẵng');
    // The player is in the game, whose page (the sandbox's) is on this site's origin: its loading closes nothing.
    act(() => frame.focus());
    fireEvent.load(frame);
    expect(frame).toBeInTheDocument();
    const backUrl = launches[0]?.searchParams.get('backUrl') ?? '';
    act(() => frame.setAttribute('src', backUrl));
    expect(frame).toHaveProperty('contentWindow.location.href', backUrl);
    fireEvent.load(frame);
    expect(screen.queryByTitle('Playing Đà Nẵng')).not.toBeInTheDocument();
    await waitFor(() => expect(tile).toHaveFocus());
  });

  it('a vendor page on this site’s origin that moves to another path keeps the frame open; only the launch’s backUrl closes it', async () => {
    lobby('vn', { store: await asMember() });
    await userEvent.click(await gameButton('Đà Nẵng'));
    const frame = await screen.findByTitle('Playing Đà Nẵng');
    // The vendor's next page (a redirect, the bet slip), served through the site's origin as the contract's default is.
    const next = new URL('/__sandbox/lottery/slip?step=2', window.location.href).href;
    act(() => frame.setAttribute('src', next));
    expect(frame).toHaveProperty('contentWindow.location.href', next);
    fireEvent.load(frame);
    expect(screen.getByTitle('Playing Đà Nẵng')).toBe(frame);
    // The vendor's back: the backUrl the launch sent, with a query the vendor added.
    const back = new URL(launches[0]?.searchParams.get('backUrl') ?? '');
    back.searchParams.set('from', 'vendor');
    act(() => frame.setAttribute('src', back.href));
    fireEvent.load(frame);
    expect(screen.queryByTitle('Playing Đà Nẵng')).not.toBeInTheDocument();
  });

  it('only the game chosen last opens, when an earlier choice’s launch answers after it', async () => {
    const frames = framesShown();
    let answerFirst = () => undefined as void;
    const firstHeld = new Promise<void>((resolve) => (answerFirst = resolve));
    sandbox.server.use(
      http.get('*/wps/game/launchGame', async ({ request }) => {
        if (new URL(request.url).searchParams.get('lottoGameCode') === 'VNDNG') await firstHeld;
      }),
    );
    lobby('vn', { store: await asMember() });
    await userEvent.click(await gameButton('Đà Nẵng'));
    const games = within(await screen.findByRole('region', { name: 'Games' })).getAllByRole('button', { pressed: false });
    const second = games.find((game) => game.textContent !== 'Đà Nẵng') as HTMLElement;
    const chosen = second.textContent ?? '';
    await userEvent.click(second);
    expect(await screen.findByTitle(`Playing ${chosen}`)).toBeInTheDocument();
    let firstAnswered = false;
    const listener = ({ request }: { request: Request }) => {
      if (new URL(request.url).searchParams.get('lottoGameCode') === 'VNDNG') firstAnswered = true;
    };
    sandbox.server.events.on('response:mocked', listener);
    onTestFinished(() => sandbox.server.events.removeListener('response:mocked', listener));
    answerFirst();
    await waitFor(() => expect(firstAnswered).toBe(true));
    expect(screen.getByTitle(`Playing ${chosen}`)).toBeInTheDocument();
    // A launch after it: its frame opens once its answer is handled, so once the first's has been.
    await openLobbyViewAfterwards();
    expect(frames.map((frame) => frame.searchParams.get('lottoGameCode'))).not.toContain('VNDNG');
  });

  it('a game the launch gives as a path on the launch hosts opens on one of them (spec §9), not on the site', async () => {
    sandbox.server.use(
      http.get('*/wps/game/launchGame', () => HttpResponse.json({ success: true, value: { gameUrl: 'lotto/bet?game=VNDNG' } })),
    );
    lobby('vn', { store: await asMember() });
    await userEvent.click(await gameButton('Đà Nẵng'));
    const frame = await screen.findByTitle('Playing Đà Nẵng');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/launch\d\.sandbox\.example\.test\/lotto\/bet\?game=VNDNG$/);
  });

  it('switching the prize mode while a game’s launch is on its way opens the game in the new mode, not the old', async () => {
    const answerFirst = holdFirstLaunch();
    const answers = launchAnswers();
    const frames = framesShown();
    lobby('vn', { store: await asMember() });
    await userEvent.click(await gameButton('Đà Nẵng'));
    await waitFor(() => expect(launches).toHaveLength(1));
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    await waitFor(() => expect(launches).toHaveLength(2));
    expect(launches[1]?.searchParams.get('lottoPrizeMode')).toBe('Elott');
    expect(launches[1]?.searchParams.get('lottoGameCode')).toBe('VNDNG');
    const frame = await screen.findByTitle('Playing Đà Nẵng');
    answerFirst();
    await waitFor(() => expect(answers.map((answer) => answer.searchParams.get('lottoPrizeMode'))).toContain('SEA'));
    expect(frame).toBeInTheDocument();
    // A launch after it: its frame opens once its answer is handled, so once the first's has been.
    await openLobbyViewAfterwards();
    const modes = frames
      .filter((shown) => shown.searchParams.get('lottoGameCode') === 'VNDNG')
      .map((shown) => shown.searchParams.get('lottoPrizeMode'));
    expect(modes).toContain('Elott');
    expect(modes).not.toContain('SEA');
  });

  it('while a launch is on its way its button keeps the focus and says it is busy, and pressing it again launches nothing', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.get('*/wps/game/launchGame', () => held));
    lobby('lottery', { store: await asMember() });
    const button = await screen.findByRole('button', { name: 'Open the lottery lobby' });
    act(() => button.focus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(launches).toHaveLength(1));
    // Not `disabled`: a disabled button drops the focus to the page.
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    answer();
    expect(await screen.findByTitle('Lottery lobby')).toBeInTheDocument();
    // A launch after the second press goes out after any it started.
    await userEvent.click(await gameButton('Chongqing Lucky 5D'));
    await waitFor(() => expect(launches.at(-1)?.searchParams.get('lottoGameCode')).toBe('CQSSC'));
    expect(launches.map((launch) => launch.searchParams.get('lottoView'))).toEqual(['lobby', 'betting']);
  });

  it('while a launch is on its way, "Loading…" is said in a status already on the page (one added with its words is not always read)', async () => {
    const answer = holdFirstLaunch();
    lobby('vn', { store: await asMember() });
    const tile = await gameButton('Đà Nẵng');
    const saying = () => screen.getAllByRole('status').filter((status) => status.textContent === 'Loading…');
    await waitFor(() => expect(saying()).toEqual([]));
    const before = screen.getAllByRole('status');
    await userEvent.click(tile);
    await waitFor(() => expect(saying()).toHaveLength(1));
    expect(before).toContain(saying()[0]);
    answer();
    await screen.findByTitle('Playing Đà Nẵng');
    expect(saying()).toEqual([]);
  });

  it('pressing a game again while its launch is on its way launches it once', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.get('*/wps/game/launchGame', () => held));
    lobby('vn', { store: await asMember() });
    const tile = await gameButton('Đà Nẵng');
    await userEvent.dblClick(tile);
    await userEvent.click(tile);
    answer();
    expect(await screen.findByTitle('Playing Đà Nẵng')).toBeInTheDocument();
    // A launch after the presses goes out after any they started.
    await openLobbyViewAfterwards();
    expect(launches.map((launch) => launch.searchParams.get('lottoGameCode'))).toEqual(['VNDNG', null]);
  });

  it('the lobby button opens the lottery lobby view in the brand’s first prize mode', async () => {
    lobby('lottery', { store: await asMember() });
    await userEvent.click(await screen.findByRole('button', { name: 'Open the lottery lobby' }));
    expect(await screen.findByTitle('Lottery lobby')).toBeInTheDocument();
    expect(launches[0]?.searchParams.get('lottoView')).toBe('lobby');
    expect(launches[0]?.searchParams.get('lottoPrizeMode')).toBe(testBrand.prizeModes[0]);
    expect(launches[0]?.searchParams.has('lottoGameCode')).toBe(false);
  });

  it('a failed launch shows the catalogued message and tries the same launch again, while the games stay usable', async () => {
    lobby('vn', { store: await asMember() });
    failNextLaunch();
    await userEvent.click(await gameButton('Cần Thơ'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unknown error');
    expect(await gameButton('Đà Nẵng')).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Playing Cần Thơ')).toBeInTheDocument();
    expect(launches.at(-1)?.searchParams.get('lottoGameCode')).toBe('VNCT');
  });

  it('a failed launch brings its message into view: a game chosen far down the lobby does not fail out of sight', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    lobby('vn', { store: await asMember() });
    failNextLaunch();
    await userEvent.click(await gameButton('Cần Thơ'));
    const alert = await screen.findByRole('alert');
    expect(scrolled.mock.contexts.some((element) => element instanceof Element && element.contains(alert))).toBe(true);
  });

  it('a failed launch’s Try again keeps the focus and the message while it tries again, and a second press sends nothing', async () => {
    lobby('vn', { store: await asMember() });
    failNextLaunch();
    await userEvent.click(await gameButton('Cần Thơ'));
    const alert = await screen.findByRole('alert');
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.get('*/wps/game/launchGame', () => held));
    const again = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(again);
    await waitFor(() => expect(launches).toHaveLength(2));
    expect(alert).toHaveTextContent('Unknown error');
    expect(again).toHaveFocus();
    expect(again).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(again);
    answer();
    expect(await screen.findByTitle('Playing Cần Thơ')).toBeInTheDocument();
    expect(alert).not.toBeInTheDocument();
    // A launch after the second press goes out after any it started.
    await openLobbyViewAfterwards();
    expect(launches.map((launch) => launch.searchParams.get('lottoGameCode'))).toEqual(['VNCT', 'VNCT', null]);
  });

  it('a failed list’s Try again says it is busy and keeps the focus while it asks again, then the list shows', async () => {
    failNextVnGameMenu();
    lobby('vn', { access: GUEST() });
    const list = await screen.findByRole('region', { name: 'Games' });
    const again = await within(list).findByRole('button', { name: 'Try again' });
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.get('*/lgw/vn/games/game_menu', () => held, { once: true }));
    await userEvent.click(again);
    await waitFor(() => expect(again).toHaveAttribute('aria-busy', 'true'));
    expect(again).toHaveFocus();
    answer();
    expect(await within(list).findByRole('button', { name: 'Đà Nẵng' })).toBeInTheDocument();
  });

  it('a failed list’s Try again, once the list shows, leaves the focus on the list rather than losing it to the page', async () => {
    failNextVnGameMenu();
    lobby('vn', { access: GUEST() });
    const list = await screen.findByRole('region', { name: 'Games' });
    const again = await within(list).findByRole('button', { name: 'Try again' });
    act(() => again.focus());
    await userEvent.keyboard('{Enter}');
    expect(await within(list).findByRole('button', { name: 'Đà Nẵng' })).toBeInTheDocument();
    expect(document.body).not.toHaveFocus();
    expect(list).toContainElement(document.activeElement as HTMLElement);
  });

  it('trying a failed launch again after a prize-mode switch launches in the mode the switch shows', async () => {
    lobby('vn', { store: await asMember() });
    failNextLaunch();
    await userEvent.click(await gameButton('Cần Thơ'));
    await screen.findByRole('alert');
    expect(launches[0]?.searchParams.get('lottoPrizeMode')).toBe('SEA');
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Playing Cần Thơ')).toBeInTheDocument();
    expect(launches.at(-1)?.searchParams.get('lottoPrizeMode')).toBe('Elott');
  });

  it('a guest choosing a game is sent to the guard (login popup) as a real-money action, and nothing launches', async () => {
    const store = createTestStore();
    const popups: string[] = [];
    const require = recordingGuard(store, popups);
    lobby('lottery', { access: require, store });
    await userEvent.click(await gameButton('Chongqing Lucky 5D'));
    expect(require).toHaveBeenCalledWith(expect.any(Function), { realAccount: true });
    expect(popups).toEqual(['login']);
    await expectNothingSent(launches);
    expect(screen.queryByTitle(/Playing/)).not.toBeInTheDocument();
  });

  it('gameCode and playType in the query preselect the game', async () => {
    lobby('lottery', { route: '/lottery?gameCode=CQSSC&playType=5D_DIRECT', access: GUEST() });
    const tile = await gameButton('Chongqing Lucky 5D');
    expect(tile).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/^Selected:/)).toHaveTextContent('Selected: Chongqing Lucky 5D (5-digit straight)');
    expect(screen.getByRole('button', { name: 'Play Chongqing Lucky 5D' })).toBeInTheDocument();
  });

  it('only the “Selected” line is a live region, kept as the choice changes: a new choice is said, not the card’s Play button with it', async () => {
    lobby('lottery', { route: '/lottery?gameCode=CQSSC', access: GUEST() });
    const play = await screen.findByRole('button', { name: 'Play Chongqing Lucky 5D' });
    const line = screen.getAllByRole('status').find((status) => /^Selected:/.test(status.textContent ?? ''));
    expect(line).toHaveTextContent('Selected: Chongqing Lucky 5D');
    // Nothing around the Play button is live: it is not read out each time the line changes.
    expect(play.closest('[aria-live], [role="status"], [role="alert"], [role="log"]')).toBeNull();
    await userEvent.click(await gameButton('Beijing PK10'));
    // The same line, its words changed: a live region that is there before its change is announced.
    await waitFor(() => expect(line).toHaveTextContent('Selected: Beijing PK10'));
    expect(line).toBeInTheDocument();
  });

  it('the query’s play type belongs to its game: another game chosen reads with its own default play type', async () => {
    lobby('lottery', { route: '/lottery?gameCode=CQSSC&playType=5D_DIRECT', access: GUEST() });
    await userEvent.click(await gameButton('Beijing PK10'));
    expect(screen.getByText(/^Selected:/)).toHaveTextContent('Selected: Beijing PK10 (Winner (1st place))');
  });

  it('a game chosen on a lottery route opens in its frame though the address changes: the page does not start the lobby afresh', async () => {
    renderLottery(
      <GuardedActionContext.Provider value={MEMBER}>
        <Routes>
          <Route path="/vnlottery" element={<LotteryPage />} />
        </Routes>
      </GuardedActionContext.Provider>,
      { route: '/vnlottery', store: await asMember() },
    );
    await userEvent.click(await gameButton('Đà Nẵng'));
    expect(await screen.findByTitle('Playing Đà Nẵng')).toBeInTheDocument();
  });

  it('choosing a game puts its code in the address in place of the link’s, dropping the linked play type, and adds no history entry', async () => {
    lotteryPage({ route: '/', links: ['/lottery?gameCode=CQSSC&playType=5D_DIRECT'] });
    await userEvent.click(screen.getByRole('link', { name: '/lottery?gameCode=CQSSC&playType=5D_DIRECT' }));
    const location = screen.getByRole('status', { name: 'location' });
    await userEvent.click(await gameButton('Beijing PK10'));
    await waitFor(() => expect(location).toHaveTextContent(/^\/lottery\?gameCode=BJPK10$/));
    // The linked play type was the linked game's: chosen again here, the game has only its code in the address.
    await userEvent.click(await gameButton('Chongqing Lucky 5D'));
    await waitFor(() => expect(location).toHaveTextContent(/^\/lottery\?gameCode=CQSSC$/));
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(location).toHaveTextContent(/^\/$/));
  });

  it('choosing a game while another is open keeps the lobby: the game opens in its frame, in the prize mode chosen, and gives the focus back to its tile', async () => {
    lotteryPage({ route: '/lottery?gameCode=CQSSC', access: MEMBER, store: await asMember() });
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    await userEvent.click(await gameButton('Beijing PK10'));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Playing Beijing PK10' })).toHaveFocus());
    const tile = await gameButton('Chongqing Lucky 5D');
    await userEvent.click(tile);
    await waitFor(() => expect(screen.getByRole('region', { name: 'Playing Chongqing Lucky 5D' })).toHaveFocus());
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/lottery?gameCode=CQSSC');
    expect(launches.map((launch) => launch.searchParams.get('lottoPrizeMode'))).toEqual(['Elott', 'Elott']);
    expect(within(await prizeModes()).getByRole('button', { name: 'E-lottery' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Back to the games' }));
    expect(tile).toHaveFocus();
  });

  it('a link from elsewhere to a game while on the lobby still preselects that game, also the one the lobby was first linked to', async () => {
    const linked = '/lottery?gameCode=CQSSC&playType=5D_DIRECT';
    lotteryPage({ route: linked, links: [linked] });
    await userEvent.click(await gameButton('Beijing PK10'));
    await waitFor(() => expect(screen.getByText(/^Selected:/)).toHaveTextContent('Selected: Beijing PK10'));
    await userEvent.click(screen.getByRole('link', { name: linked }));
    await waitFor(() => expect(screen.getByText(/^Selected:/)).toHaveTextContent('Selected: Chongqing Lucky 5D (5-digit straight)'));
    expect(await gameButton('Chongqing Lucky 5D')).toHaveAttribute('aria-pressed', 'true');
  });

  it('Back to an address the lobby put a chosen game in shows that game afresh, not the game chosen last', async () => {
    lotteryPage({ links: ['/lottery?gameCode=BJPK10'] });
    await userEvent.click(await gameButton('Chongqing Lucky 5D'));
    await userEvent.click(screen.getByRole('link', { name: '/lottery?gameCode=BJPK10' }));
    await waitFor(() => expect(screen.getByText(/^Selected:/)).toHaveTextContent('Selected: Beijing PK10'));
    await userEvent.click(screen.getByRole('button', { name: 'Browser back' }));
    await waitFor(() => expect(screen.getByText(/^Selected:/)).toHaveTextContent('Selected: Chongqing Lucky 5D'));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/lottery?gameCode=CQSSC');
  });

  it('the selected game’s play type reads as its name in the player’s language, not the vendor’s code', async () => {
    lobby('lottery', { route: '/lottery?gameCode=CQSSC&playType=5D_DIRECT', access: GUEST(), language: 'VI' });
    expect(await screen.findByText(/^Đã chọn:/)).toHaveTextContent('Đã chọn: Chongqing Lucky 5D (5 số trực tiếp)');
  });

  it('without a playType in the query, the game’s default play type reads as its name', async () => {
    lobby('lottery', { route: '/lottery?gameCode=BJPK10', access: GUEST() });
    expect(await screen.findByText(/^Selected:/)).toHaveTextContent('Selected: Beijing PK10 (Winner (1st place))');
  });

  it('a game without a default play type reads as the game alone, with no empty brackets', async () => {
    const game = {
      code: 'NEWLOTT',
      gameName: 'New Lottery',
      gameType: 'LOTT',
      defaultPlayType: '',
      accountTypeName: 'LOTT',
      prizeMode: 'Lott',
    };
    sandbox.server.use(http.get('*/lgw/games/game_menus', () => HttpResponse.json({ success: true, value: [game] })));
    lobby('lottery', { route: '/lottery?gameCode=NEWLOTT', access: GUEST() });
    expect(await screen.findByText(/^Selected:/)).toHaveTextContent(/^Selected: New Lottery$/);
  });

  it('a play type the catalog has no name for reads as the vendor’s code', async () => {
    lobby('lottery', { route: '/lottery?gameCode=CQSSC&playType=NEW_BET', access: GUEST() });
    expect(await screen.findByText(/^Selected:/)).toHaveTextContent('Selected: Chongqing Lucky 5D (NEW_BET)');
  });

  it('the prize-mode switch offers only the brand’s modes, the first pressed', async () => {
    lobby('sea', { access: GUEST(), brand: { ...testBrand, prizeModes: ['SEA', 'Lott'] } });
    const modes = within(await prizeModes()).getAllByRole('button');
    expect(modes.map((mode) => mode.textContent)).toEqual(['Southeast Asia', 'Lottery']);
    expect(modes.map((mode) => mode.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
  });

  it('a prize mode chip reads as the mode’s name in the player’s language; the menus are asked in the vendor’s code', async () => {
    const asked = sandbox.record(/\/lgw\/games\/game_menus(?:\?|$)/, (request) => new URL(request.url).searchParams.get('prizeMode'));
    // The lobby opens in ZY, a mode not named below: each named mode is asked for only once its chip is pressed.
    lobby('lottery', { access: GUEST(), brand: { ...testBrand, prizeModes: ['ZY', 'Lott', 'Elott', 'SEA'] }, language: 'VI' });
    const group = await screen.findByRole('group', { name: 'Chế độ giải thưởng' });
    await waitFor(() => expect(asked).toEqual(['ZY']));
    const named = { Lott: 'Xổ số', Elott: 'Xổ số điện tử', SEA: 'Đông Nam Á' };
    for (const [code, name] of Object.entries(named)) {
      const chip = within(group).getByRole('button', { name });
      await userEvent.click(chip);
      expect(chip).toHaveAttribute('aria-pressed', 'true');
      await waitFor(() => expect(asked.at(-1)).toBe(code));
    }
    expect(asked).toEqual(['ZY', 'Lott', 'Elott', 'SEA']);
  });

  it('a prize mode the catalog has no name for (ZY: the spec gives none) reads as its code', async () => {
    lobby('lottery', { access: GUEST(), brand: { ...testBrand, prizeModes: ['ZY', 'Elott'] } });
    const group = await prizeModes();
    expect(within(group).getByRole('button', { name: 'ZY' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(group).getByRole('button', { name: 'E-lottery' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('the popular lotteries are asked for in the player’s language, and again when the player switches it', async () => {
    const languages = switchableLanguages();
    const asked = sandbox.record(/\/lgw\/games\/popular(?:\?|$)/, (request) => new URL(request.url).searchParams.get('language'));
    renderInLanguages(languages, <LotteryLobby kind="lottery" />);
    await waitFor(() => expect(asked).toEqual(['EN']));
    act(() => languages.setLanguage('VI'));
    await waitFor(() => expect(asked).toEqual(['EN', 'VI']));
  });

  it('the lobby’s games are asked for again in the player’s language when the player switches it', async () => {
    const languages = switchableLanguages();
    const asked = sandbox.record(/\/lgw\/(?:vn\/)?games\/game_menus?(?:\?|$)/, (request) => request.headers.get('Language'));
    renderInLanguages(
      languages,
      <>
        <LotteryLobby kind="lottery" />
        <LotteryLobby kind="vn" />
      </>,
    );
    await waitFor(() => expect(asked).toEqual(['EN', 'EN']));
    act(() => languages.setLanguage('VI'));
    await waitFor(() => expect(asked).toEqual(['EN', 'EN', 'VI', 'VI']));
  });

  it('switching the language with a game open launches it again in the new language, leaving the focus and the page where they are', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    const switchToVietnamese = await vnLobbySwitchingToVietnamese();
    await userEvent.click(await gameButton('Đà Nẵng'));
    await screen.findByTitle('Playing Đà Nẵng');
    expect(scrolled).toHaveBeenCalledTimes(1);
    const switcher = screen.getByRole('button', { name: 'Tiếng Việt' });
    await switchToVietnamese();
    await waitFor(() => expect(launches).toHaveLength(2));
    expect(launches[1]?.searchParams.get('language')).toBe('VI');
    expect(launches[1]?.searchParams.get('lottoGameCode')).toBe('VNDNG');
    const frame = await screen.findByTitle('Đang chơi Đà Nẵng');
    expect(new URL(frame.getAttribute('src') ?? '', 'http://site').searchParams.get('language')).toBe('VI');
    expect(switcher).toHaveFocus();
    expect(scrolled).toHaveBeenCalledTimes(1);
  });

  it('switching the language while a game’s launch is on its way opens the game in the new language, not the old', async () => {
    const answerFirst = holdFirstLaunch();
    const answers = launchAnswers();
    const frames = framesShown();
    const switchToVietnamese = await vnLobbySwitchingToVietnamese();
    await userEvent.click(await gameButton('Đà Nẵng'));
    await waitFor(() => expect(launches).toHaveLength(1));
    await switchToVietnamese();
    await waitFor(() => expect(launches).toHaveLength(2));
    expect(launches[1]?.searchParams.get('language')).toBe('VI');
    expect(launches[1]?.searchParams.get('lottoGameCode')).toBe('VNDNG');
    await screen.findByTitle('Đang chơi Đà Nẵng');
    answerFirst();
    await waitFor(() => expect(answers.map((answer) => answer.searchParams.get('language'))).toContain('EN'));
    // A launch after it: its frame opens once its answer is handled, so once the first's has been.
    await openLobbyViewAfterwards({ button: 'Mở sảnh xổ số', frame: 'Sảnh xổ số' });
    const languages = frames
      .filter((shown) => shown.searchParams.get('lottoGameCode') === 'VNDNG')
      .map((shown) => shown.searchParams.get('language'));
    expect(languages).toContain('VI');
    expect(languages).not.toContain('EN');
  });

  /** The VN menu naming its games in the language asked for (the sandbox names them in one), by code. */
  function vnMenuNaming(names: Record<string, Partial<Record<LanguageCode, string>>>) {
    const game = { gameType: 'LOTT', defaultPlayType: 'LO2', accountTypeName: 'TCG_LOTTO_VN', prizeMode: 'SEA', region: 'NORTH' };
    sandbox.server.use(
      http.get('*/lgw/vn/games/game_menu', ({ request }) => {
        const language = request.headers.get('Language') as LanguageCode;
        return HttpResponse.json({
          success: true,
          value: Object.entries(names).map(([code, name]) => ({ ...game, code, gameName: name[language] })),
        });
      }),
    );
  }

  /** A VN lobby for a member, under a language store, with the header's switcher to Vietnamese stood in for. */
  async function vnLobbySwitchingToVietnamese() {
    const languages = switchableLanguages();
    renderInLanguages(
      languages,
      <>
        <button type="button" onClick={() => languages.setLanguage('VI')}>
          Tiếng Việt
        </button>
        <LotteryLobby kind="vn" />
      </>,
      { access: MEMBER, store: await asMember({ getLanguage: languages.getLanguage }) },
    );
    return () => userEvent.click(screen.getByRole('button', { name: 'Tiếng Việt' }));
  }

  it('an open game’s frame is named in the language the player switches to, as the menu names the game in it', async () => {
    vnMenuNaming({ VNMB: { EN: 'Northern (Hanoi)', VI: 'Miền Bắc (Hà Nội)' } });
    const switchToVietnamese = await vnLobbySwitchingToVietnamese();
    await userEvent.click(await gameButton('Northern (Hanoi)'));
    await screen.findByTitle('Playing Northern (Hanoi)');
    await switchToVietnamese();
    // The frame, the name shown above it and the region holding both all name the game anew.
    const frame = await screen.findByTitle('Đang chơi Miền Bắc (Hà Nội)');
    const region = frame.closest('section');
    expect(region).toHaveAccessibleName('Đang chơi Miền Bắc (Hà Nội)');
    // Shown with the game's name isolated (<bdi>), so read as the bar's whole text.
    expect(region).toHaveTextContent('Đang chơi Miền Bắc (Hà Nội)');
  });

  it('the recently played games are named in the player’s language, as the menu names them, though their call takes none', async () => {
    vnMenuNaming({ VNMB: { EN: 'Northern (Hanoi)', VI: 'Miền Bắc (Hà Nội)' } });
    // The recent games' call carries no language: here it answers in English whatever the player's.
    sandbox.server.use(
      http.get('*/lgw/vn/games/game_menu/recent', () =>
        HttpResponse.json({
          success: true,
          value: [
            { code: 'VNMB', gameName: 'Northern (Hanoi)', gameType: 'LOTT', defaultPlayType: 'LO2', accountTypeName: 'TCG_LOTTO_VN' },
          ],
        }),
      ),
    );
    const switchToVietnamese = await vnLobbySwitchingToVietnamese();
    expect(
      await within(await screen.findByRole('region', { name: 'Recently played' })).findByRole('button', { name: 'Northern (Hanoi)' }),
    ).toBeInTheDocument();
    await switchToVietnamese();
    const recent = await screen.findByRole('region', { name: 'Chơi gần đây' });
    expect(await within(recent).findByRole('button', { name: 'Miền Bắc (Hà Nội)' })).toBeInTheDocument();
  });

  it('/vnlottery lists the games by region and shows the latest numbers to everyone', async () => {
    lobby('vn', { access: GUEST() });
    for (const region of ['North', 'Central', 'South']) expect(await screen.findByRole('heading', { name: region })).toBeInTheDocument();
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByRole('region', { name: 'Miền Bắc (Hà Nội)' })).toBeInTheDocument();
    expect(within(results).getAllByRole('list', { name: /^Numbers \d( · \d){5}$/ }).length).toBeGreaterThanOrEqual(9);
  });

  /** The VN menu answering these games (the region is optional), and the lobby's game groups as drawn. */
  async function vnGroupsFor(games: Partial<LotteryGame>[]) {
    const game = { gameType: 'LOTT', defaultPlayType: 'LO2', accountTypeName: 'TCG_LOTTO_VN', prizeMode: 'SEA' };
    sandbox.server.use(
      http.get('*/lgw/vn/games/game_menu', () =>
        HttpResponse.json({ success: true, value: games.map((entry) => ({ ...game, ...entry })) }),
      ),
    );
    lobby('vn', { access: GUEST() });
    const list = await screen.findByRole('region', { name: 'Games' });
    await within(list).findByRole('button', { name: 'Xổ số nhanh' });
    return within(list)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
  }

  it('on /vnlottery a prize-mode switch only changes the launch: the games are not asked for again and stay listed', async () => {
    // The games' calls and the launches, in the order they go out.
    const sent = sandbox.record(/\/lgw\/vn\/games\/game_menu(?:\?|$)|\/wps\/game\/launchGame(?:\?|$)/, (request) => {
      const url = new URL(request.url);
      return url.pathname.endsWith('/launchGame') ? `launch ${url.searchParams.get('lottoPrizeMode')}` : 'games';
    });
    lobby('vn', { store: await asMember() });
    const tile = await gameButton('Đà Nẵng');
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    expect(tile).toBeInTheDocument();
    // The launch goes out after any call for the games the switch started.
    await userEvent.click(tile);
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(sent).toEqual(['games', 'launch Elott']);
  });

  it('/vnlottery lists a game the menu gives no region under the other draws, after the regions', async () => {
    expect(
      await vnGroupsFor([
        { code: 'VNMB', gameName: 'Miền Bắc (Hà Nội)', region: 'NORTH' },
        { code: 'VNXX', gameName: 'Xổ số nhanh' },
      ]),
    ).toEqual(['North', 'Other draws']);
  });

  it('/vnlottery lists its games under the lobby’s name when the menu gives none a region', async () => {
    expect(await vnGroupsFor([{ code: 'VNXX', gameName: 'Xổ số nhanh' }])).toEqual(['Vietnam lottery']);
  });

  it('/elott lists ELOTT games first, then LOTT; a guest is offered the login for the draws', async () => {
    const access = GUEST();
    lobby('elott', { access });
    const groups = await within(await screen.findByRole('region', { name: 'Games' })).findAllByRole('heading', { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['E-lottery', 'Lottery']);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText("Log in to see this game's draws.")).toBeInTheDocument();
    await userEvent.click(within(results).getByRole('button', { name: 'Log in' }));
    expect(access).toHaveBeenCalled();
  });

  it('with no game selected, a member sees the draws of the first game the lobby lists (on /elott an ELOTT game)', async () => {
    lobby('elott', { store: await asMember() });
    const results = await screen.findByRole('region', { name: 'Results' });
    // Shown for want of a choice: neither outlined nor called the selected game.
    expect(await within(results).findByRole('region', { name: 'E-Lottery 1 Minute' })).not.toHaveAttribute('data-selected');
    expect(within(results).queryByRole('region', { name: /Tencent 1 Minute/ })).not.toBeInTheDocument();
  });

  it('while the lobby’s games are on their way a member’s draws are loading, and a lobby with no games has no results, not a game to choose', async () => {
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get(
        '*/lgw/games/game_menus',
        async () => {
          await held;
          return HttpResponse.json({ success: true, value: [] });
        },
        { once: true },
      ),
    );
    lobby('lottery', { store: await asMember() });
    const results = await screen.findByRole('region', { name: 'Results' });
    await waitFor(() => expect(within(results).getByRole('status')).toHaveTextContent('Loading'));
    answer();
    expect(await within(results).findByText('No results yet.')).toBeInTheDocument();
  });

  it('a member sees the selected game’s opened draws, their card saying it is the selected game', async () => {
    lobby('lottery', { route: '/lottery?gameCode=BJPK10', store: await asMember() });
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByRole('region', { name: 'Beijing PK10 Selected game' })).toBeInTheDocument();
    expect(within(results).getAllByRole('list', { name: /^Numbers \d( · \d){4}$/ }).length).toBeGreaterThan(1);
  });

  it('choosing another game whose draws fail shows that failure, not the previous game’s draws', async () => {
    sandbox.server.use(
      http.get('*/lotto/lgw/games/opened/numero', ({ request }) =>
        new URL(request.url).searchParams.get('gameCode') === 'CQSSC'
          ? HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 })
          : undefined,
      ),
    );
    lobby('lottery', { route: '/lottery?gameCode=BJPK10', store: await asMember() });
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByRole('region', { name: 'Beijing PK10 Selected game' })).toBeInTheDocument();
    await userEvent.click(await gameButton('Chongqing Lucky 5D'));
    expect(await within(results).findByRole('alert')).toHaveTextContent('Unknown error');
    expect(within(results).queryByRole('region', { name: /^Beijing PK10/ })).not.toBeInTheDocument();
  });

  it('while the games are asked for in another prize mode, the chosen game stays selected and its draws stay shown', async () => {
    lobby('lottery', { route: '/lottery?gameCode=BJPK10', store: await asMember() });
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByRole('region', { name: 'Beijing PK10 Selected game' })).toBeInTheDocument();
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const asked = sandbox.record(/\/lgw\/games\/game_menus(?:\?|$)/, (request) => new URL(request.url).searchParams.get('prizeMode'));
    sandbox.server.use(http.get('*/lgw/games/game_menus', () => held, { once: true }));
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    await waitFor(() => expect(asked).toEqual(['Elott']));
    expect(within(results).getByRole('region', { name: 'Beijing PK10 Selected game' })).toBeInTheDocument();
    expect(within(results).queryByText('No results yet.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Beijing PK10' })).toBeInTheDocument();
    answer();
    expect(await gameButton('Beijing PK10')).toHaveAttribute('aria-pressed', 'true');
  });

  it('a gameCode that names no game of the lobby (a vendor’s, TCG) shows the first game’s draws, not an error', async () => {
    lobby('lottery', { route: '/lottery?gameCode=TCG', store: await asMember() });
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(await within(results).findByRole('region', { name: 'Tencent 1 Minute' })).not.toHaveAttribute('data-selected');
    expect(within(results).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Selected:/)).not.toBeInTheDocument();
  });

  it('a game of another lobby opens its lobby in the prize mode chosen here', async () => {
    renderLottery(
      <GuardedActionContext.Provider value={GUEST()}>
        <Routes>
          <Route path="/lottery" element={<LotteryPage />} />
          <Route path="/seaLottery" element={<LotteryPage />} />
        </Routes>
      </GuardedActionContext.Provider>,
      { route: '/lottery' },
    );
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'E-lottery' }));
    const popular = await screen.findByRole('region', { name: 'Popular lotteries' });
    await userEvent.click(await within(popular).findByRole('link', { name: 'Magnum 4D' }));
    expect(await screen.findByRole('heading', { name: 'Southeast Asia lottery' })).toBeInTheDocument();
    expect(within(await prizeModes()).getByRole('button', { name: 'E-lottery' })).toHaveAttribute('aria-pressed', 'true');
  });

  it.each(['/sealottery', '/seaLottery/', '/VNLOTTERY?gameCode=VNMB'])(
    'a lottery route shows its own lobby at an address the router matches to it, in another case or with a trailing slash (%s)',
    async (route) => {
      renderLottery(
        <GuardedActionContext.Provider value={GUEST()}>
          <Routes>
            <Route path="/seaLottery" element={<LotteryPage />} />
            <Route path="/vnlottery" element={<LotteryPage />} />
          </Routes>
        </GuardedActionContext.Provider>,
        { route },
      );
      const title = route.toLowerCase().startsWith('/sea') ? 'Southeast Asia lottery' : 'Vietnam lottery';
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    },
  );

  it('a link that carries a prize mode (home’s popular lotteries) opens the lobby in it, and the game plays in it', async () => {
    renderLottery(
      <Routes>
        <Route path="/" element={<Navigate to="/lottery?gameCode=CQSSC" state={{ prizeMode: 'Elott' }} />} />
        <Route path="/lottery" element={<LotteryPage />} />
      </Routes>,
      {
        store: await asMember(),
        wrapper: (children) => <GuardedActionContext.Provider value={MEMBER}>{children}</GuardedActionContext.Provider>,
      },
    );
    expect(within(await prizeModes()).getByRole('button', { name: 'E-lottery' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(await screen.findByRole('button', { name: 'Play Chongqing Lucky 5D' }));
    await waitFor(() => expect(launches).toHaveLength(1));
    expect(launches[0]?.searchParams.get('lottoPrizeMode')).toBe('Elott');
  });

  it('a reload keeps the prize mode chosen on the lobby, not the one its link brought', async () => {
    /** A reload, stood in for: the page is drawn afresh on the same history entry, its state kept. */
    function Reloadable({ children }: { children: ReactNode }) {
      const [loads, setLoads] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setLoads(loads + 1)}>
            Reload
          </button>
          <Fragment key={loads}>{children}</Fragment>
        </>
      );
    }
    renderLottery(
      <Reloadable>
        <Routes>
          <Route path="/" element={<Navigate to="/lottery?gameCode=CQSSC" state={{ prizeMode: 'Elott' }} />} />
          <Route path="/lottery" element={<LotteryPage />} />
        </Routes>
      </Reloadable>,
      { wrapper: (children) => <GuardedActionContext.Provider value={GUEST()}>{children}</GuardedActionContext.Provider> },
    );
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'Southeast Asia' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(within(await prizeModes()).getByRole('button', { name: 'Southeast Asia' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'E-lottery' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('a game of another lobby is a link to its own route (TCG_SEA to /seaLottery): it reads as one and opens in a new tab', async () => {
    lobby('lottery', { route: '/lottery', access: GUEST() });
    const popular = await screen.findByRole('region', { name: 'Popular lotteries' });
    const link = await within(popular).findByRole('link', { name: 'Magnum 4D' });
    expect(link).toHaveAttribute('href', '/seaLottery?gameCode=MY4D&playType=2D');
    expect(within(popular).queryByRole('button', { name: 'Magnum 4D' })).not.toBeInTheDocument();
    await userEvent.click(link);
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/seaLottery?gameCode=MY4D&playType=2D'),
    );
    expect(launches).toHaveLength(0);
  });
});

describe('the balance after a lottery game (spec §4: refreshed on returning from a game)', () => {
  /** The header's balance, stood in for: what keeps the balance call subscribed, as the site's header does. */
  function HeaderBalance() {
    useGetBalanceQuery();
    return null;
  }
  /** The test's balance calls, once the first has answered. */
  async function balanceCalls() {
    const calls = sandbox.record(/\/wps\/v2\/wallets\/balance(?:\?|$)/);
    renderLottery(
      <GuardedActionContext.Provider value={MEMBER}>
        <HeaderBalance />
        <LotteryLobby kind="vn" />
      </GuardedActionContext.Provider>,
      { store: await asMember() },
    );
    await waitFor(() => expect(calls).toHaveLength(1));
    return calls;
  }

  it('closing a game’s frame refreshes the balance, as leaving /game does', async () => {
    const calls = await balanceCalls();
    await userEvent.click(await gameButton('Đà Nẵng'));
    await screen.findByRole('region', { name: 'Playing Đà Nẵng' });
    expect(calls).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the games' }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('a game’s frame replaced by its relaunch (another prize mode) refreshes the balance', async () => {
    const calls = await balanceCalls();
    await userEvent.click(await gameButton('Đà Nẵng'));
    const first = await screen.findByTitle('Playing Đà Nẵng');
    expect(calls).toHaveLength(1);
    await userEvent.click(within(await prizeModes()).getByRole('button', { name: 'ZY' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.getByTitle('Playing Đà Nẵng')).not.toBe(first));
  });
});
