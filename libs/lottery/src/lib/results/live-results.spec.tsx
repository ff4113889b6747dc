import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lotteryApi } from '@wl/api-client';
import { createTestStore, renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { VnResults } from './live-results';

const sandbox = serveSandbox();
const DAY_MS = 24 * 60 * 60 * 1000;
const NUMBERS_PATH = '/lgw/vn/numeros/opened/game';

afterEach(() => {
  vi.useRealTimers();
  sandbox.server.events.removeAllListeners();
});

describe('live results (spec §7)', () => {
  it('a board drawn from cached draws already past their next draw asks for new ones, and the page keeps working', async () => {
    const store = createTestStore();
    // A player comes back to the lottery within the cache's minute, after the next draw was due.
    const cached = store.dispatch(lotteryApi.endpoints.getVnNumbers.initiate());
    await cached;
    cached.unsubscribe();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + DAY_MS);
    let asked = 0;
    sandbox.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === NUMBERS_PATH) asked += 1;
    });

    renderWithProviders(<VnResults />, { store });

    expect((await screen.findAllByRole('timer'))[0]).toHaveTextContent('Drawing now…');
    await waitFor(() => expect(asked).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { name: 'Results' })).toBeInTheDocument();
  });
});
