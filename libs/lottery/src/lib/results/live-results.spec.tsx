import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi, lotteryApi, type Draw } from '@wl/api-client';
import { GuardedActionContext } from '@wl/session';
import { createTestStore } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { LotteryLobby } from '../lobby/lottery-lobby';
import { DUE_RECHECK_MS } from './countdown';
import { OpenedResults, RESULTS_POLL_MS, VnResults } from './live-results';
import { renderLottery } from '../../testing/render-lottery';

const sandbox = serveSandbox();
const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
/** A call for the opened draws' numbers (`/lgw/vn/numeros/opened/game`). */
const NUMBERS_CALL = /\/lgw\/vn\/numeros\/opened\/game(?:\?|$)/;

afterEach(() => {
  vi.useRealTimers();
  delete (document as Partial<Record<'visibilityState', unknown>>).visibilityState;
  sessionStorage.clear();
});

/** A draw call (`path`) answering one draw of a game named in the language asked for (its `Language` header). */
function drawsNaming(path: string, names: Record<string, string>) {
  sandbox.server.use(
    http.get(path, ({ request }) => {
      const draw: Draw = {
        gameCode: 'VNMB',
        gameName: names[request.headers.get('Language') ?? ''] ?? '',
        numero: '20261123',
        openTime: Date.now(),
        prizes: { DB: ['926535'] },
      };
      return HttpResponse.json({ success: true, value: [draw] });
    }),
  );
}

/** The Vietnamese draws: `first` answered to the first call, each later call failing as a server error would. */
function drawsThenFailure(first: Draw) {
  let calls = 0;
  sandbox.server.use(
    http.get('*/lgw/vn/numeros/opened/game', () =>
      ++calls === 1
        ? HttpResponse.json({ success: true, value: [first] })
        : HttpResponse.json({ success: false, value: null, errorCode: 'system.error' }, { status: 500 }),
    ),
  );
}

/** A member's session, stored as the site's login stores it: a store made after this starts with it. */
async function logIn() {
  const { token } = await createTestStore()
    .dispatch(authApi.endpoints.login.initiate({ type: 'username', username: 'demo_member', password: 'Member#2024' }))
    .unwrap();
  sessionStorage.setItem('token', token);
  sessionStorage.setItem('isAgent', '0');
}

/** Time passes (fake timers), a second at a time so that the page renders as it goes (a countdown ticks). */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= SECOND_MS) await act(() => vi.advanceTimersByTimeAsync(Math.min(SECOND_MS, left)));
}

/** The player leaves the tab (`hidden`) or comes back to it (`visible`). */
function showTab(visibility: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('live results (spec §7)', () => {
  it("each game's results are headed one level under the board's Results heading, so a screen reader's outline nests them", async () => {
    renderLottery(<VnResults />);
    const board = await screen.findByRole('heading', { level: 2, name: 'Results' });
    const games = await screen.findAllByRole('heading', { level: 3 });
    expect(games.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 2 })).toEqual([board]);
  });

  it('a board drawn from cached draws already past their next draw asks for new ones, and the page keeps working', async () => {
    const store = createTestStore();
    // A player comes back to the lottery within the cache's minute, after the next draw was due.
    const cached = store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate({ language: 'EN' }));
    await cached;
    cached.unsubscribe();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS);
    const asked = sandbox.record(NUMBERS_CALL);
    // The new draws wait until the board has been seen, or a quick answer would replace it first.
    let answer = () => undefined as void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(
      http.get('*/lgw/vn/numeros/opened/game', async () => {
        await held;
      }),
    );

    renderLottery(<VnResults />, { store });

    expect((await screen.findAllByRole('timer'))[0]).toHaveTextContent('Drawing now…');
    answer();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
  });

  it('a board polls every 15 s while its tab is shown; hidden, it asks nothing, not even for a due draw; shown again, it asks at once, and once', async () => {
    // The next draw comes due while the tab is hidden.
    const draw: Draw = {
      gameCode: 'VNMB',
      gameName: 'Miền Bắc',
      numero: '202611230037',
      openTime: Date.now(),
      prizes: { DB: ['926535'] },
      nextDrawInMs: 2 * RESULTS_POLL_MS,
    };
    sandbox.server.use(http.get('*/lgw/vn/numeros/opened/game', () => HttpResponse.json({ success: true, value: [draw] })));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = sandbox.record(NUMBERS_CALL);
    renderLottery(<VnResults />);
    await waitFor(() => expect(asked).toHaveLength(1));
    await pass(RESULTS_POLL_MS);
    await waitFor(() => expect(asked).toHaveLength(2));

    showTab('hidden');
    await pass(RESULTS_POLL_MS * 4);
    expect(asked).toHaveLength(2);
    // Its countdown stands still too (countdown.tsx): the draw due meanwhile is asked for once the tab is shown.
    expect(screen.getByRole('timer')).toHaveTextContent('Next draw in 00:30');

    showTab('visible');
    await waitFor(() => expect(asked).toHaveLength(3));
    await pass(RESULTS_POLL_MS);
    await waitFor(() => expect(asked).toHaveLength(4));
  });

  it('the Vietnamese draws are named in the language the player switches to at once, not a poll later', async () => {
    drawsNaming('*/lgw/vn/numeros/opened/game', { EN: 'Northern (Hanoi)', VI: 'Miền Bắc (Hà Nội)' });
    const { setLanguage } = renderLottery(<VnResults />, { languages: ['EN', 'VI'] });
    expect(await screen.findByRole('heading', { level: 3, name: 'Northern (Hanoi)' })).toBeInTheDocument();
    setLanguage('VI');
    // Well within the 15 s poll.
    expect(await screen.findByRole('heading', { level: 3, name: 'Miền Bắc (Hà Nội)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Northern (Hanoi)' })).not.toBeInTheDocument();
  });

  it("a game's opened draws are named in the language the player switches to at once, not a poll later", async () => {
    drawsNaming('*/lotto/lgw/games/opened/numero', { EN: 'Northern (Hanoi)', VI: 'Miền Bắc (Hà Nội)' });
    await logIn();
    const { setLanguage } = renderLottery(<OpenedResults gameCode="VNMB" />, { languages: ['EN', 'VI'] });
    expect(await screen.findByRole('heading', { level: 3, name: 'Northern (Hanoi)' })).toBeInTheDocument();
    setLanguage('VI');
    expect(await screen.findByRole('heading', { level: 3, name: 'Miền Bắc (Hà Nội)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Northern (Hanoi)' })).not.toBeInTheDocument();
  });

  /** Northern's last draw, its next one `nextDrawInMs` away. */
  const northernDraw = (nextDrawInMs: number) => ({
    gameCode: 'VNMB',
    gameName: 'Miền Bắc',
    numero: '202611230037',
    openTime: Date.now(),
    prizes: { DB: ['926535'] },
    nextDrawInMs,
  });

  it('a refresh that fails shows its catalogued message and Try again above the draws it had, which stay on screen', async () => {
    drawsThenFailure(northernDraw(4 * RESULTS_POLL_MS));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderLottery(<VnResults />);
    const game = await screen.findByRole('heading', { level: 3, name: 'Miền Bắc' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await pass(RESULTS_POLL_MS);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Unknown error');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The same board, kept mounted under the message: not drawn anew, nor gone.
    expect(game).toBeInTheDocument();
    expect(failure.compareDocumentPosition(game) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a late draw is still asked for every 5 s after an ask for it fails, not only at the next poll', async () => {
    drawsThenFailure(northernDraw(0));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const asked = sandbox.record(NUMBERS_CALL);
    renderLottery(<VnResults />);
    expect(await screen.findByRole('timer')).toHaveTextContent('Drawing now…');
    // The board's first answer, then its ask for the due draw, which fails.
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown error');

    // Well before the next poll (15 s after the failed ask).
    await pass(2 * DUE_RECHECK_MS + SECOND_MS);
    expect(asked.length).toBeGreaterThanOrEqual(4);
    expect(asked.length).toBeLessThanOrEqual(5);
  });

  it('on /vnlottery the board’s cards follow the lobby’s list of games (north to south), not which game drew last', async () => {
    renderLottery(
      <GuardedActionContext.Provider value={() => undefined}>
        <LotteryLobby kind="vn" />
      </GuardedActionContext.Provider>,
    );
    const list = await screen.findByRole('region', { name: 'Games' });
    await within(list).findByRole('button', { name: 'Đà Nẵng' });
    const listed = within(list)
      .getAllByRole('button')
      .map((game) => game.textContent);
    const results = screen.getByRole('region', { name: 'Results' });
    await within(results).findByRole('region', { name: 'Miền Bắc (Hà Nội)' });
    expect(
      within(results)
        .getAllByRole('heading', { level: 3 })
        .map((card) => card.textContent),
    ).toEqual(listed);
  });
});
