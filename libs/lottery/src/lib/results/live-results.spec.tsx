import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi, type Draw } from '@wl/api-client';
import { createTestStore, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { RESULTS_POLL_MS, VnResults } from './live-results';

const sandbox = serveSandbox();
const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
/** A call for the opened draws' numbers (`/lgw/vn/numeros/opened/game`). */
const NUMBERS_CALL = /\/lgw\/vn\/numeros\/opened\/game(?:\?|$)/;

afterEach(() => {
  vi.useRealTimers();
  delete (document as Partial<Record<'visibilityState', unknown>>).visibilityState;
});

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
    renderWithProviders(<VnResults />);
    const board = await screen.findByRole('heading', { level: 2, name: 'Results' });
    const games = await screen.findAllByRole('heading', { level: 3 });
    expect(games.length).toBeGreaterThan(0);
    expect(screen.getAllByRole('heading', { level: 2 })).toEqual([board]);
  });

  it('a board drawn from cached draws already past their next draw asks for new ones, and the page keeps working', async () => {
    const store = createTestStore();
    // A player comes back to the lottery within the cache's minute, after the next draw was due.
    const cached = store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate());
    await cached;
    cached.unsubscribe();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS);
    const asked = sandbox.record(NUMBERS_CALL);

    renderWithProviders(<VnResults />, { store });

    expect((await screen.findAllByRole('timer'))[0]).toHaveTextContent('Drawing now…');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
  });

  it('a board polls every 15 s while its tab is shown; hidden, it asks nothing, not even for a due draw; shown again, it asks at once', async () => {
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
    renderWithProviders(<VnResults />);
    await waitFor(() => expect(asked).toHaveLength(1));
    await pass(RESULTS_POLL_MS);
    await waitFor(() => expect(asked).toHaveLength(2));

    showTab('hidden');
    await pass(RESULTS_POLL_MS * 4);
    expect(asked).toHaveLength(2);
    expect(screen.getByRole('timer')).toHaveTextContent('Drawing now…');

    showTab('visible');
    await waitFor(() => expect(asked).toHaveLength(3));
    await pass(RESULTS_POLL_MS);
    await waitFor(() => expect(asked).toHaveLength(4));
  });
});
